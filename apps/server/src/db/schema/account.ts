import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A user's TOTP (authenticator app) secret. enabled_at null = enrolment started, not confirmed:
 * sign-in does not ask for a code until the user has proven the app works.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** base32 secret; it must be readable to check codes, so it cannot be hashed */
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** the last 30-second step a code was accepted for: the same code cannot be used twice */
  lastStep: integer('last_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, stored as sha256 of the code (random, 50 bits: no need for argon2). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** The second step of a sign-in: the password was right, the code is awaited (5 minutes, 5 tries). */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_challenges_user_idx').on(t.userId)],
);

/** Application settings changed at run time (key → JSON value), e.g. require_admin_2fa. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
