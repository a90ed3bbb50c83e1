ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The languages a fresh database offers to document files (the demo's five, same names): before,
-- only the demo seed added any and no screen could. A database that has them keeps its own rows.
INSERT INTO languages (code, name) VALUES
  ('it', 'Italiano'), ('en', 'Inglese'), ('fr', 'Francese'), ('de', 'Tedesco'), ('es', 'Spagnolo')
  ON CONFLICT (code) DO NOTHING;
