CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount" integer,
	"percent" integer,
	"conference_id" integer,
	"valid_until" date,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "coupons_amount_ck" CHECK (("coupons"."discount" is not null and "coupons"."discount" > 0 and "coupons"."percent" is null) or ("coupons"."percent" is not null and "coupons"."percent" between 1 and 100 and "coupons"."discount" is null)),
	CONSTRAINT "coupons_uses_ck" CHECK ("coupons"."uses" >= 0 and ("coupons"."max_uses" is null or ("coupons"."max_uses" > 0 and "coupons"."uses" <= "coupons"."max_uses")))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "conference_workshops" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status" text DEFAULT 'awaiting_payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "public_token" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booked_by" integer;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "attendance" text DEFAULT 'in_person' NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_transfers" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "manual_transfers" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree (lower("code")) WHERE "coupons"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","due_date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_public_token_unique" UNIQUE("public_token");--> statement-breakpoint
ALTER TABLE "manual_transfers" ADD CONSTRAINT "manual_transfers_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "conference_workshops" ADD CONSTRAINT "conference_workshops_seats_ck" CHECK ("conference_workshops"."seats" is null or "conference_workshops"."seats" >= 0);--> statement-breakpoint
ALTER TABLE "conferences" ADD CONSTRAINT "conferences_seats_ck" CHECK ("conferences"."seats" is null or "conferences"."seats" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('awaiting_payment','paid','expired','cancelled'));--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_attendance_ck" CHECK ("participants"."attendance" in ('in_person','streaming'));--> statement-breakpoint
UPDATE "orders" SET "status" = 'paid' WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
UPDATE "participants" SET "attendance" = 'streaming' WHERE "fee_kind" = 'PRICE_CONFERENCE_STREAMING';