import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPng } from '../seed/demo-files.ts';
import { bookingBody } from '../test/fixtures/booking.ts';
import { conferenceBody } from '../test/fixtures/conferences.ts';
import { ISSUER } from '../test/fixtures/invoices.ts';
import { multipartFile } from '../test/multipart.ts';
import { serverArgs } from '../test/server-process.ts';

/**
 * Logs: the real server process, its JSON log read from stdout. Sign-ins, failed
 * sign-ins and refused requests are logged with what, when, the request id and the client address;
 * no log line holds a password or a token; input with newlines cannot forge a log line (every line
 * is one JSON object written by the server). Starts a server process: run by
 * `npm run test:reliability`, not by `npm test`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logs-test-'));
const EMAIL = 'logger@test.local';
const PASSWORD = 'Segreta-Password-123';
const WRONG = 'Sbagliata-Password-456';
let child: ChildProcess;
let base = '';
let stdout = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  };
  // the embedded database is enough to read the logs, on both test runs
  delete env.DATABASE_URL;
  child = spawn(process.execPath, serverArgs(), { cwd: root, env });
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr!.resume();
  base = `http://127.0.0.1:${port}`;
  // a fresh embedded data directory takes a while on a busy machine
  const until = Date.now() + 150_000;
  while (Date.now() < until) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}, 180_000);

afterAll(async () => {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

describe('the server log', () => {
  it('records sign-ins and refusals without secrets, one JSON object per line', async () => {
    const forged = '\n{"level":30,"msg":"FORGED"}\n';
    const bad = await post('/api/auth/login', JSON.stringify({ email: EMAIL, password: WRONG }));
    expect(bad.status).toBe(401);
    const weird = await post(
      '/api/auth/login',
      JSON.stringify({ email: `x${forged}@y.it`, password: forged }),
    );
    expect(weird.status).toBe(400);
    const ok = await post('/api/auth/login', JSON.stringify({ email: EMAIL, password: PASSWORD }));
    const token = ((await ok.json()) as { data: { auth_token: string } }).data.auth_token;
    expect(token).toBeTruthy();
    const authed = await fetch(`${base}/api/arbitrators?q=${encodeURIComponent(forged)}`, {
      headers: { authorization: `Bearer ${token}`, 'x-forged': 'a b' },
    });
    expect(authed.status).toBe(200);
    const refused = await fetch(`${base}/api/arbitrators`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(refused.status).toBe(401);
    await post('/api/auth/logout', '{}', { authorization: `Bearer ${token}` });
    await new Promise((r) => setTimeout(r, 500));

    const lines = stdout.split('\n').filter((l) => l.trim() !== '');
    const entries = lines.flatMap((line) => {
      // the start banner is the one line not from the logger
      if (line.startsWith('Back-office pronto')) return [];
      const entry = JSON.parse(line) as Record<string, unknown>;
      return [entry];
    });
    expect(entries.length).toBeGreaterThan(5);
    expect(entries.some((e) => e.msg === 'FORGED')).toBe(false);
    for (const secret of [PASSWORD, WRONG, token]) expect(stdout).not.toContain(secret);

    const byEvent = (event: string) => entries.filter((e) => e.event === event);
    const failed = byEvent('auth.login_failed');
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect(failed[0]).toMatchObject({ email: EMAIL, reqId: expect.any(String), time: expect.any(Number) });
    const success = byEvent('auth.login');
    expect(success).toHaveLength(1);
    expect(success[0].userId).toEqual(expect.any(Number));
    expect(byEvent('auth.refused').length).toBeGreaterThanOrEqual(1);
    // where from: the request line of each of these requests names the client address
    const incoming = entries.filter((e) => e.msg === 'incoming request');
    for (const e of [...failed, ...success]) {
      const req = incoming.find((i) => i.reqId === e.reqId) as
        | { req?: { remoteAddress?: string } }
        | undefined;
      expect(req?.req?.remoteAddress).toBe('127.0.0.1');
    }
  });

  it('never holds an order link token: a booking, its page and its public routes are logged with [REDACTED]', async () => {
    const login = await post('/api/auth/login', JSON.stringify({ email: EMAIL, password: PASSWORD }));
    const auth = {
      authorization: `Bearer ${((await login.json()) as { data: { auth_token: string } }).data.auth_token}`,
    };
    const json = async (res: Response) => {
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      return (await res.json()) as Record<string, unknown>;
    };
    await json(
      await fetch(`${base}/api/invoice-settings`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ settings: ISSUER }),
      }),
    );
    const upload = multipartFile(demoPng('blue'), 'congresso.png');
    const image = await json(
      await fetch(`${base}/api/upload`, {
        method: 'POST',
        headers: { ...auth, ...upload.headers },
        body: new Uint8Array(upload.payload),
      }),
    );
    const year = new Date().getFullYear() + 1;
    const conference = await json(
      await post(
        '/api/conferences',
        JSON.stringify({
          conference: conferenceBody(image.file as string, {
            date_start: `${year}-05-10`,
            date_end: `${year}-05-12`,
          }),
        }),
        auth,
      ),
    );
    const { countries } = (await json(await fetch(`${base}/api/countries`, { headers: auth }))) as {
      countries: { id: number; name: string }[];
    };
    const italy = countries.find((c) => c.name === 'Italia')!.id;
    const conferenceId = (conference.conference as { id: number }).id;
    const booked = await json(
      await post('/api/public/orders', JSON.stringify(bookingBody(conferenceId, italy))),
    );
    const orderUrl = new URL(booked.order_url as string);
    const token = orderUrl.pathname.split('/').pop()!;
    expect(token).toHaveLength(43);

    const api = `/api/public/orders/${token}`;
    for (const [method, url] of [
      ['GET', orderUrl.pathname],
      ['GET', `${orderUrl.pathname}?pagamento=annullato`],
      ['GET', api],
      ['POST', `${api}/bank-transfer`],
      ['POST', `${api}/card`],
      ['GET', `${api}/invoices/1/pdf`],
    ]) {
      const res = await fetch(`${base}${url}`, { method });
      expect(res.status, `${method} ${url}`).toBeLessThan(500);
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(stdout).not.toContain(token);
    expect(stdout).toContain('/api/public/orders/[REDACTED]/bank-transfer');
    expect(stdout).toContain('/area/ordini/[REDACTED]');
  }, 60_000);
});
