-- Finding a booking (GET /api/search and the conference's order list, lib/order-search.ts): by its
-- company, a participant's name or e-mail, the contact e-mail, the RF reference of its transfer or
-- an invoice number. Trigram GIN indexes on exactly the expressions the queries use.
CREATE INDEX IF NOT EXISTS participants_fullname_trgm ON participants USING gin (f_unaccent(lower(name || ' ' || surname)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS participants_email_trgm ON participants USING gin (f_unaccent(lower(email)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_contact_email_trgm ON orders USING gin (f_unaccent(lower(contact_email)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_billing_company_trgm ON orders USING gin (f_unaccent(lower(billing->'company'->>'name')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_company_idx ON orders (company_id) WHERE company_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS manual_transfers_reference_trgm ON manual_transfers USING gin (f_unaccent(lower(reference)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS invoices_number_trgm ON invoices USING gin (f_unaccent(lower(number)) gin_trgm_ops);
