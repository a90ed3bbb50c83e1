import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';
import { REDACTED, redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it.each([
    ['/reset-password?token=abc123', `/reset-password?token=${REDACTED}`],
    ['/x?q=mario&page=2&code=9876&auth_token=t', `/x?q=mario&page=2&code=${REDACTED}&auth_token=${REDACTED}`],
    ['/x?Secret=s&api_key=k&apikey=k&password=p&signature=s&tok%65n=t', ''],
    ['/x?postal_code=20121&country=IT&sort=surname', '/x?postal_code=20121&country=IT&sort=surname'],
    ['/api/users/3', '/api/users/3'],
    ['/x?token&token=', `/x?token&token=${REDACTED}`],
  ])('%s', (url, expected) => {
    const out = redactUrl(url);
    if (expected) expect(out).toBe(expected);
    else expect(out).toBe(url.replace(/=[^&]*/g, `=${REDACTED}`));
  });
});

describe('server log during a password reset', () => {
  let t: TestApp;
  const lines: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-redaction-'));
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'trace', DATA_DIR: dataDir },
      { write: (line: string) => void lines.push(line) },
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('never holds the reset token: the link is logged as token=[REDACTED]', async () => {
    const admin = await signIn(t.app, 'admin');
    const member = await signIn(t.app, 'client');
    const generated = await t.app.inject({
      method: 'POST',
      url: `/api/users/generate-password-link/${member.id}`,
      headers: admin.headers,
    });
    const link: string = generated.json().password_link;
    const token = new URL(link).searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(20);
    // the page the mail links to, as the browser asks for it; then the page's own calls
    await t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    await t.app.inject({ method: 'POST', url: '/api/password-reset/check', payload: { token } });
    const password = 'correct horse battery staple';
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { token, password, password_confirmation: password },
    });
    expect(done.statusCode).toBe(200);
    // and a secret in the query of an API call
    await t.app.inject({ method: 'GET', url: `/api/users?q=rossi&token=${token}`, headers: admin.headers });

    // the mail with the link is delivered (to the outbox folder) while the log is recorded
    const deadline = Date.now() + 10_000;
    let status = '';
    while (status !== 'sent' && Date.now() < deadline) {
      t.app.mail.kick();
      await new Promise((r) => setTimeout(r, 100));
      const [mail] = await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.entityId, String(member.id)));
      status = mail?.status ?? '';
    }
    expect(status).toBe('sent');
    const eml = fs
      .readdirSync(path.join(dataDir, 'outbox'))
      .map((f) => fs.readFileSync(path.join(dataDir, 'outbox', f), 'utf8'));
    expect(eml.join('').replace(/=\r?\n/g, '')).toContain(token.slice(0, 12));

    const log = lines.join('');
    expect(log).toContain('/reset-password?token=[REDACTED]');
    expect(log).toContain('/api/users?q=rossi&token=[REDACTED]');
    expect(log).toContain('mail.sent');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
    expect(log).not.toContain(password);
  });
});
