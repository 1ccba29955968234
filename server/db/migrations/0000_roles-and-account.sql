-- The restricted role every request runs as, and the caller's account as the tenant policies read it.
-- Roles belong to the cluster, not the database: an existing one is kept.
DO $$
BEGIN
  CREATE ROLE selera_app NOLOGIN;
EXCEPTION WHEN duplicate_object THEN NULL;
END
$$;
--> statement-breakpoint
-- The server's own user switches to the role in each transaction (SET LOCAL ROLE needs membership).
GRANT selera_app TO CURRENT_USER;
--> statement-breakpoint
-- The account the transaction runs for (set with set_config(..., true)), null when none is set.
-- STABLE and not a subquery, so the policies hold on a distributed Postgres (Citus) too. In public,
-- as every name here: a schema of our own could be named like the server's user and capture the
-- tables ("$user" comes first in the search path).
CREATE OR REPLACE FUNCTION public.selera_current_account() RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('selera.account_id', true), '') $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.selera_current_account() TO selera_app;
--> statement-breakpoint
-- Every table the migrations create next is readable and writable by the role, under its policies.
GRANT USAGE ON SCHEMA public TO selera_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO selera_app;
