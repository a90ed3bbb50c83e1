import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  stripeWebhookSecret?: string;
  /** enables card payments (Stripe Checkout); unset, the card routes say it is not available */
  stripeSecretKey?: string;
  /** where the Stripe API answers: https://api.stripe.com, or a stand-in in tests */
  stripeApiUrl: string;
  logLevel: LogLevel;
  /** directory of the built web app, served at / */
  webDist?: string;
  /** directory of the built member site, served at /area/ */
  siteDist?: string;
  dbPoolSize: number;
  /** proxies whose X-Forwarded-For is believed (addresses, CIDRs, proxy-addr's names) */
  trustProxy?: string[];
  /** the outbox worker's timings */
  mail: { pollMs: number; retryBaseMs: number; maxDelayMs: number; maxAttempts: number; leaseMs: number };
  /** days a booker has to pay by bank transfer (PAYMENT_DAYS) */
  paymentDays: number;
  /** cents of a year's membership renewed by a company that never paid one (MEMBERSHIP_FEE, euros) */
  membershipFee: number;
  /** bookings and applications one client address may send per 10 minutes (PUBLIC_WRITE_LIMIT) */
  publicWriteLimit: number;
  /** SdI over PEC: sending when smtpUrl is set, reading the inbox when imapUrl is */
  pec: { smtpUrl?: string; imapUrl?: string; from: string; sdiAddress: string; pollMs: number };
  /** where `npm run backup` writes */
  backupDir: string;
  /** the SQL migrations, when not beside the code (undocumented: other layouts) */
  migrationsDir?: string;
}

/** Every wrong variable, one Italian line each; thrown before anything opens the database. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configurazione non valida:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\s*\d+\s*$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));
const url = (...protocols: string[]) =>
  z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol));
const directoryWith = (file: string) => z.string().refine((dir) => existsSync(path.resolve(dir, file)));

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry) || isIP(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  return rest.length === 0 && version > 0 && /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}
const splitList = (value: string) => value.split(',').map((entry) => entry.trim());

/** "a@b.it" or "Nome <a@b.it>" */
const EMAIL_OR_NAMED = /^(?:[^\s@<>]+@[^\s@<>]+|[^<>]*<[^\s@<>]+@[^\s@<>]+>)$/;

// setTimeout's ceiling: a longer delay fires at once
const MAX_MS = 2 ** 31 - 1;

/**
 * Each variable: its check, and what is expected, said to the operator when the check fails.
 * `secret`: never echo the value (passwords, credentials inside URLs).
 */
const VARIABLES = {
  PORT: { schema: integer(1, 65535), expected: 'un numero di porta tra 1 e 65535' },
  HOST: { schema: z.string().regex(/^\S+$/), expected: 'un indirizzo o un nome host senza spazi' },
  DATA_DIR: { schema: z.string(), expected: 'una cartella' },
  DATABASE_URL: {
    schema: url('postgres:', 'postgresql:'),
    expected: 'un indirizzo postgres://utente:password@host:porta/database',
    secret: true,
  },
  // the same check as the sign-in form's, or the admin could never sign in
  ADMIN_EMAIL: { schema: z.email(), expected: 'un indirizzo email valido' },
  ADMIN_PASSWORD: { schema: z.string(), expected: 'una password', secret: true },
  PUBLIC_URL: { schema: url('http:', 'https:'), expected: 'un indirizzo http:// o https://' },
  SMTP_URL: {
    schema: url('smtp:', 'smtps:'),
    expected: 'un indirizzo smtp://host:porta o smtps://…',
    secret: true,
  },
  MAIL_FROM: {
    schema: z.string().regex(EMAIL_OR_NAMED),
    expected: 'un indirizzo email, eventualmente come "Nome <indirizzo>"',
  },
  STRIPE_WEBHOOK_SECRET: {
    schema: z.string().regex(/^whsec_\S+$/),
    expected: "il segreto di firma dell'endpoint Stripe (inizia con whsec_)",
    secret: true,
  },
  STRIPE_SECRET_KEY: {
    schema: z.string().regex(/^(sk|rk)_\S+$/),
    expected: 'la chiave segreta Stripe (inizia con sk_ o rk_)',
    secret: true,
  },
  STRIPE_API_URL: {
    schema: url('http:', 'https:'),
    expected: "l'indirizzo http:// o https:// dell'API Stripe",
  },
  LOG_LEVEL: { schema: z.enum(LOG_LEVELS), expected: `uno tra ${LOG_LEVELS.join(', ')}` },
  WEB_DIST: {
    schema: directoryWith('index.html'),
    expected: "la cartella dell'app web compilata (con index.html)",
  },
  SITE_DIST: {
    schema: directoryWith('index.html'),
    expected: 'la cartella del sito dei soci compilato (con index.html)',
  },
  DB_POOL_SIZE: { schema: integer(1, 1000), expected: 'un numero intero di connessioni tra 1 e 1000' },
  TRUST_PROXY: {
    schema: z.string().refine((value) => splitList(value).every(isProxyEntry)),
    expected: 'indirizzi IP o CIDR separati da virgole (es. 127.0.0.1,10.0.0.0/8)',
  },
  MAIL_POLL_MS: { schema: integer(1, MAX_MS), expected: 'millisecondi, un numero intero positivo' },
  MAIL_RETRY_BASE_MS: { schema: integer(1, MAX_MS), expected: 'millisecondi, un numero intero positivo' },
  MAIL_MAX_DELAY_MS: { schema: integer(1, MAX_MS), expected: 'millisecondi, un numero intero positivo' },
  MAIL_MAX_ATTEMPTS: { schema: integer(1, 1000), expected: 'un numero intero di tentativi tra 1 e 1000' },
  MAIL_LEASE_MS: { schema: integer(1, MAX_MS), expected: 'millisecondi, un numero intero positivo' },
  PAYMENT_DAYS: { schema: integer(1, 365), expected: 'un numero intero di giorni tra 1 e 365' },
  MEMBERSHIP_FEE: { schema: integer(1, 100_000), expected: 'un importo intero in euro tra 1 e 100000' },
  PUBLIC_WRITE_LIMIT: {
    schema: integer(1, 1_000_000),
    expected: 'un numero intero di richieste tra 1 e 1000000',
  },
  PEC_SMTP_URL: {
    schema: url('smtp:', 'smtps:'),
    expected: 'un indirizzo smtps://utente:password@host:465 (la casella PEC)',
    secret: true,
  },
  PEC_IMAP_URL: {
    schema: url('imap:', 'imaps:'),
    expected: 'un indirizzo imaps://utente:password@host:993 (la casella PEC)',
    secret: true,
  },
  PEC_FROM: { schema: z.string().regex(EMAIL_OR_NAMED), expected: "l'indirizzo della casella PEC" },
  SDI_PEC_ADDRESS: {
    schema: z.string().regex(/^[^\s@<>]+@[^\s@<>]+$/),
    expected: "l'indirizzo PEC del Sistema di Interscambio (es. sdi01@pec.fatturapa.it)",
  },
  PEC_POLL_MS: { schema: integer(1, MAX_MS), expected: 'millisecondi, un numero intero positivo' },
  BACKUP_DIR: { schema: z.string(), expected: 'una cartella' },
  MIGRATIONS_DIR: {
    schema: directoryWith('meta/_journal.json'),
    expected: 'la cartella delle migrazioni (drizzle)',
  },
} satisfies Record<string, { schema: z.ZodType; expected: string; secret?: boolean }>;

type Name = keyof typeof VARIABLES;
type Values = { [K in Name]?: z.output<(typeof VARIABLES)[K]['schema']> };

// An empty variable counts as unset (`FOO= npm start`), as it always has.
const schema = z.object(
  Object.fromEntries(
    Object.entries(VARIABLES).map(([name, v]) => [
      name,
      z.preprocess((value) => (value === '' ? undefined : value), v.schema.optional()),
    ]),
  ),
);

function problem(name: Name, value: unknown): string {
  const variable: { expected: string; secret?: boolean } = VARIABLES[name];
  const received = variable.secret ? 'un valore non valido (non mostrato)' : JSON.stringify(value);
  return `${name}: atteso ${variable.expected}, ricevuto ${received}`;
}

/** The run contract: every environment variable, checked, with its default. Throws ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  const problems = parsed.success
    ? []
    : [...new Set(parsed.error.issues.map((issue) => issue.path[0] as Name))].map((n) => problem(n, env[n]));
  const v = (parsed.success ? parsed.data : {}) as Values;
  // one without the other would silently create no admin
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    problems.push(
      env.ADMIN_EMAIL
        ? 'ADMIN_PASSWORD: attesa la password del primo admin, perché ADMIN_EMAIL è impostato'
        : "ADMIN_EMAIL: atteso l'indirizzo del primo admin, perché ADMIN_PASSWORD è impostato",
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const port = v.PORT ?? 3000;
  // the process, not the configuration: under vitest the worker polls often and retries quickly
  const testing = Boolean(process.env.VITEST);
  return {
    port,
    host: v.HOST ?? '127.0.0.1',
    dataDir: path.resolve(v.DATA_DIR ?? './data'),
    databaseUrl: v.DATABASE_URL,
    adminEmail: v.ADMIN_EMAIL,
    adminPassword: v.ADMIN_PASSWORD,
    publicUrl: (v.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM ?? 'no-reply@localhost',
    stripeWebhookSecret: v.STRIPE_WEBHOOK_SECRET,
    stripeSecretKey: v.STRIPE_SECRET_KEY,
    stripeApiUrl: (v.STRIPE_API_URL ?? 'https://api.stripe.com').replace(/\/$/, ''),
    logLevel: v.LOG_LEVEL ?? 'info',
    webDist: v.WEB_DIST,
    siteDist: v.SITE_DIST,
    dbPoolSize: v.DB_POOL_SIZE ?? 10,
    trustProxy: v.TRUST_PROXY ? splitList(v.TRUST_PROXY) : undefined,
    mail: {
      pollMs: v.MAIL_POLL_MS ?? (testing ? 100 : 5000),
      retryBaseMs: v.MAIL_RETRY_BASE_MS ?? (testing ? 200 : 30_000),
      maxDelayMs: v.MAIL_MAX_DELAY_MS ?? 60 * 60_000,
      maxAttempts: v.MAIL_MAX_ATTEMPTS ?? 8,
      leaseMs: v.MAIL_LEASE_MS ?? 120_000,
    },
    paymentDays: v.PAYMENT_DAYS ?? 7,
    membershipFee: (v.MEMBERSHIP_FEE ?? 500) * 100,
    publicWriteLimit: v.PUBLIC_WRITE_LIMIT ?? 20,
    pec: {
      smtpUrl: v.PEC_SMTP_URL,
      imapUrl: v.PEC_IMAP_URL,
      from: v.PEC_FROM ?? v.MAIL_FROM ?? 'no-reply@localhost',
      sdiAddress: v.SDI_PEC_ADDRESS ?? 'sdi01@pec.fatturapa.it',
      pollMs: v.PEC_POLL_MS ?? 300_000,
    },
    backupDir: path.resolve(v.BACKUP_DIR ?? './backups'),
    migrationsDir: v.MIGRATIONS_DIR,
  };
}

/** For entry points: a wrong configuration prints its lines and exits 1, without a stack trace. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
