CREATE TABLE "bank_csv_mappings" (
	"bank" text PRIMARY KEY NOT NULL,
	"date_column" text NOT NULL,
	"amount_column" text NOT NULL,
	"payer_column" text NOT NULL,
	"reference_column" text NOT NULL,
	"delimiter" text DEFAULT ';' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"checksum" text NOT NULL,
	"booked_on" date NOT NULL,
	"amount" integer NOT NULL,
	"payer" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"transfer_id" integer,
	"confidence" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"amount_issue" text,
	"note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "bank_statement_lines_checksum_unique" UNIQUE("checksum"),
	CONSTRAINT "bank_statement_lines_status_ck" CHECK ("bank_statement_lines"."status" in ('matched','ambiguous','unmatched','already_confirmed','confirmed','discarded')),
	CONSTRAINT "bank_statement_lines_amount_ck" CHECK ("bank_statement_lines"."amount" > 0),
	CONSTRAINT "bank_statement_lines_issue_ck" CHECK ("bank_statement_lines"."amount_issue" is null or "bank_statement_lines"."amount_issue" in ('short','over'))
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_transfer_id_manual_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."manual_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_status_idx" ON "bank_statement_lines" USING btree ("status","booked_on");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_transfer_idx" ON "bank_statement_lines" USING btree ("transfer_id");