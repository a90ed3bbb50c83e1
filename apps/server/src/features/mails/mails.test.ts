import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startSmtp, until } from '../../test/smtp.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

// a failure is final after one attempt, so the outage shows "failed" at once
process.env.MAIL_POLL_MS = '50';
process.env.MAIL_MAX_ATTEMPTS = '1';

let t: TestApp;
let port: number;
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  admin = await signIn(t.app);
});
afterAll(async () => {
  delete process.env.MAIL_MAX_ATTEMPTS;
  await t.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
  return { status: res.statusCode, body: res.json() };
};

async function passwordLinkFor(email: string) {
  const user = await signIn(t.app, 'client', { email, name: 'Nicolò', surname: 'Posta' });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/users/generate-password-link/${user.id}`,
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return { user, link: res.json().password_link as string };
}

describe('mail outbox', () => {
  it('a password link is mailed to the user; the outbox shows it failed while SMTP is down, and a retry sends it', async () => {
    const { user, link } = await passwordLinkFor('posta1@example.it');
    const failed = await until(async () => {
      const { body } = await get(`/api/mails?entity=user&entity_id=${user.id}`);
      return body.mails.find((m: { status: string }) => m.status === 'failed');
    });
    expect(failed).toMatchObject({
      kind: 'password-link.v1',
      recipients: ['posta1@example.it'],
      subject: 'Imposta la tua password',
      attempts: 1,
      sent_at: null,
    });
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);

    const detail = await get(`/api/mails/${failed.id}`);
    expect(detail.body.mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(detail.body.mail.text).toContain(link);

    const smtp = await startSmtp(port);
    try {
      const retried = await t.app.inject({
        method: 'POST',
        url: `/api/mails/${failed.id}/retry`,
        headers: admin.headers,
      });
      expect(retried.statusCode).toBe(200);
      expect(retried.json().message).toBe("Email rimessa in coda per l'invio");
      const sent = await until(async () => {
        const { body } = await get(`/api/mails/${failed.id}`);
        return body.mail.status === 'sent' ? body.mail : null;
      });
      expect(sent.attempts).toBe(2);
      expect(smtp.received.filter((m) => m.to.includes('posta1@example.it'))).toHaveLength(1);

      // only a failed message can be retried
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/mails/${failed.id}/retry`,
        headers: admin.headers,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        status: 'error',
        message: "Si può ritentare solo un'email non inviata",
      });

      const audit = await get(`/api/activity?entity=mail`);
      expect(audit.body.activity).toEqual(
        expect.arrayContaining([expect.objectContaining({ entity_id: String(failed.id), action: 'retry' })]),
      );
    } finally {
      await smtp.close();
    }
  });

  it('lists newest first, filters by status, kind and text, and answers 404 for an unknown message', async () => {
    await passwordLinkFor('posta2@example.it');
    const all = await get('/api/mails');
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(2);
    const ids = all.body.mails.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.body.mails[0]).not.toHaveProperty('html');

    const byText = await get('/api/mails?q=posta2');
    expect(byText.body.mails.map((m: { recipients: string[] }) => m.recipients)).toEqual([
      ['posta2@example.it'],
    ]);
    const byKind = await get('/api/mails?kind=order-recap');
    expect(byKind.body.total).toBe(0);
    const sent = await get('/api/mails?status=sent');
    expect(sent.body.mails.every((m: { status: string }) => m.status === 'sent')).toBe(true);

    expect((await get('/api/mails?status=lost')).status).toBe(400);
    expect((await get('/api/mails/999999')).status).toBe(404);
  });
});
