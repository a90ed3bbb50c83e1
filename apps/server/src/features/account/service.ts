import type { TSecuritySettings } from '@app/shared';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { recoveryCodes, sessions, settings, userTotp } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  checkTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  REQUIRE_ADMIN_2FA,
  recoveryCodesLeft,
  requireAdmin2fa,
  totpFor,
  totpState,
  verifySecondFactor,
} from '../../lib/mfa.ts';
import { SESSION_IDLE_MS } from '../../lib/sessions.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';

export const MSG_BAD_CODE = 'Codice non valido';
export const MSG_ALREADY_ON = 'La verifica in due passaggi è già attiva';
export const MSG_NOT_STARTED = 'Avviare prima l’attivazione della verifica in due passaggi';
export const MSG_REQUIRED_FOR_ADMINS = 'La verifica in due passaggi è obbligatoria per gli amministratori';
export const MSG_ENROL_YOURSELF_FIRST =
  'Attiva prima la verifica in due passaggi sul tuo account, poi rendila obbligatoria per tutti gli amministratori';

type Me = { id: number; email: string; profile_name: string };

export async function securityOf(db: Db, me: Me, sessionId: number) {
  const state = await totpState(db, me.id);
  const [session] = await db
    .select({ scope: sessions.scope })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  const required = await requireAdmin2fa(db);
  const mustEnrol = me.profile_name === 'admin' && required && !state?.enabledAt;
  return {
    totp_enabled: !!state?.enabledAt,
    recovery_codes_left: await recoveryCodesLeft(db, me.id),
    require_admin_2fa: required,
    // as the auth plugin sees it (lib/sessions.ts): stored so, or restricted by the requirement
    enrolment_only: session?.scope === 'mfa_enrolment' || mustEnrol,
  };
}

/** The user's live sessions (not ended, not expired, not idle), most recent first. */
export async function listSessions(db: Db, userId: number, currentId: number) {
  const now = new Date();
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((s) => ({
    id: s.id,
    created_at: s.createdAt.toISOString(),
    last_seen_at: s.lastSeenAt.toISOString(),
    ip: s.ip,
    user_agent: s.userAgent,
    current: s.id === currentId,
  }));
}

export async function endSession(tx: Db, audit: AuditRecorder, userId: number, id: number) {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new AppError('not_found');
  audit.record({ entity: 'session', entityId: id, action: 'revoke' });
}

export async function endOtherSessions(tx: Db, audit: AuditRecorder, userId: number, currentId: number) {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  audit.record({
    entity: 'user',
    entityId: userId,
    action: 'revoke_sessions',
    after: { ended: ended.length },
  });
  return ended.length;
}

/** Starts (or restarts) enrolment: a new secret, not active until confirmed with a code. */
export async function startEnrolment(tx: Db, audit: AuditRecorder, me: Me) {
  const state = await totpState(tx, me.id);
  if (state?.enabledAt) throw new AppError('conflict', MSG_ALREADY_ON);
  const secret = newTotpSecret();
  await tx
    .insert(userTotp)
    .values({ userId: me.id, secret })
    .onConflictDoUpdate({ target: userTotp.userId, set: { secret, lastStep: null, createdAt: new Date() } });
  audit.record({ entity: 'user', entityId: me.id, action: 'totp_enrolment_started' });
  const otpauthUrl = totpFor(secret, me.email).toString();
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_code: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }),
  };
}

/**
 * Confirms enrolment with a code from the app: 2FA is on, ten new recovery codes (shown once) replace
 * any old ones, and the current session — if it was restricted to enrolment — becomes a full one.
 */
export async function confirmEnrolment(
  tx: Db,
  audit: AuditRecorder,
  me: Me,
  sessionId: number,
  code: string,
) {
  const state = await totpState(tx, me.id);
  if (state?.enabledAt) throw new AppError('conflict', MSG_ALREADY_ON);
  if (!state) throw new AppError('conflict', MSG_NOT_STARTED);
  if (!(await checkTotpCode(tx, me.id, code, false))) {
    throw new AppError('validation', MSG_BAD_CODE, { errors: { code: MSG_BAD_CODE } });
  }
  await tx.update(userTotp).set({ enabledAt: new Date() }).where(eq(userTotp.userId, me.id));
  const { codes, hashes } = newRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, me.id));
  await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId: me.id, codeHash })));
  await tx.update(sessions).set({ scope: 'full' }).where(eq(sessions.id, sessionId));
  audit.record({ entity: 'user', entityId: me.id, action: 'totp_enabled' });
  return codes;
}

/** Turns 2FA off, proven with a current code or a recovery code; refused for admins when required. */
export async function disableTotp(tx: Db, audit: AuditRecorder, me: Me, code: string) {
  const state = await totpState(tx, me.id);
  if (!state?.enabledAt) {
    // an enrolment given up before its confirmation: its start was audited, so is its end
    const cancelled = await tx
      .delete(userTotp)
      .where(eq(userTotp.userId, me.id))
      .returning({ userId: userTotp.userId });
    if (cancelled.length > 0) {
      audit.record({ entity: 'user', entityId: me.id, action: 'totp_enrolment_cancelled' });
    }
    return;
  }
  if (me.profile_name === 'admin' && (await requireAdmin2fa(tx))) {
    throw new AppError('conflict', MSG_REQUIRED_FOR_ADMINS);
  }
  if (!(await verifySecondFactor(tx, me.id, code))) {
    throw new AppError('validation', MSG_BAD_CODE, { errors: { code: MSG_BAD_CODE } });
  }
  await tx.delete(userTotp).where(eq(userTotp.userId, me.id));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, me.id));
  audit.record({ entity: 'user', entityId: me.id, action: 'totp_disabled' });
}

/**
 * Switching the requirement on restricts at once every session of an admin without 2FA
 * (lib/sessions.ts): refused to an admin without 2FA, whose own session would lose this page.
 */
export async function saveSecuritySettings(
  tx: Db,
  audit: AuditRecorder,
  userId: number,
  input: TSecuritySettings,
) {
  const before = await requireAdmin2fa(tx);
  if (input.require_admin_2fa && !before && !(await totpState(tx, userId))?.enabledAt) {
    throw new AppError('conflict', MSG_ENROL_YOURSELF_FIRST);
  }
  await tx
    .insert(settings)
    .values({ key: REQUIRE_ADMIN_2FA, value: input.require_admin_2fa, updatedBy: userId })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: input.require_admin_2fa, updatedBy: userId, updatedAt: new Date() },
    });
  audit.record({
    entity: 'setting',
    entityId: REQUIRE_ADMIN_2FA,
    action: 'update',
    before: { require_admin_2fa: before },
    after: { require_admin_2fa: input.require_admin_2fa },
  });
  return { require_admin_2fa: input.require_admin_2fa };
}
