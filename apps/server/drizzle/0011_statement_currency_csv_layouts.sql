ALTER TABLE "bank_csv_mappings" ALTER COLUMN "amount_column" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "bank_csv_mappings" ALTER COLUMN "payer_column" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "bank_csv_mappings" ADD COLUMN "amount_mode" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_csv_mappings" ADD COLUMN "debit_column" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_csv_mappings" ADD COLUMN "credit_column" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_csv_mappings" ADD COLUMN "currency_column" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_csv_mappings" ADD COLUMN "header_row" integer;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;