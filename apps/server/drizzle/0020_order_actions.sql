DROP INDEX "invoices_order_uq";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_flags" ADD COLUMN "resolution" text;--> statement-breakpoint
UPDATE "invoices" i SET "credited_at" = now() WHERE i."type" = 'TD01' AND i."total" <= (SELECT coalesce(sum(c."total"), 0) FROM "invoices" c WHERE c."related_invoice_id" = i."id" AND c."type" = 'TD04');--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_uq" ON "invoices" USING btree ("order_id") WHERE "invoices"."type" = 'TD01' and "invoices"."credited_at" is null;--> statement-breakpoint
ALTER TABLE "order_flags" ADD CONSTRAINT "order_flags_resolution_ck" CHECK ("order_flags"."resolution" is null or "order_flags"."resolution" in ('accepted','refunded'));