import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { accountKeys } from './keys';

/** POST /api/account/totp/disable with a current code (or a recovery code). */
export const useDisableTotp = () =>
  useResourceMutation((code: string) => api.post('/api/account/totp/disable', { code }), {
    success: [accountKeys.security()],
  });
