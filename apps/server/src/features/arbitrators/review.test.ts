import { APPLICATION_MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { applicationFields, sendApplication } from '../../test/fixtures/application.ts';
import { decodeQp, subjectOf, until, useMailTestApp } from '../../test/smtp.ts';

vi.setConfig({ testTimeout: 120_000 });
process.env.MAIL_POLL_MS = '50';

/**
 * The back-office's review of an application: approving opens the applicant's account and mails a
 * link to set a password; rejecting keeps the application, marked rejected with its reason, and
 * mails the reason. Read back from a real SMTP server.
 */
const { t, smtp, headers: admin } = useMailTestApp();

async function apply(email: string) {
  const res = await sendApplication(
    t.app,
    await applicationFields(t.app, { email, name: 'Luca', surname: 'Sala' }),
  );
  expect(res.statusCode, res.body).toBe(201);
  await until(async () => smtp.received.find((m) => m.to.includes(email)));
  return res.json().application.id as number;
}
const post = (url: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/arbitrators/${url}`,
    headers: admin,
    ...(payload ? { payload } : {}),
  });
const mailTo = (email: string, subject: string) =>
  until(async () => smtp.received.find((m) => m.to.includes(email) && subjectOf(m.raw) === subject));
const active = async (email: string) =>
  (await t.app.db.select({ active: users.active }).from(users).where(eq(users.email, email)))[0].active;
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('approving an application', () => {
  it('opens the account and mails a single-use link with which the applicant sets a password', async () => {
    const email = 'luca.sala@studio.example';
    const id = await apply(email);
    expect(await active(email)).toBe(false);
    const res = await post(`${id}/confirm`);
    expect(res.statusCode).toBe(200);
    expect(res.json().arbitrator).toMatchObject({ approved: 1, status: 'approved' });
    expect(await active(email)).toBe(true);

    const mail = await mailTo(email, 'Candidatura arbitro approvata');
    const link = decodeQp(mail.raw).match(
      /http:\/\/localhost:3000\/area\/reimposta-password\?token=([\w%-]+)/,
    );
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]);
    const password = 'Arbitrato-Sicuro-2027!';
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { token, password, password_confirmation: password },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await login(email, password)).statusCode).toBe(200);
    // approved is final for a rejection
    const reject = await post(`${id}/reject`, { reason: 'Ripensamento' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe(APPLICATION_MSG.alreadyApproved);
  });

  it('undone in time, closes the account again and the link stops working', async () => {
    const email = 'ripensata@studio.example';
    const id = await apply(email);
    expect((await post(`${id}/confirm`)).statusCode).toBe(200);
    const mail = await mailTo(email, 'Candidatura arbitro approvata');
    const token = decodeURIComponent(decodeQp(mail.raw).match(/reimposta-password\?token=([\w%-]+)/)![1]);
    expect((await post(`${id}/unconfirm`)).json().arbitrator.status).toBe('pending');
    expect(await active(email)).toBe(false);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/check',
      payload: { token },
    });
    expect(check.statusCode).toBe(400);
  });
});

describe('POST /api/arbitrators/{id}/reject', () => {
  it('needs a reason, keeps the application marked rejected, filterable, and mails the reason', async () => {
    const email = 'respinta@studio.example';
    const id = await apply(email);
    const empty = await post(`${id}/reject`, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toBe(APPLICATION_MSG.rejectReasonRequired);

    const reason = 'Esperienza in arbitrati <internazionali> non sufficiente';
    const res = await post(`${id}/reject`, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json().arbitrator).toMatchObject({
      approved: 0,
      status: 'rejected',
      rejection_reason: reason,
    });
    expect(res.json().arbitrator.rejected_at).not.toBeNull();
    expect(await active(email)).toBe(false);

    const ids = async (status: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/arbitrators?all=true&status=${status}`,
          headers: admin,
        })
      )
        .json()
        .arbitrators.map((r: { id: number; status: string }) => [r.id, r.status]);
    expect(await ids('rejected')).toContainEqual([id, 'rejected']);
    expect(await ids('pending')).not.toContainEqual([id, 'pending']);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/arbitrators?all=true&status=maybe',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);

    const mail = await mailTo(email, 'Candidatura arbitro non accolta');
    const text = decodeQp(mail.raw);
    expect(text).toContain(reason);
    expect(text).toContain('Esperienza in arbitrati &lt;internazionali&gt; non sufficiente');

    const again = await post(`${id}/reject`, { reason: 'Di nuovo' });
    expect(again.statusCode).toBe(409);
    const confirm = await post(`${id}/confirm`);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(APPLICATION_MSG.alreadyRejected);
    expect(await active(email)).toBe(false);
  });

  it('is for admins only, and 404 for an unknown arbitrator', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/arbitrators/1/reject',
      payload: { reason: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await post('999999/reject', { reason: 'x' })).statusCode).toBe(404);
  });
});
