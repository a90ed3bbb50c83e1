ALTER TABLE "judicial_texts" ADD COLUMN "site_page" text;--> statement-breakpoint
CREATE UNIQUE INDEX "judicial_texts_site_page_uq" ON "judicial_texts" USING btree ("site_page") WHERE "judicial_texts"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "judicial_texts" ADD CONSTRAINT "judicial_texts_site_page_ck" CHECK ("judicial_texts"."site_page" in ('privacy', 'terms'));