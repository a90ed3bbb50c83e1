import { z } from 'zod';
import { ZBillingInformationRead, ZOptionalBilling, ZOptionalCodiceFiscale } from './billing.ts';
import { type MEMBER_TYPES, PROFILES, USER_STATUSES, WORKING_AT } from './constants.ts';
import { WIRE_DATE_RE } from './dates.ts';
import { optionalText, PERSON_FIELDS, requiredText as textRequired } from './fields.ts';
import { ZVersion } from './ids.ts';
import { ZCompanyFields } from './memberships.ts';
import { MSG } from './messages.ts';
import { echoed } from './read-only.ts';
import { requiredError } from './zod-locale.ts';

/** Users: the list, the editor, the record and their wire shapes. */

export const USER_TEXT_MAX = 200;
/** OWASP ASVS 5.0 (V6.2): length, no composition rule, common passwords refused (server side). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULE =
  'Almeno 12 caratteri (al massimo 128): va bene anche una frase con spazi; non sono ammesse password comuni';
/** The server refuses passwords of the common-passwords list; the list stays out of the web bundle. */
export const COMMON_PASSWORD_MESSAGE =
  'Password troppo comune: scegline una meno prevedibile, ad esempio una frase di più parole';
export const USER_MSG = {
  saved: 'Utente Salvato',
  emailTaken: 'Email già in uso da un altro utente',
  founderWithMembers:
    "Impossibile eliminare l'utente: è il fondatore di un'azienda che ha altri membri. Assegna prima un altro fondatore o rimuovi i membri.",
  selfDelete: 'Non puoi eliminare il tuo stesso utente',
  lastAdmin:
    "Non è possibile: è l'ultimo amministratore attivo. Rendi prima amministratore attivo un altro utente.",
  neverDone: 'Mai effettuato',
  passwordsDiffer: 'Le due password non coincidono',
  weakPassword: PASSWORD_RULE,
  noSubscription: "L'azienda dell'utente non ha una membership da modificare",
} as const;

export const PROFILE_OPTIONS = PROFILES;
export type TUserStatus = (typeof USER_STATUSES)[number];
export type TWorkingAt = (typeof WORKING_AT)[number];
export type TMemberType = (typeof MEMBER_TYPES)[number];
export const WORKING_AT_LABELS: Record<TWorkingAt, string> = {
  company: 'Azienda',
  'law firm': 'Studio legale',
  other: 'Altro',
};

/**
 * The length rule of a new password, checked on both sides; any character counts (spaces too,
 * for passphrases). The server adds the common-passwords check (lib/password-policy.ts).
 */
export function passwordProblems(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH * 2) return PASSWORD_RULE; // beyond any code point count
  const length = [...password].length; // code points, so an emoji counts once
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return PASSWORD_RULE;
  return null;
}

export const ZPassword = z.string().superRefine((value, ctx) => {
  const problem = passwordProblems(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const optText = (max = USER_TEXT_MAX) => optionalText(max);
const requiredText = (max = USER_TEXT_MAX) => textRequired(max);
const wireDate = z
  .string()
  .regex(WIRE_DATE_RE, 'Data non valida (yyyy-MM-dd)')
  .nullish()
  .transform((v) => v ?? null);

/**
 * The user's company (GET /api/users/{id} → company, shown read-only): the company with
 * one difference, its country by name (what the tab shows) instead of by id; no version, as it is
 * saved from its own page.
 */
export const ZUserCompany = ZCompanyFields.extend({
  /** country name */
  country: z.string().nullable(),
});
export type TUserCompany = z.infer<typeof ZUserCompany>;

/** GET /api/users/{id} → user: every field of a user. */
export const ZUser = z.object({
  ...PERSON_FIELDS,
  phone: z.string().nullable(),
  fiscal_code: z.string().nullable(),
  field_of_activity: z.string().nullable(),
  active: z.boolean(),
  speaker: z.boolean(),
  image: z.string().nullable(),
  email_alternative: z.string().nullable(),
  status: z.enum(USER_STATUSES).nullable(),
  member_area: z.boolean(),
  remove_fee: z.boolean(),
  membership: z.boolean(),
  profile_id: z.number().int(),
  profile_name: z.enum(PROFILES),
  expert_id: z.number().int().nullable(),
  company: ZUserCompany.nullable(),
  company_founder: z.number().int(),
  subscription_id: z.string().nullable(),
  subscription_status: z.string().nullable(),
  subscription_date_end: z.string().nullable(),
  subscription_trial_end: z.string().nullable(),
  /** the membership detail route parameter (/memberships/{id}) */
  membership_id: z.number().int().nullable(),
  last_reset_password: z.string().nullable(),
  last_reset_password_link_sent: z.string().nullable(),
  billing_information: ZBillingInformationRead.nullable(),
  version: z.number().int(),
});
export type TUser = z.infer<typeof ZUser>;

/**
 * What GET /api/users/{id} answers and a save never changes. Also read-only, depending on the user
 * (see the server): company_founder without a company, and the expiry date the status does not use.
 */
export const USER_READ_ONLY = [
  'id',
  'membership',
  'profile_id',
  'expert_id',
  'company',
  'subscription_id',
  'subscription_status',
  'membership_id',
  'last_reset_password',
  'last_reset_password_link_sent',
  'billing_information',
] as const;

/** body.user of POST/PUT /api/users. */
export const ZUserInput = z.strictObject({
  ...echoed(ZUser, USER_READ_ONLY),
  name: requiredText(),
  surname: requiredText(),
  email: z.string(requiredError).trim().toLowerCase().min(1, MSG.required).max(254).email('Email non valida'),
  phone: optText(50),
  fiscal_code: ZOptionalCodiceFiscale,
  field_of_activity: z.enum(WORKING_AT).nullish(),
  active: z.boolean().default(false),
  speaker: z.boolean().default(false),
  image: optText(100),
  email_alternative: z
    .union([z.literal(''), z.string().trim().toLowerCase().max(254).email('Email non valida')])
    .nullish()
    .transform((v) => (v ? v : null)),
  status: z.enum(USER_STATUSES).nullish(),
  member_area: z.boolean().default(false),
  remove_fee: z.boolean().default(false),
  profile_name: z.enum(PROFILES, { error: MSG.required }),
  /** Member (1, the founder) or Additional Member (0) of the company. */
  company_founder: z.union([z.literal(0), z.literal(1)]).optional(),
  /** The company subscription's end date (editable unless trialing) and trial end. */
  subscription_date_end: wireDate.optional(),
  subscription_trial_end: wireDate.optional(),
  /** A first password on create (otherwise the user sets one through the reset link); never returned. */
  password: z
    .union([z.literal(''), ZPassword])
    .nullish()
    .transform((v) => (v ? v : null)),
  version: ZVersion.optional(),
});
export type TUserInput = z.input<typeof ZUserInput>;

/** Body of POST /api/users and PUT /api/users/{id}: billing omitted when empty. */
export const ZUserSave = z.strictObject({
  user: ZUserInput,
  billing_information: ZOptionalBilling,
});
export type TUserSaveInput = z.input<typeof ZUserSave>;
export type TUserSave = z.output<typeof ZUserSave>;

/** A row of GET /api/users. */
export const ZUserRow = z.object({
  id: z.number().int(),
  email: z.string(),
  surname: z.string(),
  name: z.string(),
  profile_name: z.enum(PROFILES),
  status: z.enum(USER_STATUSES).nullable(),
  membership: z.boolean(),
  membership_expiry: z.string().nullable(),
  version: z.number().int(),
});
export type TUserRow = z.infer<typeof ZUserRow>;

const booleanParam = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** Filters of GET /api/users beside page, pageSize, sort and q. */
export const ZUserFilters = z.object({
  profile: z.enum(PROFILES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  membership: booleanParam,
});

export const ZPasswordLink = z.object({
  password_link: z.string(),
  last_reset_password_link_sent: z.string(),
});

/** Public reset page: the token of the link and the new password, twice. */
export const ZPasswordResetCheck = z.object({ token: z.string().min(10).max(200) });
export const ZPasswordReset = z
  .object({
    token: z.string().min(10).max(200),
    password: ZPassword,
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH * 2), // UTF-16 units
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: USER_MSG.passwordsDiffer,
  });
export type TPasswordReset = z.infer<typeof ZPasswordReset>;
/** "Password dimenticata?": the address to send a reset link to, if it is a user's. */
export const ZPasswordResetRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Campo obbligatorio').email('Email non valida').max(254),
});
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;
export const PASSWORD_RESET_MSG = {
  invalidLink: 'Il link non è valido, è già stato usato o è scaduto. Chiedi un nuovo link.',
  /** the same answer whether or not the address is a user's */
  requested: "Se l'indirizzo è registrato, riceverai un'e-mail con il link per reimpostare la password.",
  tooManyRequests: 'Troppe richieste di reimpostazione della password: riprova più tardi',
  done: 'Password impostata: ora puoi accedere con la nuova password.',
} as const;
export const PASSWORD_LINK_HOURS = 48;

export const ACCOUNT_PASSWORD_MSG = {
  wrongCurrent: 'La password attuale non è corretta',
  changed: 'Password cambiata: le altre sessioni sono state chiuse',
} as const;

/** POST /api/account/password: the signed-in user's own password, changed knowing the current one. */
export const ZAccountPasswordChange = z.strictObject({
  current_password: z.string(requiredError).min(1, MSG.required).max(256),
  new_password: ZPassword,
});
export type TAccountPasswordChange = z.infer<typeof ZAccountPasswordChange>;
