CREATE TABLE "waiting_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" integer NOT NULL,
	"workshop_id" integer,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_token_hash" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_status_ck" CHECK ("waiting_list_entries"."status" in ('waiting','offered','booked','expired','withdrawn')),
	CONSTRAINT "waiting_list_quantity_ck" CHECK ("waiting_list_entries"."quantity" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_workshop_id_conference_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."conference_workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_live_email_uq" ON "waiting_list_entries" USING btree ("conference_id",coalesce("workshop_id", 0),"email") WHERE "waiting_list_entries"."status" in ('waiting','offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_offer_token_uq" ON "waiting_list_entries" USING btree ("offer_token_hash");--> statement-breakpoint
CREATE INDEX "waiting_list_line_idx" ON "waiting_list_entries" USING btree ("conference_id","status","id");