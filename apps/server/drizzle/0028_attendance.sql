CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"checked_in_how" text,
	"certificate_mailed_at" timestamp with time zone,
	CONSTRAINT "tickets_participant_id_unique" UNIQUE("participant_id"),
	CONSTRAINT "tickets_code_unique" UNIQUE("code"),
	CONSTRAINT "tickets_checked_in_how_ck" CHECK ("tickets"."checked_in_how" is null or "tickets"."checked_in_how" in ('door','marked','import'))
);
--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "credits" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "credits_ethics" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "accrediting_body" text;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "hours" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_checked_in_idx" ON "tickets" USING btree ("checked_in_at");--> statement-breakpoint
-- orders paid before tickets existed get theirs: 122 random bits of a UUID v4, base64url (22 characters)
INSERT INTO "tickets" ("participant_id", "code")
SELECT p."id", translate(rtrim(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '='), '+/', '-_')
FROM "participants" p JOIN "orders" o ON o."id" = p."order_id"
WHERE o."status" = 'paid' AND o."deleted_at" IS NULL
ON CONFLICT DO NOTHING;
