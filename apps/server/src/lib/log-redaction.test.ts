import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { ISSUER } from '../test/fixtures/invoices.ts';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';
import { REDACTED, redactLogLine, redactTarget, redactUrl, serializeError } from './log-redaction.ts';

describe('redactUrl', () => {
  it.each([
    ['/reset-password?token=abc123', `/reset-password?token=${REDACTED}`],
    ['/x?q=mario&page=2&code=9876&auth_token=t', `/x?q=mario&page=2&code=${REDACTED}&auth_token=${REDACTED}`],
    ['/x?Secret=s&api_key=k&apikey=k&password=p&signature=s&tok%65n=t', ''],
    ['/x?postal_code=20121&country=IT&sort=surname', '/x?postal_code=20121&country=IT&sort=surname'],
    ['/api/users/3', '/api/users/3'],
    ['/x?token&token=', `/x?token&token=${REDACTED}`],
    ['/area/conferenze/7?offerta=AbC_d-9', `/area/conferenze/7?offerta=${REDACTED}`],
  ])('%s', (url, expected) => {
    const out = redactUrl(url);
    if (expected) expect(out).toBe(expected);
    else expect(out).toBe(url.replace(/=[^&]*/g, `=${REDACTED}`));
  });
});

describe('redactTarget: capabilities in a path', () => {
  const token = 'Hy2IgtF-O5FbLG2FY_PwuAGjngVu3-bt6qwVFm0aB1c';
  it.each([
    [`/area/ordini/${token}`, undefined, `/area/ordini/${REDACTED}`],
    [`/area/ordini/${token}?pagamento=ok`, undefined, `/area/ordini/${REDACTED}?pagamento=ok`],
    [
      `/api/public/orders/${token}/invoices/12/pdf`,
      { token, id: '12' },
      `/api/public/orders/${REDACTED}/invoices/12/pdf`,
    ],
    // a short or odd token of a route is its param's: redacted by the param's name
    ['/api/public/orders/abc/card', { token: 'abc' }, `/api/public/orders/${REDACTED}/card`],
    ['/api/public/tickets/ABCD-1234-XY', { code: 'ABCD-1234-XY' }, `/api/public/tickets/${REDACTED}`],
    // a route not matched yet (404) or not written yet: by its shape
    [
      `/api/public/anything/${token}/x?token=t`,
      undefined,
      `/api/public/anything/${REDACTED}/x?token=${REDACTED}`,
    ],
    [`/x/${encodeURIComponent(token)}`, undefined, `/x/${REDACTED}`],
    // the route's own words, ids and file names stay
    ['/api/users/3', { id: '3' }, '/api/users/3'],
    ['/api/public/arbitrator-applications', {}, '/api/public/arbitrator-applications'],
    [
      '/api/image/0123456789abcdef0123456789abcdef.png',
      { name: '0123456789abcdef0123456789abcdef.png' },
      '/api/image/0123456789abcdef0123456789abcdef.png',
    ],
    ['/area/assets/index-abc123.js', undefined, '/area/assets/index-abc123.js'],
  ])('%s', (url, params, expected) => {
    expect(redactTarget(url, params)).toBe(expected);
  });
});

describe('redactLogLine: the last net on every line', () => {
  const token = 'Hy2IgtF-O5FbLG2FY_PwuAGjngVu3-bt6qwVFm0aB1c';
  it('removes a capability after a / or = (or their escapes) wherever it is quoted', () => {
    const line = JSON.stringify({
      msg: `refused https://soci.example.it/area/ordini/${token}?pagamento=ok`,
      link: encodeURIComponent(`https://x/area/ordini/${token}`),
      reset: `/reset-password?token=${token}&x=1`,
      end: `/area/ordini/${token}`,
    });
    const out = redactLogLine(line);
    expect(out).not.toContain(token);
    expect(JSON.parse(out).msg).toBe(`refused https://soci.example.it/area/ordini/${REDACTED}?pagamento=ok`);
  });
  it('leaves request ids, file names and hashes that are no path segment alone', () => {
    const line = JSON.stringify({
      reqId: token,
      url: '/api/image/0123456789abcdef0123456789abcdef.png',
      sha256: 'a'.repeat(64),
    });
    expect(redactLogLine(line)).toBe(line);
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
    // a member's link opens the site's page (/area/reimposta-password), its token redacted as well
    expect(log).toContain('/area/reimposta-password?token=[REDACTED]');
    expect(log).toContain('/api/users?q=rossi&token=[REDACTED]');
    expect(log).toContain('mail.sent');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
    expect(log).not.toContain(password);
  });
});

describe('server log of a request failed by the database', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(line) });
  });
  afterAll(() => t.close());

  // the issuer's IBAN, as the request carries it and as the database would store it
  const iban = ISSUER.iban.replaceAll(' ', '');
  const failures = [
    // integrity (class 23): the row's values travel in the error's detail, the query's in its params
    [
      'a check constraint',
      sql.raw(`CHECK (value::text NOT LIKE '%${iban.slice(4, 14)}%')`),
      'violates check constraint "probe"',
    ],
    // data (class 22): the value the cast refused is quoted in the message itself
    ['a refused cast', sql`CHECK ((value->>'iban')::bigint > 0)`, 'invalid input syntax for type bigint'],
  ] as const;

  it.each(failures)('holds no value of the query when %s fails it', async (_, check, why) => {
    await t.app.db.execute(sql`ALTER TABLE settings ADD CONSTRAINT probe ${check}`);
    lines.length = 0;
    try {
      const admin = await signIn(t.app, 'admin');
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/invoice-settings',
        headers: admin.headers,
        payload: { settings: ISSUER },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Errore interno');
    } finally {
      await t.app.db.execute(sql`ALTER TABLE settings DROP CONSTRAINT probe`);
    }
    const entries = lines.map((l) => JSON.parse(l) as { msg?: string; err?: Record<string, unknown> });
    const failed = entries.find((e) => e.msg === 'request failed');
    // still worth reading: which error, the query with its placeholders, and why
    expect(failed?.err).toMatchObject({ type: 'DrizzleQueryError' });
    expect(failed?.err?.message).toContain('insert into "settings"');
    expect(failed?.err?.message).toContain(why);
    const log = lines.join('').replace(/\s/g, '');
    for (const value of [iban, iban.slice(4, 14), ISSUER.vat.replace(/\D/g, ''), ISSUER.fiscal_code]) {
      expect(log).not.toContain(value);
    }
  });

  it("serializes the driver's own errors without the row's values nor the query's", async () => {
    const { pool, pglite } = t.database;
    const failure = (text: string, params: unknown[]) =>
      (pool ? pool.query(text, params) : pglite!.query(text, params)).then(
        () => null,
        (e: unknown) => e,
      );
    const insert = `INSERT INTO settings (key, value) VALUES ($1, '{}')`;
    expect(await failure(insert, [iban])).toBeNull();
    const duplicate = await failure(insert, [iban]);
    const cast = await failure('SELECT $1::bigint', [iban]);
    // a unique violation names the key's value in its detail; a refused cast quotes it
    expect(duplicate).toMatchObject({ code: '23505', detail: expect.stringContaining(iban) });
    expect(cast).toMatchObject({ code: '22P02', message: expect.stringContaining(iban) });
    const lines = [duplicate, cast].map((err) => JSON.stringify(serializeError(err as Error)));
    for (const line of lines) expect(line).not.toContain(iban);
    expect(lines.map((line) => JSON.parse(line).code)).toEqual(['23505', '22P02']);
  });
});
