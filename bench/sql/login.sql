-- login: the SQL one API request issues (recorded from the server, literals inlined)
select max("created_at") from "login_attempts" where ("login_attempts"."email" = 'admin@demo.local' and "login_attempts"."success" = true and "login_attempts"."created_at" > '2026-11-25T05:54:49.200Z');
select count(*), min("created_at") from "login_attempts" where ("login_attempts"."email" = 'admin@demo.local' and "login_attempts"."success" = false and "login_attempts"."created_at" > '2026-11-25T06:00:31.558Z');
select count(*), min("created_at") from "login_attempts" where ("login_attempts"."ip" = '10.0.26.26' and "login_attempts"."created_at" > '2026-11-25T05:54:49.200Z');
select "users"."id", "users"."email", "users"."name", "users"."surname", "users"."password_hash", "users"."active", "profiles"."name" from "users" inner join "profiles" on "profiles"."id" = "users"."profile_id" where (lower("users"."email") = 'admin@demo.local' and "users"."deleted_at" is null) limit 1;
select "user_id", "secret", "enabled_at", "last_step", "created_at" from "user_totp" where "user_totp"."user_id" = 1;
insert into "login_attempts" ("id", "email", "ip", "success", "created_at") values (default, 'admin@demo.local', '10.0.26.26', true, default);
select "value" from "settings" where "settings"."key" = 'require_admin_2fa';
insert into "sessions" ("id", "user_id", "token_hash", "ip", "user_agent", "created_at", "last_seen_at", "expires_at", "revoked_at", "scope") values (default, 1, (md5(random()::text) || md5(random()::text)), '10.0.26.26', 'node', default, default, '2026-11-25T18:09:49.237Z', default, 'full');
