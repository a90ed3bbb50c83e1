import type { TPasswordResetRequest } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { postField } from '../../../lib/resource-api';

/** POST /api/password-reset/request (public) → message: the same answer whether or not the address is a user's. */
export const requestResetLink = (input: TPasswordResetRequest) =>
  postField<string>('/api/password-reset/request', 'message', input, { token: null });

export const useRequestResetLink = () => useMutation({ mutationFn: requestResetLink });
