CREATE TABLE "public_write_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "public_write_hits_address_idx" ON "public_write_hits" USING btree ("bucket","address","created_at");--> statement-breakpoint
CREATE INDEX "participant_workshops_workshop_idx" ON "participant_workshops" USING btree ("workshop_id");