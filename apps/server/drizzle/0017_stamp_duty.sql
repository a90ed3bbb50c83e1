ALTER TABLE "orders" ADD COLUMN "stamp_duty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "stamp_duty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_stamp_duty_idx" ON "invoices" USING btree ("issued_on") WHERE "invoices"."stamp_duty" > 0;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stamp_duty_ck" CHECK ("orders"."stamp_duty" >= 0);