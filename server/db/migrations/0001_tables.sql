CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_salt" text NOT NULL,
	"full_name" text NOT NULL,
	"business_name" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"company_name" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mfa_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"factor_id" text NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"verified_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "mfa_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"friendly_name" text NOT NULL,
	"factor_type" text NOT NULL,
	"status" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"last_challenged_at" timestamp (3) with time zone,
	"last_used_step" bigint,
	"failed_codes" bigint DEFAULT 0 NOT NULL,
	"failed_since" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"link" text NOT NULL,
	"sent_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_recoveries" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"email" text NOT NULL,
	"requested_at" timestamp (3) with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"redirect_to" text
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" text NOT NULL,
	"session_id" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"authenticated_at" bigint NOT NULL,
	"used" boolean NOT NULL,
	"revoked" boolean NOT NULL,
	"auth_method" text NOT NULL,
	"aal" text NOT NULL,
	"mfa_factor_id" text,
	"mfa_at" bigint
);
--> statement-breakpoint
CREATE TABLE "account_settings" (
	"account_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"role" text NOT NULL,
	"phone" text NOT NULL,
	"notify_email" boolean NOT NULL,
	"notify_push" boolean NOT NULL,
	"notify_weekly_reports" boolean NOT NULL,
	"notify_insights" boolean NOT NULL,
	"notify_system_updates" boolean NOT NULL,
	"theme" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"timezone" text NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "account_settings_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "account_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"account_id" text NOT NULL,
	"id" text NOT NULL,
	"headquarters_location" text,
	"year_founded" bigint,
	"industry" text,
	"business_model" text,
	"num_employees" bigint,
	"num_branches" bigint,
	"outlet_type" text,
	"key_departments" text,
	"main_products" text,
	"best_selling_products" text,
	"seasonal_offerings" text,
	"target_segments" text,
	"typical_customer" text,
	"avg_transaction_value" double precision,
	"customer_pain_points" text,
	"top_goals" text,
	"top_challenges" text,
	"recent_initiatives" text,
	"sales_channels" text,
	"marketing_methods" text,
	"previous_crm_tools" text,
	"business_hours" text,
	"languages_used" text,
	"regulations" text,
	"data_exclusions" text,
	"other_info" text,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "company_profiles_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "company_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "document_chunks" (
	"account_id" text NOT NULL,
	"id" text NOT NULL,
	"upload_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "document_chunks_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "document_chunks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "goals" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort_order" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_requests" (
	"account_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"goal" text,
	"user_query" text NOT NULL,
	"priority" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "owner_requests_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "owner_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sales_batches" (
	"account_id" text NOT NULL,
	"id" text NOT NULL,
	"upload_id" text NOT NULL,
	"rows" bigint NOT NULL,
	"columns" jsonb NOT NULL,
	"dict" jsonb NOT NULL,
	"day_totals" jsonb NOT NULL,
	CONSTRAINT "sales_batches_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "sales_batches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sales_revisions" (
	"account_id" text NOT NULL,
	"id" text NOT NULL,
	"revision" text NOT NULL,
	CONSTRAINT "sales_revisions_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "sales_revisions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "uploads" (
	"account_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text,
	"content_hash" text,
	"uploaded_at" timestamp (3) with time zone NOT NULL,
	"format" text NOT NULL,
	"rows" bigint NOT NULL,
	"chunks" bigint NOT NULL,
	"outlets" jsonb NOT NULL,
	"from" date,
	"to" date,
	"summary" text NOT NULL,
	"currency" text,
	"orders_per_line" boolean,
	"status" text NOT NULL,
	CONSTRAINT "uploads_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "uploads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "asset_types" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"has_image" boolean NOT NULL,
	"required_fields" jsonb NOT NULL,
	"optional_fields" jsonb NOT NULL,
	"required_for" jsonb NOT NULL,
	"sort_order" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"account_id" text NOT NULL,
	"id" text NOT NULL,
	"asset_type_code" text NOT NULL,
	"asset_name" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"file_name" text,
	"content_type" text,
	"size_bytes" bigint,
	"width" bigint,
	"height" bigint,
	"file_key" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "assets_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "assets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"account_id" text NOT NULL,
	"id" text NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"timestamp" timestamp (3) with time zone NOT NULL,
	"mode" text NOT NULL,
	"sources" jsonb NOT NULL,
	"figure" jsonb,
	"type" text,
	"preview" jsonb,
	"request_id" text,
	"question" jsonb,
	"image_id" text,
	"image_result" jsonb,
	CONSTRAINT "chat_messages_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "generated_images" (
	"account_id" text NOT NULL,
	"id" text NOT NULL,
	"request_id" text NOT NULL,
	"original_query" text NOT NULL,
	"resolution" text NOT NULL,
	"status" text NOT NULL,
	"generation_time_ms" bigint NOT NULL,
	"file_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "generated_images_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "generated_images" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "mfa_challenges_factor" ON "mfa_challenges" USING btree ("factor_id");--> statement-breakpoint
CREATE INDEX "mfa_factors_account" ON "mfa_factors" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "password_recoveries_token_hash" ON "password_recoveries" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_recoveries_account" ON "password_recoveries" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_account" ON "refresh_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_settings_account" ON "account_settings" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_profiles_account" ON "company_profiles" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "document_chunks_upload" ON "document_chunks" USING btree ("account_id","upload_id");--> statement-breakpoint
CREATE INDEX "owner_requests_created" ON "owner_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_batches_upload" ON "sales_batches" USING btree ("account_id","upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_revisions_account" ON "sales_revisions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "uploads_content_hash" ON "uploads" USING btree ("account_id","content_hash");--> statement-breakpoint
CREATE INDEX "chat_messages_timestamp" ON "chat_messages" USING btree ("account_id","timestamp");--> statement-breakpoint
CREATE INDEX "generated_images_created" ON "generated_images" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE POLICY "own_account" ON "account_settings" AS PERMISSIVE FOR ALL TO "selera_app" USING (account_id = selera_current_account()) WITH CHECK (account_id = selera_current_account());--> statement-breakpoint
CREATE POLICY "own_account" ON "company_profiles" AS PERMISSIVE FOR ALL TO "selera_app" USING (account_id = selera_current_account()) WITH CHECK (account_id = selera_current_account());--> statement-breakpoint
CREATE POLICY "own_account" ON "document_chunks" AS PERMISSIVE FOR ALL TO "selera_app" USING (account_id = selera_current_account()) WITH CHECK (account_id = selera_current_account());--> statement-breakpoint
CREATE POLICY "own_account" ON "owner_requests" AS PERMISSIVE FOR ALL TO "selera_app" USING (account_id = selera_current_account()) WITH CHECK (account_id = selera_current_account());--> statement-breakpoint
CREATE POLICY "own_account" ON "sales_batches" AS PERMISSIVE FOR ALL TO "selera_app" USING (account_id = selera_current_account()) WITH CHECK (account_id = selera_current_account());--> statement-breakpoint
CREATE POLICY "own_account" ON "sales_revisions" AS PERMISSIVE FOR ALL TO "selera_app" USING (account_id = selera_current_account()) WITH CHECK (account_id = selera_current_account());--> statement-breakpoint
CREATE POLICY "own_account" ON "uploads" AS PERMISSIVE FOR ALL TO "selera_app" USING (account_id = selera_current_account()) WITH CHECK (account_id = selera_current_account());--> statement-breakpoint
CREATE POLICY "own_account" ON "assets" AS PERMISSIVE FOR ALL TO "selera_app" USING (account_id = selera_current_account()) WITH CHECK (account_id = selera_current_account());--> statement-breakpoint
CREATE POLICY "own_account" ON "chat_messages" AS PERMISSIVE FOR ALL TO "selera_app" USING (account_id = selera_current_account()) WITH CHECK (account_id = selera_current_account());--> statement-breakpoint
CREATE POLICY "own_account" ON "generated_images" AS PERMISSIVE FOR ALL TO "selera_app" USING (account_id = selera_current_account()) WITH CHECK (account_id = selera_current_account());