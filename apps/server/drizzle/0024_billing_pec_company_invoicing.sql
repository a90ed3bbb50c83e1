ALTER TABLE "companies" ADD COLUMN "vies" smallint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "recipient_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pec" text;--> statement-breakpoint
ALTER TABLE "billing_information" ADD COLUMN "pec" text;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_vies_ck" CHECK ("companies"."vies" is null or "companies"."vies" in (0, 1));--> statement-breakpoint
-- A company's membership invoices took VIES and the SdI code from its founder's personal billing.
-- Where that billing described the company itself (the same VAT number), its answers were the
-- company's: they move to the company, so its invoices keep their VAT treatment and their
-- recipient. A founder billing as someone else (another VAT number, none) gives the company nothing.
UPDATE "companies" AS c
SET "vies" = f."vies",
    "recipient_code" = CASE WHEN f."recipient_code" ~ '^[A-Z0-9]{7}$' THEN f."recipient_code" END
FROM (
  SELECT DISTINCT ON (u."company_id") u."company_id", b."vies", upper(b."recipient_code") AS "recipient_code", b."vat"
  FROM "users" u
  JOIN "billing_information" b ON b."user_id" = u."id"
  WHERE u."company_founder" = 1 AND u."deleted_at" IS NULL AND u."company_id" IS NOT NULL AND b."vat" IS NOT NULL
  ORDER BY u."company_id", u."id"
) AS f
WHERE f."company_id" = c."id"
  AND c."vat" IS NOT NULL
  AND regexp_replace(regexp_replace(upper(c."vat"), '[^A-Z0-9]', '', 'g'), '^IT([0-9]{11})$', '\1')
    = regexp_replace(regexp_replace(upper(f."vat"), '[^A-Z0-9]', '', 'g'), '^IT([0-9]{11})$', '\1');
