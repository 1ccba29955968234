CREATE TABLE "auth_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_attempts_ends_at" ON "auth_attempts" USING btree ("ends_at");--> statement-breakpoint
ALTER TABLE "mfa_factors" DROP COLUMN "failed_codes";--> statement-breakpoint
ALTER TABLE "mfa_factors" DROP COLUMN "failed_since";