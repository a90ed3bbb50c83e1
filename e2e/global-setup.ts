import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type StripeStandin, startStripeStandin } from '@app/stripe-standin';
import type { FullConfig } from '@playwright/test';
import { type Dovecot, startDovecot } from '../apps/server/src/test/dovecot.ts';
import { type FakeSdi, PEC_MAILBOX, startFakeSdi } from '../apps/server/src/test/fake-sdi.ts';

/**
 * Before the browser tests: build what is missing or older than its sources, seed the demo data into a
 * fresh database, start the built server, wait until /api/health answers and sign the demo admin in
 * once through the API. The returned function (Playwright's teardown) stops the server and deletes
 * the temporary data.
 *
 * Environment it reads: E2E_PORT / E2E_BASE_URL (set by playwright.config.ts), E2E_DATABASE_URL
 * (use that PostgreSQL database instead of a temporary embedded one; it is re-seeded, not emptied),
 * E2E_SKIP_BUILD=1 (never build), E2E_KEEP_DATA=1 (keep the temporary directory).
 * Environment it leaves for the tests: E2E_BASE_URL, E2E_ADMIN_TOKEN, E2E_DATA_DIR (the mail outbox
 * is $E2E_DATA_DIR/outbox), E2E_STRIPE_WEBHOOK_SECRET, E2E_STRIPE_URL, E2E_SDI_ACCEPT_FILE.
 *
 * Card payments are on: STRIPE_SECRET_KEY and STRIPE_API_URL point the server at the Stripe stand-in
 * (tools/stripe-standin) started here, whose hosted checkout page sends its signed events to the
 * server's webhook with STRIPE_WEBHOOK_SECRET.
 *
 * SdI over PEC is on: a real IMAP mailbox (Dovecot) and a stand-in PEC provider + SdI (an SMTP
 * server that answers each invoice with the acceptance receipt and SdI's RC in that mailbox). The
 * provider takes only the invoice files listed in $E2E_SDI_ACCEPT_FILE (one per line) and asks to
 * try later for the others, so the other tests' invoices stay "Da inviare" as they expect.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const e2eDir = path.join(root, 'e2e');
export const ADMIN_EMAIL = 'admin@demo.local';
export const ADMIN_PASSWORD = 'demo-admin-2026';
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_test_secret';
const STRIPE_SECRET_KEY = 'sk_test_e2e';

function newestMtime(entries: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name !== 'node_modules' && name !== 'dist') visit(path.join(p, name));
      }
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const entry of entries) visit(path.join(root, entry));
  return newest;
}

/** Missing, or older than one of its sources. */
function needsBuild(output: string, sources: string[]): boolean {
  const file = path.join(root, output);
  if (!existsSync(file)) return true;
  return newestMtime(sources) > statSync(file).mtimeMs;
}

function buildIfNeeded(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const shared = ['packages/shared/src', 'packages/shared/package.json'];
  const targets = [
    {
      workspace: '@app/web',
      output: 'apps/web/dist/index.html',
      sources: [
        ...shared,
        'apps/web/src',
        'apps/web/index.html',
        'apps/web/public',
        'apps/web/vite.config.ts',
      ],
    },
    {
      workspace: '@app/site',
      output: 'apps/site/dist/index.html',
      sources: [
        ...shared,
        'apps/site/src',
        'apps/site/index.html',
        'apps/site/public',
        'apps/site/vite.config.ts',
      ],
    },
    {
      workspace: '@app/server',
      output: 'apps/server/dist/main.js',
      sources: [...shared, 'apps/server/src', 'apps/server/drizzle', 'apps/server/build.mjs'],
    },
  ];
  for (const { workspace, output, sources } of targets) {
    if (!needsBuild(output, sources)) continue;
    console.log(`[e2e] ${output} is missing or older than its sources: npm run build -w ${workspace}`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`[e2e] build of ${workspace} failed (exit ${result.status})`);
  }
}

/** The server's environment: only what the run contract names, nothing inherited by accident. */
function serverEnv(
  port: string,
  dataDir: string,
  databaseUrl: string | undefined,
  pec: { smtpUrl: string; imapUrl: string },
  stripeUrl: string,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'SMTP_URL',
    'TRUST_PROXY',
    'PORT',
    'HOST',
    'PEC_FROM',
    'SDI_PEC_ADDRESS',
  ]) {
    delete env[name];
  }
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    WEB_DIST: path.join(root, 'apps/web/dist'),
    SITE_DIST: path.join(root, 'apps/site/dist'),
    // every test books from 127.0.0.1: the per-address limit of public writes must not refuse them
    PUBLIC_WRITE_LIMIT: '1000',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    MAIL_FROM: 'no-reply@e2e.local',
    // card payments on, against the local Stripe stand-in (its hosted page pays and calls the webhook)
    STRIPE_SECRET_KEY,
    STRIPE_API_URL: stripeUrl,
    STRIPE_WEBHOOK_SECRET,
    PEC_SMTP_URL: pec.smtpUrl,
    PEC_IMAP_URL: pec.imapUrl,
    PEC_FROM: PEC_MAILBOX,
    PEC_POLL_MS: '1000',
    // the invoices the stand-in provider turns away are tried again every few seconds all run long
    MAIL_RETRY_BASE_MS: '1000',
    MAIL_MAX_DELAY_MS: '4000',
    MAIL_MAX_ATTEMPTS: '1000',
  };
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

async function waitForHealth(baseURL: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`[e2e] the server exited (${child.exitCode ?? child.signalCode}):\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`[e2e] ${baseURL}/api/health did not answer within 90 s:\n${tail(logFile)}`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
}

/** The Stripe stand-in on a free port other than the server's (released by the config, so free too). */
async function startStandinBeside(serverPort: string, baseURL: string): Promise<StripeStandin> {
  for (;;) {
    const standin = await startStripeStandin({
      apiKey: STRIPE_SECRET_KEY,
      webhook: { url: `${baseURL}/api/webhooks/stripe`, secret: STRIPE_WEBHOOK_SECRET },
    });
    if (new URL(standin.url).port !== serverPort) return standin;
    await standin.close();
  }
}

export default async function globalSetup(_config: FullConfig) {
  const port = process.env.E2E_PORT;
  const baseURL = process.env.E2E_BASE_URL;
  if (!port || !baseURL) throw new Error('[e2e] E2E_PORT / E2E_BASE_URL are set by playwright.config.ts');
  const free = await fetch(`${baseURL}/api/health`).then(
    () => false,
    () => true,
  );
  if (!free) throw new Error(`[e2e] something already answers on ${baseURL}; choose another E2E_PORT`);

  buildIfNeeded();

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-'));
  const dataDir = path.join(tmp, 'data');
  mkdirSync(dataDir);
  const logFile = path.join(tmp, 'server.log');
  const databaseUrl = process.env.E2E_DATABASE_URL || undefined;
  const acceptFile = path.join(tmp, 'sdi-accept');
  writeFileSync(acceptFile, '');
  let dovecot: Dovecot | undefined;
  let sdi: FakeSdi | undefined;
  let stripe: StripeStandin | undefined;
  const stopPec = async () => {
    await stripe?.close();
    await sdi?.close();
    await dovecot?.stop();
  };
  try {
    stripe = await startStandinBeside(port, baseURL);
    dovecot = await startDovecot();
    sdi = await startFakeSdi({
      imapUrl: dovecot.url(PEC_MAILBOX),
      accept: (file) => readFileSync(acceptFile, 'utf8').split('\n').includes(file),
    });
  } catch (error) {
    await stopPec();
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  const env = serverEnv(
    port,
    dataDir,
    databaseUrl,
    { smtpUrl: sdi.url, imapUrl: dovecot.url(PEC_MAILBOX) },
    stripe.url,
  );

  // The seed refuses while a server holds the embedded database: seed first, then start.
  const seed = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/seed.js')], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (seed.status !== 0) {
    await stopPec();
    rmSync(tmp, { recursive: true, force: true });
    throw new Error(`[e2e] seeding failed (exit ${seed.status}):\n${seed.stdout}\n${seed.stderr}`);
  }

  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  // Last resort if the runner dies without running the teardown.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const cleanup = async () => {
    await stopServer(child);
    await stopPec();
    process.removeListener('exit', killOnExit);
    // Keep the server's log with the other test output (test-results/ is ignored by git).
    try {
      mkdirSync(path.join(e2eDir, 'test-results'), { recursive: true });
      cpSync(logFile, path.join(e2eDir, 'test-results', 'server.log'));
    } catch {
      // nothing to keep
    }
    if (process.env.E2E_KEEP_DATA === '1') console.log(`[e2e] data kept in ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, logFile);
    // One API sign-in for the whole run: the server allows 50 sign-in attempts per address per
    // 15 minutes, so tests reuse this token (fixtures.ts) instead of signing in each time.
    const response = await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const body = (await response.json().catch(() => null)) as { data?: { auth_token?: string } } | null;
    const token = body?.data?.auth_token;
    if (!token)
      throw new Error(`[e2e] demo admin sign-in failed: ${response.status} ${JSON.stringify(body)}`);

    process.env.E2E_ADMIN_TOKEN = token;
    process.env.E2E_DATA_DIR = dataDir;
    process.env.E2E_STRIPE_WEBHOOK_SECRET = STRIPE_WEBHOOK_SECRET;
    process.env.E2E_STRIPE_URL = stripe.url;
    process.env.E2E_SDI_ACCEPT_FILE = acceptFile;
    console.log(`[e2e] server ready on ${baseURL} (${databaseUrl ? 'PostgreSQL' : `embedded, ${dataDir}`})`);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return cleanup;
}
