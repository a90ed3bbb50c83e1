import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { categories, orders, profiles, users } from '../db/schema/index.ts';
import { createScratchDatabase, createTestApp, useTestApp } from '../test/test-app.ts';
import { runSeed } from './command.ts';
import { DEMO_ADMIN_EMAIL } from './context.ts';
import { realDataProblem } from './guard.ts';

/** `npm run seed:demo` replaces demo data only, unless --force. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const { t } = useTestApp({ as: null });

const demoOrders = () =>
  t.app.db
    .select({ id: orders.id, token: orders.publicToken, price: orders.price, contact: orders.contactEmail })
    .from(orders)
    .orderBy(asc(orders.id));

const emails = async () => (await t.app.db.select({ email: users.email }).from(users)).map((u) => u.email);

async function addRealUser(db = t.app.db, email = 'mario.rossi@studiorossi.it') {
  const [client] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.name, 'client'));
  await db.insert(users).values({ email, name: 'Mario', surname: 'Rossi', profileId: client.id });
}

describe('seed:demo on what is there', () => {
  it('a new database is empty; one without users but with records is not', async () => {
    expect(await realDataProblem(t.app.db)).toBeNull();
    const [c] = await t.app.db.insert(categories).values({ name: 'Vera' }).returning({ id: categories.id });
    expect(await realDataProblem(t.app.db)).toMatch(/non ha utenti.*tabelle categories.*--force/);
    await t.app.db.delete(categories).where(eq(categories.id, c.id));
  });

  it('seeds an empty database, and seeds a demo database again', async () => {
    const first = await runSeed(t.database, { scale: 1, force: false });
    expect(first.seeded).toBe(true);
    const count = (await emails()).length;
    expect(await emails()).toContain(DEMO_ADMIN_EMAIL);
    const before = await demoOrders();
    const again = await runSeed(t.database, { scale: 1, force: false });
    expect(again.seeded).toBe(true);
    expect((await emails()).length).toBe(count);

    // the same records every run, but the order links drawn at random, like a real booking's
    const after = await demoOrders();
    const withoutTokens = (rows: typeof before) => rows.map(({ token: _, ...rest }) => rest);
    expect(withoutTokens(after)).toEqual(withoutTokens(before));
    const tokens = after.flatMap((o) => (o.token ? [o.token] : []));
    expect(tokens.length).toBeGreaterThanOrEqual(5);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{43}$/);
    const earlier = new Set(before.map((o) => o.token));
    expect(tokens.filter((token) => earlier.has(token))).toEqual([]);
  }, 120_000);

  it('refuses a database whose admin came from ADMIN_EMAIL, even on a demo-like domain', async () => {
    const scratch = await createTestApp();
    try {
      await addRealUser(scratch.app.db, 'admin@example.it');
      expect(await realDataProblem(scratch.app.db)).toMatch(
        /non è stato creato da npm run seed:demo.*--force/,
      );
    } finally {
      await scratch.close();
    }
  });

  it('refuses a database with a real user, which stays; --force replaces it', async () => {
    await addRealUser();
    const refused = await runSeed(t.database, { scale: 1, force: false });
    expect(refused).toEqual({
      seeded: false,
      problem: expect.stringContaining('mario.rossi@studiorossi.it'),
    });
    if (!refused.seeded) expect(refused.problem).toContain('npm run seed:demo -- --force');
    expect(await emails()).toContain('mario.rossi@studiorossi.it');

    const forced = await runSeed(t.database, { scale: 1, force: true });
    expect(forced.seeded).toBe(true);
    expect(await emails()).not.toContain('mario.rossi@studiorossi.it');
    expect(await emails()).toContain(DEMO_ADMIN_EMAIL);
  }, 120_000);
});

describe('the seed:demo command', () => {
  it('exits 1 with the Italian reason on a database with a real user, and leaves it as it was', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-guard-'));
    const serverUrl = process.env.TEST_DATABASE_URL;
    const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'seedguard') : null;
    const target = scratch ? { databaseUrl: scratch.url } : { dataDir: tmp };
    try {
      const database = await openDatabase(target);
      await migrate(database);
      await addRealUser(database.db, 'anna@azienda.example.com');
      await database.close();

      const env = { ...process.env, DATABASE_URL: scratch?.url ?? '', DATA_DIR: tmp, LOG_LEVEL: 'warn' };
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/seed/cli.ts'], {
        cwd: root,
        env,
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.stdout.resume();
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code, stderr).toBe(1);
      expect(stderr).toContain('un utente che non è della demo (anna@azienda.example.com)');
      expect(stderr).toContain('npm run seed:demo -- --force');
      expect(stderr).not.toContain('    at ');

      const after = await openDatabase(target);
      const left = await after.db.select({ email: users.email }).from(users);
      await after.close();
      expect(left).toEqual([{ email: 'anna@azienda.example.com' }]);
    } finally {
      await scratch?.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);
});
