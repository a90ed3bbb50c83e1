import type { TPasswordReset } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/password-reset (public): sets the password and uses the link up. */
export const resetPassword = (input: TPasswordReset) =>
  api.post('/api/password-reset', input, { token: null });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
