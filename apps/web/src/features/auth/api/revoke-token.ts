import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/logout: the server forgets the token. Best effort: an expired or unknown token is
 * as good as revoked, so failures are swallowed. Without `token` the stored one is sent.
 */
export async function revokeToken(token?: string): Promise<void> {
  try {
    await api.post('/api/auth/logout', undefined, { token });
  } catch {
    // Nothing to undo: the local session ends either way.
  }
}
