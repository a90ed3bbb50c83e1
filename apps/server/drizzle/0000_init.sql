CREATE TABLE "arbitrators" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"approved" smallint DEFAULT 0 NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"phone" text,
	"country_id" integer,
	"year_of_birth" integer,
	"group" text,
	"languages" text,
	"professional_qualification" text,
	"experience_field_distribution" text,
	"litigation_experience" text,
	"arbitration_experience" text,
	"experience_in_house" text,
	"curriculum" text,
	"first_reccomandation" text,
	"second_reccomandation" text,
	"image" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "arbitrators_approved_ck" CHECK ("arbitrators"."approved" in (0, 1)),
	CONSTRAINT "arbitrators_group_ck" CHECK ("arbitrators"."group" is null or "arbitrators"."group" in ('Chair/sole arbitrators','Party appointed arbitrators'))
);
--> statement-breakpoint
CREATE TABLE "distribution_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"arbitrator_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb,
	"request_id" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conference_optionals" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "optional_price_ck" CHECK ("conference_optionals"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "conference_workshops" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"vat_rule" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"price" integer NOT NULL,
	"streaming" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "conferences_dates_ck" CHECK ("conferences"."date_end" >= "conferences"."date_start"),
	CONSTRAINT "conferences_vat_ck" CHECK ("conferences"."vat_rule" in ('all','italians')),
	CONSTRAINT "conferences_country_ck" CHECK ("conferences"."country" in ('italy','abroad')),
	CONSTRAINT "conferences_country_vat_ck" CHECK (("conferences"."country" = 'italy' and "conferences"."vat_rule" = 'all') or ("conferences"."country" = 'abroad' and "conferences"."vat_rule" = 'italians')),
	CONSTRAINT "conferences_price_ck" CHECK ("conferences"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "global_prices" (
	"kind" text PRIMARY KEY NOT NULL,
	"price" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_prices_price_ck" CHECK ("global_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" integer NOT NULL,
	"company_id" integer,
	"paid_at" timestamp with time zone,
	"price" integer NOT NULL,
	"coupon_code" text,
	"discount" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "orders_price_ck" CHECK ("orders"."price" >= 0 and "orders"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "participant_intolerances" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_optional_id" integer NOT NULL,
	"position" integer NOT NULL,
	"intolerance_info" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_optionals" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_id" integer NOT NULL,
	"optional_id" integer,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "participant_optionals_qty_ck" CHECK ("participant_optionals"."quantity" >= 0 and "participant_optionals"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "participant_workshops" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_id" integer NOT NULL,
	"workshop_id" integer,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company_founder" smallint DEFAULT 0 NOT NULL,
	"company_address" text,
	CONSTRAINT "participants_position_uq" UNIQUE("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	CONSTRAINT "chapters_position_uq" UNIQUE("section_id","position")
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"file_name" text NOT NULL,
	CONSTRAINT "document_files_language_uq" UNIQUE("document_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "judicial_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"file" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "judicial_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "section_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"expert_id" integer,
	CONSTRAINT "section_documents_position_uq" UNIQUE("chapter_id","position")
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text,
	"email_alternative" text,
	"phone" text,
	"website" text,
	"job_title" text,
	"date_of_birth" date,
	"description" text,
	"education" text,
	"professional_qualification" text,
	"academic_position" text,
	"current_professional_position" text,
	"previous_position" text,
	"practical_experience" text,
	"languages" text,
	"short_publication" text,
	"image" text,
	"curriculum" text,
	"published" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_name_unique" UNIQUE("name"),
	CONSTRAINT "files_size_max" CHECK ("files"."size" <= 2097152)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "profiles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipients" text[] NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"entity" text,
	"entity_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_ck" CHECK ("mail_outbox"."status" in ('queued','sent','failed'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text,
	"address" text,
	"city" text,
	"province" text,
	"postal_code" text,
	"country_id" integer,
	"vat" text,
	"stripe_customer_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "companies_stripe_customer_id_unique" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"stripe_invoice_id" text,
	"status" text NOT NULL,
	"paid_at" timestamp with time zone,
	"amount" integer DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"discount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_stripe_invoice_id_unique" UNIQUE("stripe_invoice_id"),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount" >= 0 and "payments"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"object_id" text
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"stripe_subscription_id" text NOT NULL,
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"date_start" date,
	"date_end" date,
	"trial_end" date,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"livemode" boolean DEFAULT false NOT NULL,
	"stripe_event_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "subscriptions_status_ck" CHECK ("subscriptions"."status" in ('active','trialing','canceled','unpaid','incomplete','incomplete_expired','past_due','paused'))
);
--> statement-breakpoint
CREATE TABLE "manual_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"order_id" integer,
	"subscription_id" integer,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "manual_transfers_type_ck" CHECK ("manual_transfers"."type" in ('MEMBERSHIP','CONFERENCE')),
	CONSTRAINT "manual_transfers_target_ck" CHECK (("manual_transfers"."type" = 'CONFERENCE' and "manual_transfers"."order_id" is not null and "manual_transfers"."subscription_id" is null) or ("manual_transfers"."type" = 'MEMBERSHIP' and "manual_transfers"."subscription_id" is not null and "manual_transfers"."order_id" is null)),
	CONSTRAINT "manual_transfers_amount_ck" CHECK ("manual_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "billing_information" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"territory" text NOT NULL,
	"invoice_type" text NOT NULL,
	"company_name" text,
	"name" text,
	"surname" text,
	"vat" text,
	"country_id" integer NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"province" text,
	"city" text NOT NULL,
	"recipient_code" text,
	"vies" smallint,
	"fiscal_code" text,
	CONSTRAINT "billing_territory_ck" CHECK ("billing_information"."territory" in ('Italy','UE','Extra UE')),
	CONSTRAINT "billing_vies_ck" CHECK ("billing_information"."vies" is null or "billing_information"."vies" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"name" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"phone" text,
	"fiscal_code" text,
	"field_of_activity" text,
	"active" boolean DEFAULT false NOT NULL,
	"speaker" boolean DEFAULT false NOT NULL,
	"image" text,
	"email_alternative" text,
	"status" text,
	"member_area" boolean DEFAULT false NOT NULL,
	"remove_fee" boolean DEFAULT false NOT NULL,
	"profile_id" integer NOT NULL,
	"company_id" integer,
	"company_founder" smallint DEFAULT 0 NOT NULL,
	"last_reset_password" timestamp with time zone,
	"last_reset_password_link_sent" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_status_ck" CHECK ("users"."status" is null or "users"."status" in ('trialing','active','canceled','incomplete_expired')),
	CONSTRAINT "users_founder_ck" CHECK ("users"."company_founder" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "arbitrators" ADD CONSTRAINT "arbitrators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arbitrators" ADD CONSTRAINT "arbitrators_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arbitrators" ADD CONSTRAINT "arbitrators_curriculum_files_name_fk" FOREIGN KEY ("curriculum") REFERENCES "public"."files"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arbitrators" ADD CONSTRAINT "arbitrators_first_reccomandation_files_name_fk" FOREIGN KEY ("first_reccomandation") REFERENCES "public"."files"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arbitrators" ADD CONSTRAINT "arbitrators_second_reccomandation_files_name_fk" FOREIGN KEY ("second_reccomandation") REFERENCES "public"."files"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arbitrators" ADD CONSTRAINT "arbitrators_image_files_name_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_cases" ADD CONSTRAINT "distribution_cases_arbitrator_id_arbitrators_id_fk" FOREIGN KEY ("arbitrator_id") REFERENCES "public"."arbitrators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_optionals" ADD CONSTRAINT "conference_optionals_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_workshops" ADD CONSTRAINT "conference_workshops_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conferences" ADD CONSTRAINT "conferences_image_files_name_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_intolerances" ADD CONSTRAINT "participant_intolerances_participant_optional_id_participant_optionals_id_fk" FOREIGN KEY ("participant_optional_id") REFERENCES "public"."participant_optionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_optionals" ADD CONSTRAINT "participant_optionals_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_optionals" ADD CONSTRAINT "participant_optionals_optional_id_conference_optionals_id_fk" FOREIGN KEY ("optional_id") REFERENCES "public"."conference_optionals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_workshops" ADD CONSTRAINT "participant_workshops_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_workshops" ADD CONSTRAINT "participant_workshops_workshop_id_conference_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."conference_workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_id_section_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."section_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_file_name_files_name_fk" FOREIGN KEY ("file_name") REFERENCES "public"."files"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judicial_documents" ADD CONSTRAINT "judicial_documents_file_files_name_fk" FOREIGN KEY ("file") REFERENCES "public"."files"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_documents" ADD CONSTRAINT "section_documents_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_documents" ADD CONSTRAINT "section_documents_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_image_files_name_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_curriculum_files_name_fk" FOREIGN KEY ("curriculum") REFERENCES "public"."files"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_transfers" ADD CONSTRAINT "manual_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_transfers" ADD CONSTRAINT "manual_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_transfers" ADD CONSTRAINT "manual_transfers_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_transfers" ADD CONSTRAINT "manual_transfers_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_information" ADD CONSTRAINT "billing_information_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_information" ADD CONSTRAINT "billing_information_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_image_files_name_fk" FOREIGN KEY ("image") REFERENCES "public"."files"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arbitrators_approved_idx" ON "arbitrators" USING btree ("approved");--> statement-breakpoint
CREATE INDEX "distribution_cases_arbitrator_idx" ON "distribution_cases" USING btree ("arbitrator_id");--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "conference_optionals_conf_idx" ON "conference_optionals" USING btree ("conference_id");--> statement-breakpoint
CREATE INDEX "conference_workshops_conf_idx" ON "conference_workshops" USING btree ("conference_id");--> statement-breakpoint
CREATE INDEX "conferences_title_idx" ON "conferences" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "conferences_date_idx" ON "conferences" USING btree ("date_start");--> statement-breakpoint
CREATE INDEX "orders_conference_idx" ON "orders" USING btree ("conference_id","created_at");--> statement-breakpoint
CREATE INDEX "participant_intolerances_optional_idx" ON "participant_intolerances" USING btree ("participant_optional_id");--> statement-breakpoint
CREATE INDEX "participant_optionals_participant_idx" ON "participant_optionals" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "participant_workshops_participant_idx" ON "participant_workshops" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "judicial_documents_title_idx" ON "judicial_documents" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "judicial_texts_title_idx" ON "judicial_texts" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "sections_sort_idx" ON "sections" USING btree ("category_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "experts_surname_idx" ON "experts" USING btree (lower("surname"),"id");--> statement-breakpoint
CREATE INDEX "experts_user_idx" ON "experts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_entity_idx" ON "mail_outbox" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_uq" ON "subscriptions" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_company_idx" ON "subscriptions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status","date_end");--> statement-breakpoint
CREATE INDEX "subscriptions_date_end_idx" ON "subscriptions" USING btree ("date_end");--> statement-breakpoint
CREATE INDEX "manual_transfers_created_idx" ON "manual_transfers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "manual_transfers_confirmed_idx" ON "manual_transfers" USING btree ("confirmed");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_live_uq" ON "users" USING btree (lower("email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_surname_idx" ON "users" USING btree (lower("surname"),"id");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "users_profile_idx" ON "users" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");