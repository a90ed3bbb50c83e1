CREATE TABLE "user_counts" (
	"profile_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "user_counts_profile_id_status_pk" PRIMARY KEY("profile_id","status")
);
--> statement-breakpoint
-- Kept by statement-level triggers with transition tables: one upsert per statement, buckets
-- locked in key order, and an edit that moves no user between buckets writes no counter.
CREATE FUNCTION user_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM user_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO user_counts AS c (profile_id, status, n)
      SELECT profile_id, coalesce(status, ''), count(*) FROM new_users WHERE deleted_at IS NULL
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (profile_id, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO user_counts AS c (profile_id, status, n)
      SELECT profile_id, coalesce(status, ''), -count(*) FROM old_users WHERE deleted_at IS NULL
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (profile_id, status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO user_counts AS c (profile_id, status, n)
      SELECT profile_id, status, sum(d) FROM (
        SELECT profile_id, coalesce(status, '') AS status, -1 AS d FROM old_users WHERE deleted_at IS NULL
        UNION ALL
        SELECT profile_id, coalesce(status, ''), 1 FROM new_users WHERE deleted_at IS NULL
      ) moved
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (profile_id, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply();
--> statement-breakpoint
CREATE TRIGGER user_counts_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply();
--> statement-breakpoint
CREATE TRIGGER user_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_users
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply();
--> statement-breakpoint
CREATE TRIGGER user_counts_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply();
--> statement-breakpoint
INSERT INTO user_counts (profile_id, status, n)
  SELECT profile_id, coalesce(status, ''), count(*) FROM users WHERE deleted_at IS NULL GROUP BY 1, 2;
