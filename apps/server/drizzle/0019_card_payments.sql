CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"order_id" integer,
	"company_id" integer,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"amount_paid" integer,
	"payment_intent" text,
	"stripe_subscription_id" text,
	"outcome" text,
	CONSTRAINT "checkout_sessions_status_ck" CHECK ("checkout_sessions"."status" in ('open','complete','expired')),
	CONSTRAINT "checkout_sessions_outcome_ck" CHECK ("checkout_sessions"."outcome" is null or "checkout_sessions"."outcome" in ('applied','flagged')),
	CONSTRAINT "checkout_sessions_purpose_ck" CHECK (("checkout_sessions"."purpose" = 'order' and "checkout_sessions"."order_id" is not null) or ("checkout_sessions"."purpose" = 'membership' and "checkout_sessions"."company_id" is not null)),
	CONSTRAINT "checkout_sessions_amount_ck" CHECK ("checkout_sessions"."amount" >= 0 and ("checkout_sessions"."amount_paid" is null or "checkout_sessions"."amount_paid" >= 0))
);
--> statement-breakpoint
CREATE TABLE "order_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "order_flags_kind_ck" CHECK ("order_flags"."kind" in ('late_payment','double_payment')),
	CONSTRAINT "order_flags_amount_ck" CHECK ("order_flags"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flags" ADD CONSTRAINT "order_flags_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flags" ADD CONSTRAINT "order_flags_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_order_idx" ON "checkout_sessions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "checkout_sessions_company_idx" ON "checkout_sessions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_flags_payment_uq" ON "order_flags" USING btree ("method","reference");--> statement-breakpoint
CREATE INDEX "order_flags_open_idx" ON "order_flags" USING btree ("order_id") WHERE "order_flags"."resolved_at" is null;