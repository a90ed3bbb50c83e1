ALTER TABLE "conference_optionals" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "conference_workshops" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE "judicial_texts" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "judicial_texts" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD COLUMN "language" text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_ck" CHECK ("orders"."language" in ('it','en'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_ck" CHECK ("users"."language" is null or "users"."language" in ('it','en'));