ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower(name || ' ' || surname || chr(31) || surname || ' ' || name || chr(31) || email))) STORED;--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ("search_text" gin_trgm_ops) WHERE "users"."deleted_at" is null;--> statement-breakpoint
-- served by users_search_trgm now (0006 added it for the list's "surname name" search)
DROP INDEX IF EXISTS users_fullname_rev_trgm;
