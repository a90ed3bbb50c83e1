import { MSG, type TLogin, type TLoginMfa, type TSessionUser } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { setToken } from '../../../lib/auth-token';
import { checkToken } from './check-token';
import { authKeys } from './keys';
import { revokeToken } from './revoke-token';

type Session = { token: string; user: TSessionUser };

/**
 * What the password step led to: a session; or the code of the authenticator app is awaited
 * (2FA enabled); or a token that may only enrol 2FA (required for admins, not yet enrolled).
 */
export type LoginResult =
  | ({ kind: 'signed-in' } & Session)
  | { kind: 'mfa'; mfaToken: string }
  | { kind: 'enrol'; token: string };

type LoginBody = { data?: { auth_token?: unknown; mfa_token?: unknown; mfa_enrolment_required?: unknown } };

/**
 * POST /api/auth/login, then check-token with the new token: the server decides who may enter,
 * and its 403 message reaches the sign-in form. A refused token is revoked, never stored.
 */
export async function login(credentials: TLogin): Promise<LoginResult> {
  const body = await api.post<LoginBody>('/api/auth/login', credentials, { token: null });
  const mfaToken = body.data?.mfa_token;
  if (typeof mfaToken === 'string' && mfaToken) return { kind: 'mfa', mfaToken };
  const token = body.data?.auth_token;
  if (typeof token !== 'string' || !token) throw new ApiError(200, MSG.somethingWrong, body);
  if (body.data?.mfa_enrolment_required === true) return { kind: 'enrol', token };
  return { kind: 'signed-in', ...(await confirmToken(token)) };
}

/** POST /api/auth/login/mfa: the second step, with the app's code or a recovery code. */
export async function loginMfa(input: TLoginMfa): Promise<LoginResult> {
  const body = await api.post<LoginBody>('/api/auth/login/mfa', input, { token: null });
  const token = body.data?.auth_token;
  if (typeof token !== 'string' || !token) throw new ApiError(200, MSG.somethingWrong, body);
  return { kind: 'signed-in', ...(await confirmToken(token)) };
}

/** check-token for a token not stored yet; a refused token is revoked. */
export async function confirmToken(token: string): Promise<Session> {
  try {
    return { token, user: await checkToken(token) };
  } catch (error) {
    await revokeToken(token);
    throw error;
  }
}

function useStoreSession() {
  const queryClient = useQueryClient();
  return (result: LoginResult) => {
    if (result.kind !== 'signed-in') return;
    queryClient.clear();
    // The user first, so the token never stands without one: token and user make a session.
    queryClient.setQueryData(authKeys.session(), result.user);
    setToken(result.token);
  };
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: useStoreSession() });
}

export function useLoginMfa() {
  return useMutation({ mutationFn: loginMfa, onSuccess: useStoreSession() });
}

/** After enrolling 2FA with a restricted token: the token is now a full one; check and store it. */
export function useFinishEnrolment() {
  const store = useStoreSession();
  return useMutation({
    mutationFn: async (token: string): Promise<LoginResult> => ({
      kind: 'signed-in',
      ...(await confirmToken(token)),
    }),
    onSuccess: store,
  });
}
