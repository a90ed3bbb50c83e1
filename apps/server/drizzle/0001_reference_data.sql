CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is STABLE; an immutable wrapper lets search indexes fold accents ("nicolo" finds "Nicolò").
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
INSERT INTO profiles (id, name) VALUES (1, 'client'), (2, 'expert'), (3, 'admin'), (4, 'arbitrator')
  ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
INSERT INTO global_prices (kind, price) VALUES
  ('PRICE_CONFERENCE_MEMBER', 0), ('PRICE_CONFERENCE_EXPERT', 0), ('PRICE_CONFERENCE_GUESTS', 0),
  ('PRICE_CONFERENCE_SPEAKER', 0), ('PRICE_CONFERENCE_STREAMING', 0)
  ON CONFLICT (kind) DO NOTHING;
--> statement-breakpoint
ALTER TABLE global_prices ADD CONSTRAINT global_prices_kind_ck CHECK (kind IN
  ('PRICE_CONFERENCE_MEMBER','PRICE_CONFERENCE_EXPERT','PRICE_CONFERENCE_GUESTS','PRICE_CONFERENCE_SPEAKER','PRICE_CONFERENCE_STREAMING'));
