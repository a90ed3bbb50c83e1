import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { judicialTexts, mailOutbox, orders, users } from '../db/schema/index.ts';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from '../seed/context.ts';
import { seedDemo } from '../seed/run.ts';
import { startSmtp } from '../test/smtp.ts';
import { createScratchDatabase } from '../test/test-app.ts';
import {
  type Instance,
  requestFrom,
  root,
  startInstance,
  startNginx,
  stopInstance,
  until,
  waitHealthy,
} from './cluster.ts';

/**
 * Two instances of the product on one PostgreSQL server, Debian's nginx in front of them
 * (round robin), a real SMTP server. `npm run test:scale`; needs PostgreSQL (TEST_DATABASE_URL,
 * default the local server) and nginx (NGINX_PATH, default /usr/sbin/nginx).
 */
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** ADMIN_EMAIL of both instances; the demo seed then replaces every user with its own */
const STARTUP_ADMIN = { email: 'scala@scale.test', password: 'una-password-lunga-2026' };
const ADMIN = { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD };
const RECAPS = 200;

let database: { url: string; drop: () => Promise<void> };
let startupAdmins = 0;
let db: Database;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let a: Instance;
let b: Instance;
let proxy: Awaited<ReturnType<typeof startNginx>>;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-'));
fs.chmodSync(scratch, 0o755);

const json = async (res: Response) => ({
  status: res.status,
  headers: res.headers,
  // biome-ignore lint/suspicious/noExplicitAny: answers of the API under test, read field by field
  body: (await res.json()) as any,
});
const login = (base: string, password = ADMIN.password, email = ADMIN.email) =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).then(json);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  database = await createScratchDatabase(serverUrl, 'scale');
  smtp = await startSmtp();
  const env = {
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'forum@scale.test',
    TRUST_PROXY: '127.0.0.1',
    ADMIN_EMAIL: STARTUP_ADMIN.email,
    ADMIN_PASSWORD: STARTUP_ADMIN.password,
    LOG_LEVEL: 'warn',
    DB_POOL_SIZE: '5',
    MAIL_POLL_MS: '200',
    MAIL_LEASE_MS: '10000',
    WEB_DIST: '',
    SITE_DIST: '',
  };
  // both start on the empty database at once: one migrates, the other waits for its lock
  [a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)]);
  await Promise.all([waitHealthy(a), waitHealthy(b)]);
  db = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  startupAdmins = (
    await db.db.select({ id: users.id }).from(users).where(eq(users.email, STARTUP_ADMIN.email))
  ).length;
  await seedDemo(db.db, 1);
  proxy = await startNginx(scratch, [a.port, b.port]);
}, 180_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all([a && stopInstance(a), b && stopInstance(b)]);
  await db?.close();
  await smtp?.close();
  await database?.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL behind nginx', () => {
  it('ran the migrations once and created the admin once, though both started together', async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(root, 'apps/server/drizzle/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const applied = await db.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((applied as unknown as { rows: { n: number }[] }).rows[0].n).toBe(journal.entries.length);
    expect(startupAdmins).toBe(1);
  });

  it('a session made through one instance works through the other, and its logout ends it on both', async () => {
    const { body } = await login(a.base);
    const token = body.data.auth_token as string;
    expect((await fetch(`${b.base}/api/users`, { headers: bearer(token) })).status).toBe(200);
    for (let i = 0; i < 6; i++) {
      expect((await fetch(`${proxy.base}/api/users?page=${i + 1}`, { headers: bearer(token) })).status).toBe(
        200,
      );
    }
    expect(
      (await fetch(`${b.base}/api/auth/logout`, { method: 'POST', headers: bearer(token) })).status,
    ).toBe(200);
    expect((await fetch(`${a.base}/api/users`, { headers: bearer(token) })).status).toBe(401);
  });

  it('counts wrong passwords across both: the 11th, through the proxy, gets 429', async () => {
    const email = 'nessuno@scale.test';
    for (let i = 0; i < 10; i++) {
      const res = await login(i % 2 ? b.base : a.base, 'sbagliata', email);
      expect(res.status).toBe(401);
    }
    const blocked = await login(proxy.base, 'sbagliata', email);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('believes X-Forwarded-For only from TRUST_PROXY', async () => {
    const sessionIp = async (base: string, from: string, forwardedFor: string) => {
      const signedIn = await requestFrom(from, `${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'x-forwarded-for': forwardedFor },
        body: ADMIN,
      });
      expect(signedIn.status).toBe(200);
      const token = (signedIn.body as { data: { auth_token: string } }).data.auth_token;
      const res = await fetch(`${a.base}/api/account/sessions`, { headers: bearer(token) });
      const { sessions } = (await res.json()) as { sessions: { ip: string; current: boolean }[] };
      return sessions.find((s) => s.current)?.ip;
    };
    // a client at 127.0.0.2 forging the header through nginx: nginx adds 127.0.0.2, which is no proxy
    expect(await sessionIp(proxy.base, '127.0.0.2', '203.0.113.9')).toBe('127.0.0.2');
    // the same client straight to an instance: not a trusted proxy, the header is ignored
    expect(await sessionIp(a.base, '127.0.0.2', '203.0.113.9')).toBe('127.0.0.2');
    // the trusted proxy address: its header names the client
    expect(await sessionIp(a.base, '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
  });

  it(`delivers ${RECAPS} recap mails queued through both instances exactly once each`, async () => {
    const token = (await login(proxy.base)).body.data.auth_token as string;
    const orderIds = (await db.db.select({ id: orders.id }).from(orders).orderBy(orders.id)).map((o) => o.id);
    expect(orderIds.length).toBeGreaterThan(0);
    const before = smtp.received.length;
    const queued: number[] = [];
    for (let batch = 0; batch < RECAPS; batch += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          fetch(
            `${proxy.base}/api/conferences/send-recap-by-order-id/${orderIds[(batch + i) % orderIds.length]}`,
            { method: 'POST', headers: bearer(token) },
          ).then(json),
        ),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        queued.push(answer.body.mail.id);
      }
    }
    expect(new Set(queued).size).toBe(RECAPS);

    await until(
      'every recap to be sent',
      async () => {
        const rows = await db.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(inArray(mailOutbox.id, queued), eq(mailOutbox.status, 'sent')));
        return rows.length === RECAPS;
      },
      120_000,
    );
    await new Promise((r) => setTimeout(r, 1000)); // a duplicate would arrive now
    const delivered = smtp.received
      .slice(before)
      .map((m) => Number(/^X-Outbox-Id:\s*(\d+)/im.exec(m.raw)?.[1]))
      .filter((id) => queued.includes(id));
    expect(delivered).toHaveLength(RECAPS);
    expect(new Set(delivered).size).toBe(RECAPS);
  });

  it('an instance killed with SIGKILL loses no acknowledged write, and the proxy serves through the other', async () => {
    const token = (await login(proxy.base)).body.data.auth_token as string;
    const acknowledged: string[] = [];
    let refused = 0;
    let stop = false;
    const writer = async (w: number) => {
      for (let seq = 0; !stop; seq++) {
        const title = `scale-w${w}-${seq}`;
        const res = await fetch(`${proxy.base}/api/judicial_texts`, {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body: JSON.stringify({ judicial_text: { title, content: 'scritto durante il test' } }),
        }).catch(() => null);
        if (res?.ok && ((await res.json()) as { status: string }).status === 'success')
          acknowledged.push(title);
        else refused++;
      }
    };
    const writers = Promise.all([0, 1, 2, 3].map(writer));
    await until('some writes', async () => acknowledged.length >= 20);
    b.child.kill('SIGKILL');
    const ackedAtKill = acknowledged.length;
    await until('writes after the kill', async () => acknowledged.length >= ackedAtKill + 40);
    stop = true;
    await writers;

    const stored = new Set(
      (
        await db.db
          .select({ title: judicialTexts.title })
          .from(judicialTexts)
          .where(like(judicialTexts.title, 'scale-w%'))
      ).map((r) => r.title),
    );
    console.log(
      `[scale] SIGKILL of B under 4 writers: ${acknowledged.length} writes acknowledged (${ackedAtKill} before the kill), all stored; ${refused} refused`,
    );
    expect(acknowledged.filter((t) => !stored.has(t))).toEqual([]);
    // a write cut off by the kill may fail; the proxy keeps serving through A
    expect(refused).toBeLessThanOrEqual(4);
    for (let i = 0; i < 20; i++) {
      expect((await fetch(`${proxy.base}/api/judicial_texts`, { headers: bearer(token) })).status).toBe(200);
    }
  });
});
