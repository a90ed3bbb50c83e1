CREATE TABLE "order_reminders" (
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reminders_order_id_kind_due_date_pk" PRIMARY KEY("order_id","kind","due_date"),
	CONSTRAINT "order_reminders_kind_ck" CHECK ("order_reminders"."kind" in ('before_due','due_day'))
);
--> statement-breakpoint
ALTER TABLE "order_reminders" ADD CONSTRAINT "order_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;