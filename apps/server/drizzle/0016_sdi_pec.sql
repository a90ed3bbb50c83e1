CREATE TABLE "sdi_pec_channel" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sdi_address" text,
	"last_sent_at" timestamp with time zone,
	"send_error" text,
	"send_error_at" timestamp with time zone,
	"last_read_at" timestamp with time zone,
	"read_error" text,
	"read_error_at" timestamp with time zone,
	"read_started_at" timestamp with time zone,
	"read_locked_until" timestamp with time zone,
	"uid_validity" text,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sdi_pec_channel_one_ck" CHECK ("sdi_pec_channel"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sdi_pec_inbox" (
	"message_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sdi_pec_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"message_id" text,
	"recipient" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sdi_pec_sends_file_name_unique" UNIQUE("file_name"),
	CONSTRAINT "sdi_pec_sends_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "sdi_pec_sends_status_ck" CHECK ("sdi_pec_sends"."status" in ('queued','sending','sent','uncertain','failed','skipped'))
);
--> statement-breakpoint
ALTER TABLE "sdi_pec_sends" ADD CONSTRAINT "sdi_pec_sends_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sdi_pec_sends_due_idx" ON "sdi_pec_sends" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sdi_pec_sends_invoice_idx" ON "sdi_pec_sends" USING btree ("invoice_id");