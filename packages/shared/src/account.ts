import { z } from 'zod';

/** TOTP: 6 digits every 30 s (RFC 6238 defaults, what every authenticator app expects). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
export const RECOVERY_CODE_COUNT = 10;
/** The password step of a 2FA sign-in stays valid this long, for this many wrong codes. */
export const MFA_CHALLENGE_MS = 5 * 60 * 1000;
export const MFA_CHALLENGE_ATTEMPTS = 5;

/** A 6-digit code from the app, or a recovery code (xxxxx-xxxxx); spaces are ignored. */
export const ZMfaCode = z
  .string()
  .trim()
  .min(1, 'Campo obbligatorio')
  .max(40)
  .transform((v) => v.replace(/\s+/g, ''));

/** login answer when the account has 2FA: no token yet, the code is awaited */
export const ZLoginMfaRequired = z.object({ mfa_required: z.literal(true), mfa_token: z.string() });
export type TLoginMfaRequired = z.infer<typeof ZLoginMfaRequired>;

export const ZLoginMfa = z.object({ mfa_token: z.string().min(1).max(200), code: ZMfaCode });
export type TLoginMfa = z.infer<typeof ZLoginMfa>;

export const ZAccountSession = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** the session making this request */
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;

export const ZAccountSecurity = z.object({
  totp_enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** the admin setting "require 2FA for all admins" */
  require_admin_2fa: z.boolean(),
  /** this session may only enrol 2FA (an admin without 2FA while it is required) */
  enrolment_only: z.boolean(),
});
export type TAccountSecurity = z.infer<typeof ZAccountSecurity>;

export const ZTotpEnrolment = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** the otpauth URL as a QR code image, data:image/png;base64,… */
  qr_code: z.string(),
});
export type TTotpEnrolment = z.infer<typeof ZTotpEnrolment>;

export const ZTotpCodeInput = z.object({ code: ZMfaCode });
export type TTotpCodeInput = z.infer<typeof ZTotpCodeInput>;

/** GET /api/account/security-settings answers it; PUT takes it back (strict: nothing else is set there). */
export const ZSecuritySettings = z.strictObject({ require_admin_2fa: z.boolean() });
export type TSecuritySettings = z.infer<typeof ZSecuritySettings>;
