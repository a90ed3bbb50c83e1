import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { created, expiring, parentRef, ref, serialId, stampedAt, timestamptz, userToken } from './common.ts';
import { users } from './users.ts';

/**
 * A user's TOTP (authenticator app) secret. enabled_at null = enrolment started, not confirmed:
 * sign-in does not ask for a code until the user has proven the app works.
 */
export const userTotp = pgTable('user_totp', {
  userId: ref('user_id', () => users.id, 'cascade').primaryKey(),
  /** base32 secret; it must be readable to check codes, so it cannot be hashed */
  secret: text('secret').notNull(),
  enabledAt: timestamptz('enabled_at'),
  /** the last 30-second step a code was accepted for: the same code cannot be used twice */
  lastStep: integer('last_step'),
  ...created(),
});

/** Single-use recovery codes, stored as sha256 of the code (random, 50 bits: no need for argon2). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    ...serialId(),
    userId: parentRef('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** The second step of a sign-in: the password was right, the code is awaited (5 minutes, 5 tries). */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    ...userToken(() => users.id),
    attempts: integer('attempts').notNull().default(0),
    ...expiring(),
  },
  (t) => [index('mfa_challenges_user_idx').on(t.userId)],
);

/** Application settings changed at run time (key → JSON value), e.g. require_admin_2fa. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: stampedAt('updated_at'),
  updatedBy: ref('updated_by', () => users.id, 'set null'),
});
