import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { serverArgs } from './test/server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The problems loadConfig reports for `env`, or [] when it accepts it. */
function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
}

describe('loadConfig', () => {
  it('gives the run contract its defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      publicUrl: 'http://localhost:3000',
      mailFrom: 'no-reply@localhost',
      logLevel: 'info',
      dbPoolSize: 10,
      backupDir: path.resolve('backups'),
      stripeApiUrl: 'https://api.stripe.com',
      paymentDays: 7,
      paymentGraceDays: 5,
      publicWriteLimit: 20,
    });
    expect(config.stripeSecretKey).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.trustProxy).toBeUndefined();
    expect(config.mail.maxAttempts).toBe(8);
    expect(config.mail.leaseMs).toBe(120_000);
  });

  it('reads good values, and an empty variable counts as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app:secret@db.example.it:5432/app',
      ADMIN_EMAIL: 'admin@example.it',
      ADMIN_PASSWORD: 'una password lunga',
      PUBLIC_URL: 'https://backoffice.example.it/',
      SMTP_URL: 'smtps://user:pw@mail.example.it:465',
      MAIL_FROM: 'Forum <forum@example.it>',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_API_URL: 'http://127.0.0.1:12111/',
      PAYMENT_DAYS: '10',
      PAYMENT_GRACE_DAYS: '3',
      LOG_LEVEL: 'warn',
      DB_POOL_SIZE: '20',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback',
      MAIL_LEASE_MS: '10000',
      PUBLIC_WRITE_LIMIT: '100',
      WEB_DIST: '',
      SITE_DIST: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://backoffice.example.it',
      logLevel: 'warn',
      dbPoolSize: 20,
      trustProxy: ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'],
      webDist: undefined,
      stripeSecretKey: 'sk_test_abc123',
      stripeApiUrl: 'http://127.0.0.1:12111',
      paymentDays: 10,
      paymentGraceDays: 3,
      publicWriteLimit: 100,
      siteDist: undefined,
    });
    expect(config.mail.leaseMs).toBe(10_000);
  });

  it('lists every wrong variable, one Italian line each, naming it and what it expects', () => {
    const found = problems({
      PORT: 'abc',
      LOG_LEVEL: 'verbose',
      DB_POOL_SIZE: '0',
      PUBLIC_URL: 'backoffice.example.it',
      TRUST_PROXY: '127.0.0.1,10.0.0.0/33',
      MAIL_LEASE_MS: '-5',
      WEB_DIST: '/nonexistent/web',
      SITE_DIST: '/nonexistent/site',
    });
    expect(found).toEqual([
      'PORT: atteso un numero di porta tra 1 e 65535, ricevuto "abc"',
      'PUBLIC_URL: atteso un indirizzo http:// o https://, ricevuto "backoffice.example.it"',
      'LOG_LEVEL: atteso uno tra fatal, error, warn, info, debug, trace, silent, ricevuto "verbose"',
      'WEB_DIST: atteso la cartella dell\'app web compilata (con index.html), ricevuto "/nonexistent/web"',
      'SITE_DIST: atteso la cartella del sito dei soci compilato (con index.html), ricevuto "/nonexistent/site"',
      'DB_POOL_SIZE: atteso un numero intero di connessioni tra 1 e 1000, ricevuto "0"',
      expect.stringMatching(
        /^TRUST_PROXY: atteso indirizzi IP o CIDR .*ricevuto "127\.0\.0\.1,10\.0\.0\.0\/33"$/,
      ),
      'MAIL_LEASE_MS: atteso millisecondi, un numero intero positivo, ricevuto "-5"',
    ]);
  });

  it('wants PAYMENT_DAYS and PUBLIC_WRITE_LIMIT as whole numbers in range', () => {
    expect(problems({ PAYMENT_DAYS: '0', PUBLIC_WRITE_LIMIT: 'tanti' })).toEqual([
      'PAYMENT_DAYS: atteso un numero intero di giorni tra 1 e 365, ricevuto "0"',
      'PUBLIC_WRITE_LIMIT: atteso un numero intero di richieste tra 1 e 1000000, ricevuto "tanti"',
    ]);
    expect(problems({ PAYMENT_DAYS: '365', PUBLIC_WRITE_LIMIT: '1' })).toEqual([]);
  });

  it('rejects ports out of range and numbers that are not whole', () => {
    for (const port of ['0', '65536', '80.5', '1e3', ' ']) {
      expect(problems({ PORT: port }), port).toHaveLength(1);
    }
    expect(problems({ PORT: '65535' })).toEqual([]);
  });

  it('never echoes a secret it refuses', () => {
    const found = problems({
      DATABASE_URL: 'mysql://root:hunter2@db/app',
      SMTP_URL: 'http://user:hunter2@mail',
      STRIPE_WEBHOOK_SECRET: 'sk_live_hunter2',
      STRIPE_SECRET_KEY: 'whsec_hunter2',
    });
    expect(found.map((line) => line.split(':')[0])).toEqual([
      'DATABASE_URL',
      'SMTP_URL',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_SECRET_KEY',
    ]);
    expect(found.join('\n')).not.toContain('hunter2');
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together, and an email the sign-in form accepts', () => {
    expect(problems({ ADMIN_EMAIL: 'admin@example.it' })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD: /),
    ]);
    expect(problems({ ADMIN_PASSWORD: 'x' })).toEqual([expect.stringMatching(/^ADMIN_EMAIL: /)]);
    expect(problems({ ADMIN_EMAIL: 'admin', ADMIN_PASSWORD: 'una password lunga' })).toEqual([
      'ADMIN_EMAIL: atteso un indirizzo email valido, ricevuto "admin"',
    ]);
  });

  it('reads the PEC channel: off by default, the SdI address and the sender defaulted', () => {
    expect(loadConfig({ MAIL_FROM: 'forum@example.it' }).pec).toEqual({
      smtpUrl: undefined,
      imapUrl: undefined,
      from: 'forum@example.it',
      sdiAddress: 'sdi01@pec.fatturapa.it',
      pollMs: 300_000,
    });
    const pec = loadConfig({
      PEC_SMTP_URL: 'smtps://fatture%40pec.example.it:pw@smtps.pec.example.it:465',
      PEC_IMAP_URL: 'imaps://fatture%40pec.example.it:pw@imaps.pec.example.it:993',
      PEC_FROM: 'fatture@pec.example.it',
      SDI_PEC_ADDRESS: 'sdi07@pec.fatturapa.it',
      PEC_POLL_MS: '60000',
    }).pec;
    expect(pec).toMatchObject({ from: 'fatture@pec.example.it', sdiAddress: 'sdi07@pec.fatturapa.it' });
    expect(pec.pollMs).toBe(60_000);
  });

  it('refuses a PEC URL of another kind without echoing its password', () => {
    const found = problems({
      PEC_SMTP_URL: 'imaps://fatture:hunter2@pec.example.it',
      PEC_IMAP_URL: 'https://fatture:hunter2@pec.example.it',
      SDI_PEC_ADDRESS: 'sdi',
      PEC_POLL_MS: 'presto',
    });
    expect(found.map((line) => line.split(':')[0])).toEqual([
      'PEC_SMTP_URL',
      'PEC_IMAP_URL',
      'SDI_PEC_ADDRESS',
      'PEC_POLL_MS',
    ]);
    expect(found.join('\n')).not.toContain('hunter2');
  });

  it('checks the Stripe API address and the days to pay', () => {
    expect(problems({ STRIPE_API_URL: 'api.stripe.com' })).toEqual([
      'STRIPE_API_URL: atteso l\'indirizzo http:// o https:// dell\'API Stripe, ricevuto "api.stripe.com"',
    ]);
    expect(problems({ PAYMENT_DAYS: '0' })).toEqual([expect.stringMatching(/^PAYMENT_DAYS: /)]);
    expect(problems({ PAYMENT_DAYS: '366' })).toEqual([expect.stringMatching(/^PAYMENT_DAYS: /)]);
    expect(problems({ PAYMENT_GRACE_DAYS: '0' })).toEqual([
      'PAYMENT_GRACE_DAYS: atteso un numero intero di giorni tra 1 e 365, ricevuto "0"',
    ]);
    expect(problems({ PAYMENT_GRACE_DAYS: 'cinque' })).toEqual([
      expect.stringMatching(/^PAYMENT_GRACE_DAYS: /),
    ]);
  });

  it('checks MAIL_FROM and HOST', () => {
    expect(problems({ MAIL_FROM: 'forum' })).toEqual([expect.stringMatching(/^MAIL_FROM: /)]);
    expect(problems({ MAIL_FROM: 'no-reply@localhost' })).toEqual([]);
    expect(problems({ HOST: 'local host' })).toEqual([expect.stringMatching(/^HOST: /)]);
  });
});

describe('starting the server with a wrong configuration', () => {
  it('exits 1 before opening the database, naming each wrong variable, without a stack trace', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'config-')), 'data');
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: 'abc',
      LOG_LEVEL: 'verbose',
      DATA_DIR: dataDir,
    };
    const child = spawn(process.execPath, serverArgs(), { cwd: root, env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.resume();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));

    expect(code).toBe(1);
    expect(stderr).toContain('PORT: atteso un numero di porta tra 1 e 65535, ricevuto "abc"');
    expect(stderr).toMatch(/^ {2}LOG_LEVEL: atteso uno tra .*, ricevuto "verbose"$/m);
    expect(stderr).not.toContain('    at ');
    // the embedded database would have created its directory
    expect(fs.existsSync(dataDir)).toBe(false);
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });
});
