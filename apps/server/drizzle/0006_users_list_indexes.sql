DROP INDEX "users_surname_idx";--> statement-breakpoint
CREATE INDEX "users_surname_idx" ON "users" USING btree (lower(f_unaccent("surname")),"id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
-- The users list searches "surname name" too (0003 indexes "name surname").
CREATE INDEX IF NOT EXISTS users_fullname_rev_trgm ON users USING gin (f_unaccent(lower(surname || ' ' || name)) gin_trgm_ops);
