import { PASSWORD_RESET_MSG } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, users } from '../../db/schema/index.ts';
import { decodeQp, subjectOf, until, useMailTestApp } from '../../test/smtp.ts';
import { signIn } from '../../test/test-app.ts';

vi.setConfig({ testTimeout: 120_000 });
process.env.MAIL_POLL_MS = '50';

const { t, smtp } = useMailTestApp({ as: null });

let address = 0;
/** Each test asks from an address of its own, so the per-address limit of one does not reach another. */
const nextAddress = () => `10.20.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const request = (email: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email }, remoteAddress });
const mailTo = (email: string) => until(async () => smtp.received.find((m) => m.to.includes(email)));
const linkIn = (raw: string) => {
  const match = decodeQp(raw).match(
    /https?:\/\/\S+\/(?:reset-password|area\/reimposta-password)\?token=[\w-]+/,
  );
  if (!match) throw new Error('no reset link in the message');
  return match[0];
};

describe('Password dimenticata?', () => {
  it('mails a working link to an active user and answers an unknown address the same way', async () => {
    const member = await signIn(t.app, 'client');
    const known = await request(member.email.toUpperCase());
    const unknown = await request('nessuno@example.it');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ status: 'success', message: PASSWORD_RESET_MSG.requested });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);

    const mail = await mailTo(member.email);
    expect(subjectOf(mail.raw)).toBe('Imposta la tua password');
    const link = linkIn(mail.raw);
    expect(link.startsWith('http://localhost:')).toBe(true);
    // a member resets on the member site, never in the administrators' app
    expect(new URL(link).pathname).toBe('/area/reimposta-password');
    const token = new URL(link).searchParams.get('token');
    const password = 'Ricordata-Finalmente-2026';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { token, password, password_confirmation: password },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password },
    });
    expect(login.statusCode).toBe(200);

    // the request is in the user's history, without an actor
    const audit = await t.app.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(member.id)), eq(auditLog.action, 'password_link')));
    expect(audit).toEqual([{ actorId: null }]);
    expect(smtp.received.some((m) => m.to.includes('nessuno@example.it'))).toBe(false);
  });

  it('links an admin to the back-office and an arbitrator to the member site', async () => {
    const admin = await signIn(t.app, 'admin');
    const arbitrator = await signIn(t.app, 'arbitrator');
    await request(admin.email);
    await request(arbitrator.email);
    expect(new URL(linkIn((await mailTo(admin.email)).raw)).pathname).toBe('/reset-password');
    expect(new URL(linkIn((await mailTo(arbitrator.email)).raw)).pathname).toBe('/area/reimposta-password');
  });

  it('sends nothing to an inactive or deleted user, and answers them as anyone else', async () => {
    const inactive = await signIn(t.app, 'client', { active: false });
    const deleted = await signIn(t.app, 'client', { deletedAt: new Date() });
    const active = await signIn(t.app, 'client');
    for (const user of [inactive, deleted]) {
      const res = await request(user.email);
      expect(res.json()).toEqual({ status: 'success', message: PASSWORD_RESET_MSG.requested });
    }
    // a mail asked for afterwards arrives: had the others been sent, they would be there by then
    await request(active.email);
    await mailTo(active.email);
    expect(smtp.received.some((m) => m.to.includes(inactive.email) || m.to.includes(deleted.email))).toBe(
      false,
    );
    const [row] = await t.app.db
      .select({ sent: users.lastResetPasswordLinkSent })
      .from(users)
      .where(eq(users.id, inactive.id));
    expect(row.sent).toBeNull();
  });

  it('is limited per email and per address like sign-in: 429 in Italian, with Retry-After', async () => {
    // parallel requests: the count and the check are one step, so exactly the limit passes
    const statuses = async (emails: string[], remoteAddress?: string) =>
      (await Promise.all(emails.map((e) => request(e, remoteAddress)))).map((r) => r.statusCode).sort();
    const member = await signIn(t.app, 'client');
    const many = (email: string, n: number) => Array.from({ length: n }, () => email);
    expect(await statuses(many(member.email, 11))).toEqual([...many('200', 10), '429'].map(Number));
    const refused = await request(member.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PASSWORD_RESET_MSG.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // an unknown address is limited alike, so a 429 tells nothing either
    const stranger = 'sconosciuto@example.it';
    expect(await statuses(many(stranger, 11))).toEqual([...many('200', 10), '429'].map(Number));

    const office = '10.99.0.1';
    const fifty = Array.from({ length: 50 }, (_, i) => `p${i}@example.it`);
    expect(await statuses(fifty, office)).toEqual(fifty.map(() => 200));
    expect((await request('altro@example.it', office)).statusCode).toBe(429);
  });

  it('refuses bad input with 400 in Italian and sends nothing', async () => {
    for (const email of ['non-una-email', '', 42, null]) {
      const res = await request(email);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Email non valida|Campo obbligatorio|Dati non validi/);
    }
    const none = await t.app.inject({ method: 'POST', url: '/api/password-reset/request', payload: {} });
    expect(none.statusCode).toBe(400);
  });

  it('takes about as long for an unknown address as for a user', async () => {
    const middle = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await request(email)).statusCode).toBe(200);
      return performance.now() - started;
    };
    const member = await signIn(t.app, 'client');
    await timed('warm-up@example.it');
    const known: number[] = [];
    const unknown: number[] = [];
    // alternating, so a burst of load on the machine slows both alike
    for (let i = 0; i < 5; i++) {
      unknown.push(await timed(`nessuno${i}@example.it`));
      known.push(await timed(member.email));
    }
    const ratio = middle(unknown) / middle(known);
    console.info(
      `[timing] reset request: unknown ${middle(unknown).toFixed(1)} ms, user ${middle(known).toFixed(1)} ms`,
    );
    // without the common answer time the unknown address answered in about half the time
    expect(ratio).toBeGreaterThan(0.8);
    expect(ratio).toBeLessThan(1.25);
  });
});
