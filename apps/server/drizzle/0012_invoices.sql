CREATE SEQUENCE "public"."invoice_file_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"year" integer NOT NULL,
	"series" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_sequences_year_series_pk" PRIMARY KEY("year","series")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"year" integer NOT NULL,
	"series" text NOT NULL,
	"progressive" integer NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"order_id" integer,
	"payment_id" integer,
	"related_invoice_id" integer,
	"customer" text NOT NULL,
	"total" integer NOT NULL,
	"vat" integer NOT NULL,
	"document" jsonb NOT NULL,
	"xml" text NOT NULL,
	"file_name" text NOT NULL,
	"sdi_status" text DEFAULT 'to_send' NOT NULL,
	"sdi_id" text,
	"sdi_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sdi_updated_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_file_name_unique" UNIQUE("file_name"),
	CONSTRAINT "invoices_number_uq" UNIQUE("year","series","progressive"),
	CONSTRAINT "invoices_type_ck" CHECK ("invoices"."type" in ('TD01','TD04')),
	CONSTRAINT "invoices_status_ck" CHECK ("invoices"."sdi_status" in ('to_send','sent','delivered','rejected','not_delivered')),
	CONSTRAINT "invoices_progressive_ck" CHECK ("invoices"."progressive" > 0),
	CONSTRAINT "invoices_total_ck" CHECK ("invoices"."total" >= 0 and "invoices"."vat" >= 0)
);
--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "fee_kind" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_uq" ON "invoices" USING btree ("order_id") WHERE "invoices"."type" = 'TD01';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_uq" ON "invoices" USING btree ("payment_id") WHERE "invoices"."type" = 'TD01';--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("issued_on","progressive");--> statement-breakpoint
CREATE INDEX "invoices_related_idx" ON "invoices" USING btree ("related_invoice_id");--> statement-breakpoint
-- Orders stored only their total: each participant's fee is derived so that the fees plus the
-- optionals (one cocktail unit free) minus the discount give the total back, the cents of an
-- uneven split on the first participant. An order whose optionals exceed it keeps fees at 0.
WITH optional_totals AS (
  SELECT p.order_id,
    COALESCE(SUM(CASE WHEN po.title ILIKE '%cocktail%' AND po.quantity > 0
      THEN po.price * (po.quantity - 1) ELSE po.price * po.quantity END), 0) AS total
  FROM participants p LEFT JOIN participant_optionals po ON po.participant_id = p.id
  GROUP BY p.order_id
), shares AS (
  SELECT p.id, o.price + o.discount - ot.total AS fees,
    COUNT(*) OVER (PARTITION BY p.order_id) AS n,
    ROW_NUMBER() OVER (PARTITION BY p.order_id ORDER BY p.position, p.id) AS rank
  FROM participants p
  JOIN orders o ON o.id = p.order_id
  JOIN optional_totals ot ON ot.order_id = p.order_id
)
UPDATE participants SET fee = (s.fees / s.n) + CASE WHEN s.rank = 1 THEN s.fees % s.n ELSE 0 END
FROM shares s WHERE participants.id = s.id AND s.fees >= 0;
