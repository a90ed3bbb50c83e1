import type { TTotpEnrolment } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/**
 * 2FA enrolment. `token` is the sign-in's restricted token (not stored yet); without it the stored
 * one is sent (profile page).
 */
export async function startTotp(token?: string): Promise<TTotpEnrolment> {
  return (await api.post<{ enrolment: TTotpEnrolment }>('/api/account/totp', undefined, { token })).enrolment;
}

export async function confirmTotp(code: string, token?: string): Promise<string[]> {
  return (await api.post<{ recovery_codes: string[] }>('/api/account/totp/confirm', { code }, { token }))
    .recovery_codes;
}

export const useStartTotp = (token?: string) => useMutation({ mutationFn: () => startTotp(token) });

/** Confirms: the recovery codes come back once; the caller refreshes its queries when they were read. */
export const useConfirmTotp = (token?: string) =>
  useMutation({ mutationFn: (code: string) => confirmTotp(code, token) });
