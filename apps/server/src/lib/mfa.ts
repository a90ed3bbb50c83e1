import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_S } from '@app/shared';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../db/client.ts';
import { recoveryCodes, settings, userTotp } from '../db/schema/index.ts';

export const TOTP_ISSUER = 'Back-office';
export const REQUIRE_ADMIN_2FA = 'require_admin_2fa';

export function totpFor(secret: string, label: string) {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

// no 0/o/1/l/i: codes are read off paper
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten random codes "xxxxx-xxxxx" (about 49 bits each) and their hashes. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

export async function totpState(db: Db, userId: number) {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row ?? null;
}

export async function isTotpEnabled(db: Db, userId: number): Promise<boolean> {
  const row = await totpState(db, userId);
  return !!row?.enabledAt;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row.n;
}

/**
 * Checks a code from the app against the user's secret (one step of clock drift either way).
 * A code is accepted once: its time step must be later than the last accepted one.
 * `requireEnabled` false during enrolment (secret stored, not yet confirmed).
 */
export async function checkTotpCode(db: Db, userId: number, code: string, requireEnabled = true) {
  if (!/^\d{6}$/.test(code)) return false;
  const [row] = await db
    .select()
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), requireEnabled ? isNotNull(userTotp.enabledAt) : undefined))
    .for('update');
  if (!row) return false;
  const totp = totpFor(row.secret, String(userId));
  const delta = totp.validate({ token: code, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_S) + delta;
  if (row.lastStep !== null && step <= row.lastStep) return false;
  await db.update(userTotp).set({ lastStep: step }).where(eq(userTotp.userId, userId));
  return true;
}

/** Consumes one unused recovery code; false when it is unknown or already used. */
export async function useRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** The second factor of an enabled account: a code from the app, or else a recovery code. */
export async function verifySecondFactor(db: Db, userId: number, code: string): Promise<boolean> {
  if (await checkTotpCode(db, userId, code)) return true;
  if (/^\d{6}$/.test(code)) return false;
  return useRecoveryCode(db, userId, code);
}

export async function requireAdmin2fa(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, REQUIRE_ADMIN_2FA));
  return row?.value === true;
}
