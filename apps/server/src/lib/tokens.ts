import { createHash, randomBytes } from 'node:crypto';

/** Opaque random token for the client; only its sha256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * An order page's capability (`/area/ordini/{token}`): 256 random bits, base64url (43 characters).
 * Stored as it is, since the reminder mails print the link again (decision 0023).
 */
export const newPublicToken = () => randomBytes(32).toString('base64url');
