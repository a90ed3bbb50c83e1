DROP INDEX "companies_name_idx";--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree (lower(f_unaccent("name"))) WHERE "companies"."deleted_at" is null;