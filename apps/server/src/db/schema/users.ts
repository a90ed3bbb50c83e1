import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  blankText,
  created,
  editable,
  expiring,
  fileRef,
  folded,
  live,
  lower,
  ref,
  serialId,
  stampedAt,
  timestamptz,
  userToken,
} from './common.ts';
import { countries, profiles } from './lookups.ts';
import { companies } from './memberships.ts';

export const users = pgTable(
  'users',
  {
    ...serialId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: blankText('name'),
    surname: blankText('surname'),
    phone: text('phone'),
    fiscalCode: text('fiscal_code'),
    /** "Working at": company, law firm, other */
    fieldOfActivity: text('field_of_activity'),
    active: boolean('active').notNull().default(false),
    speaker: boolean('speaker').notNull().default(false),
    image: fileRef('image'),
    emailAlternative: text('email_alternative'),
    status: text('status'),
    memberArea: boolean('member_area').notNull().default(false),
    removeFee: boolean('remove_fee').notNull().default(false),
    profileId: ref('profile_id', () => profiles.id).notNull(),
    companyId: ref('company_id', () => companies.id),
    companyFounder: smallint('company_founder').notNull().default(0),
    lastResetPassword: timestamptz('last_reset_password'),
    lastResetPasswordLinkSent: timestamptz('last_reset_password_link_sent'),
    /** the member's language (it, en) as last chosen on the site; null: the browser's */
    language: text('language'),
    /**
     * What the users list's search matches, accent- and case-folded: "name surname", "surname
     * name" and the email, parted by a character nobody types. One trigram index serves it.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`f_unaccent(lower(name || ' ' || surname || chr(31) || surname || ' ' || name || chr(31) || email))`,
    ),
    ...editable(),
  },
  (t) => [
    uniqueIndex('users_email_live_uq').on(lower(t.email)).where(live(t)),
    // the list's default order (accent-folded surname, then id), for live users only
    index('users_surname_idx').on(folded(t.surname), t.id).where(live(t)),
    index('users_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`).where(live(t)),
    index('users_status_idx').on(t.status),
    index('users_profile_idx').on(t.profileId),
    index('users_company_idx').on(t.companyId),
    check(
      'users_status_ck',
      sql`${t.status} is null or ${t.status} in ('trialing','active','canceled','incomplete_expired')`,
    ),
    check('users_founder_ck', sql`${t.companyFounder} in (0, 1)`),
    check('users_language_ck', sql`${t.language} is null or ${t.language} in ('it','en')`),
  ],
);

export const billingInformation = pgTable(
  'billing_information',
  {
    userId: ref('user_id', () => users.id, 'cascade').primaryKey(),
    territory: text('territory').notNull(),
    invoiceType: text('invoice_type').notNull(),
    companyName: text('company_name'),
    name: text('name'),
    surname: text('surname'),
    vat: text('vat'),
    countryId: ref('country_id', () => countries.id).notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    province: text('province'),
    city: text('city').notNull(),
    recipientCode: text('recipient_code'),
    vies: smallint('vies'),
    fiscalCode: text('fiscal_code'),
    /** the customer's PEC (beyond SPEC): SdI's PECDestinatario with recipient code 0000000 */
    pec: text('pec'),
  },
  (t) => [
    check('billing_territory_ck', sql`${t.territory} in ('Italy','UE','Extra UE')`),
    check('billing_vies_ck', sql`${t.vies} is null or ${t.vies} in (0, 1)`),
    // the search finds a member by the partita IVA or codice fiscale they bill with, typed whole
    index('billing_vat_upper_idx').on(sql`upper(${t.vat})`),
    index('billing_fiscal_code_upper_idx').on(sql`upper(${t.fiscalCode})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** token_hash: sha256 of the opaque token, a stolen table does not yield usable tokens */
    ...userToken(() => users.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    ...created(),
    lastSeenAt: stampedAt('last_seen_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** 'full', or 'mfa_enrolment': an admin who must enrol 2FA may only do that (lib/sessions.ts) */
    scope: text('scope').notNull().default('full'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  { ...userToken(() => users.id), ...expiring() },
  (t) => [index('password_reset_user_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    ...serialId(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    ...created(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * One public write (a booking, an application) from one client address, in a named bucket
 * ('public_write'): counted per address over a window, shared by every instance (lib/public-limits.ts).
 */
export const publicWriteHits = pgTable(
  'public_write_hits',
  {
    ...serialId(),
    bucket: text('bucket').notNull(),
    address: text('address').notNull(),
    ...created(),
  },
  (t) => [index('public_write_hits_address_idx').on(t.bucket, t.address, t.createdAt)],
);

/**
 * Live users per (profile, status), kept by triggers on users (migration 0008): the users list's
 * total without counting 100k rows on every page. status '' stands for none.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    profileId: integer('profile_id').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.status] })],
);
