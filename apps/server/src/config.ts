import path from 'node:path';

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
  logLevel: string;
  /** directory of the built web app, served at / */
  webDist?: string;
  dbPoolSize: number;
}

/** The run contract of RUNNING.md: every variable and its default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'no-reply@localhost',
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST,
    dbPoolSize: Number(env.DB_POOL_SIZE ?? 10),
  };
}
