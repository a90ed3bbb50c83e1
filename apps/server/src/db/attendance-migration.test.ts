import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../test/test-app.ts';
import { type Database, openDatabase } from './client.ts';
import { migrate, migrationsFolder } from './migrate.ts';

/**
 * The migration that brings tickets: the participants of orders already paid get one each (a
 * random 22-character code), those of unpaid orders none. Run on a database migrated up to the
 * one before it.
 */
const TAG = 'attendance';
let database: Database;
let drop = async () => {};
let before: string;

beforeAll(async () => {
  before = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder(), before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith(`_${TAG}`));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  if (process.env.TEST_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'mig');
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    drop = scratch.drop;
  } else {
    database = await openDatabase({});
  }
  await migrate(database, before);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await drop();
  await rm(before, { recursive: true, force: true });
});

const rows = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe(`migration ${TAG}`, () => {
  it('gives a ticket to each participant of the orders already paid, and none to the unpaid', async () => {
    await rows(
      sql`insert into files (name, original_name, content_type, size, sha256, data) values ('c.png', 'c.png', 'image/png', 1, 'x', '\\x00')`,
    );
    const [conf] = await rows(sql`insert into conferences (title, vat_rule, country, city, description, image,
      date_start, date_end, price) values ('C', 'all', 'italy', 'Roma', 'd', 'c.png', '2027-01-01', '2027-01-01', 100)
      returning id`);
    const order = async (status: string) => {
      const [o] = await rows(
        sql`insert into orders (conference_id, price, status) values (${conf.id}, 100, ${status}) returning id`,
      );
      for (const position of [0, 1]) {
        await rows(sql`insert into participants (order_id, position, name, surname, email)
          values (${o.id}, ${position}, 'N', 'S', 'n@example.it')`);
      }
      return o.id as number;
    };
    const paid = await order('paid');
    await order('awaiting_payment');
    await migrate(database);
    const tickets = await rows(
      sql`select t.code, p.order_id from tickets t join participants p on p.id = t.participant_id`,
    );
    expect(tickets.map((t) => t.order_id)).toEqual([paid, paid]);
    for (const t of tickets) expect(String(t.code)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(tickets[0].code).not.toBe(tickets[1].code);
  });
});
