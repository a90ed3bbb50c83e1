import { z } from 'zod';
import { PROFILES } from './constants.ts';

export const ZLogin = z.object({
  email: z.string().trim().toLowerCase().email('Email non valida').max(254),
  password: z.string().min(1, 'Campo obbligatorio').max(200),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZSessionUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
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
