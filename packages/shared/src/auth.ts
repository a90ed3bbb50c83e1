import { z } from 'zod';
import { PROFILES } from './constants.ts';
import { PERSON_BY_EMAIL_FIELDS } from './fields.ts';

export const ZLogin = z.object({
  email: z.string().trim().toLowerCase().email('Email non valida').max(254),
  // any stored password signs in: 128 characters of the policy can take 256 UTF-16 units
  password: z.string().min(1, 'Campo obbligatorio').max(256),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZSessionUser = z.object({
  ...PERSON_BY_EMAIL_FIELDS,
  profile_name: z.enum(PROFILES),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginData = z.object({
  auth_token: z.string(),
  user: ZSessionUser,
  /** present (true) only when this token may do nothing but enrol 2FA (required for admins) */
  mfa_enrolment_required: z.boolean().optional(),
});
export const ZCheckTokenData = z.object({ user: ZSessionUser });

/** GET /api/auth/setup (public) → data: whether anyone can sign in as an admin yet (first run). */
export const ZAuthSetupData = z.object({ admin_exists: z.boolean() });
export type TAuthSetupData = z.infer<typeof ZAuthSetupData>;

/** How to create the first admin: the server prints it at start, the sign-in page shows it. */
export const FIRST_ADMIN_COMMAND = 'npm run admin:create -- <email>';
export const FIRST_ADMIN_HINT =
  'Non esiste ancora un amministratore attivo: nessuno può accedere. Per crearne uno esegui ' +
  `${FIRST_ADMIN_COMMAND} (chiede la password; con il database incorporato a server fermo), ` +
  'oppure riavvia il server con ADMIN_EMAIL e ADMIN_PASSWORD.';
