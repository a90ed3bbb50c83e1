-- Search everywhere (GET /api/search): accent- and case-insensitive substring search served by
-- trigram GIN indexes. The queries use exactly these expressions.
CREATE INDEX IF NOT EXISTS users_fullname_trgm ON users USING gin (f_unaccent(lower(name || ' ' || surname)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_email_trgm ON users USING gin (f_unaccent(lower(email)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_fiscal_code_trgm ON users USING gin (f_unaccent(lower(fiscal_code)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS companies_name_trgm ON companies USING gin (f_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS companies_vat_trgm ON companies USING gin (f_unaccent(lower(vat)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS companies_customer_trgm ON companies USING gin (f_unaccent(lower(stripe_customer_id)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS subscriptions_stripe_trgm ON subscriptions USING gin (f_unaccent(lower(stripe_subscription_id)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS conferences_title_trgm ON conferences USING gin (f_unaccent(lower(title)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS arbitrators_fullname_trgm ON arbitrators USING gin (f_unaccent(lower(name || ' ' || surname)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS arbitrators_email_trgm ON arbitrators USING gin (f_unaccent(lower(email)) gin_trgm_ops);
--> statement-breakpoint
-- The trash (GET /api/trash): the few deleted rows of each table, newest first.
CREATE INDEX IF NOT EXISTS sections_trash_idx ON sections (deleted_at) WHERE deleted_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS judicial_documents_trash_idx ON judicial_documents (deleted_at) WHERE deleted_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS judicial_texts_trash_idx ON judicial_texts (deleted_at) WHERE deleted_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS conferences_trash_idx ON conferences (deleted_at) WHERE deleted_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_trash_idx ON orders (deleted_at) WHERE deleted_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_trash_idx ON users (deleted_at) WHERE deleted_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS experts_trash_idx ON experts (deleted_at) WHERE deleted_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS companies_trash_idx ON companies (deleted_at) WHERE deleted_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS subscriptions_trash_idx ON subscriptions (deleted_at) WHERE deleted_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS manual_transfers_trash_idx ON manual_transfers (deleted_at) WHERE deleted_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS arbitrators_trash_idx ON arbitrators (deleted_at) WHERE deleted_at IS NOT NULL;
