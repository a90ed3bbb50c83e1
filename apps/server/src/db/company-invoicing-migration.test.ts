import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../test/test-app.ts';
import { type Database, openDatabase } from './client.ts';
import { migrate, migrationsFolder } from './migrate.ts';

/**
 * The migration that gives companies their own VIES answer and SDI code: a company whose founder's
 * billing described the company itself (the same VAT number) takes its answers; a founder billing
 * as someone else gives the company nothing. Run on a database migrated up to the one before it.
 */
const TAG = 'billing_pec_company_invoicing';
let database: Database;
let drop = async () => {};
let before: string;

beforeAll(async () => {
  const all = migrationsFolder();
  before = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(all, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith(TAG));
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
  it('moves the founder’s VIES and SDI code to the company only where the billing was the company’s', async () => {
    const country = async (code: string) =>
      (await rows(sql`select id from countries where code = ${code}`))[0].id as number;
    const [it_, de] = [await country('IT'), await country('DE')];
    const [profile] = await rows(sql`select id from profiles where name = 'client'`);
    const company = async (name: string, vat: string, countryId: number) =>
      (
        await rows(
          sql`insert into companies (name, vat, country_id) values (${name}, ${vat}, ${countryId}) returning id`,
        )
      )[0].id as number;
    const founder = async (
      companyId: number,
      billing: {
        vat: string | null;
        code: string | null;
        vies: number | null;
        countryId: number;
        territory: string;
      },
    ) => {
      const [u] = await rows(
        sql`insert into users (email, name, surname, profile_id, company_id, company_founder)
            values (${`f${companyId}@example.it`}, 'F', 'F', ${profile.id}, ${companyId}, 1) returning id`,
      );
      await rows(sql`insert into billing_information
        (user_id, territory, invoice_type, vat, country_id, address, postal_code, city, recipient_code, vies)
        values (${u.id}, ${billing.territory}, 'company', ${billing.vat}, ${billing.countryId}, 'Via Roma 1', '20121', 'Milano', ${billing.code}, ${billing.vies})`);
    };
    // the founder billed as the company: the same partita IVA, written otherwise
    const same = await company('Rossi S.r.l.', '06363391001', it_);
    await founder(same, {
      vat: 'IT 06363391001',
      code: 'm5uxcr1',
      vies: null,
      countryId: it_,
      territory: 'Italy',
    });
    // a German company whose founder's billing is the company's, in VIES
    const german = await company('Müller GmbH', 'DE136695976', de);
    await founder(german, { vat: 'de136695976', code: null, vies: 1, countryId: de, territory: 'UE' });
    // the founder bills as someone else: nothing moves
    const other = await company('Bianchi S.r.l.', '00743110157', it_);
    await founder(other, {
      vat: '12345678903',
      code: 'ABCDEF1',
      vies: null,
      countryId: it_,
      territory: 'Italy',
    });

    await migrate(database);
    const after = await rows(
      sql`select id, vies, recipient_code, pec from companies where id in (${same}, ${german}, ${other}) order by id`,
    );
    expect(after).toEqual([
      { id: same, vies: null, recipient_code: 'M5UXCR1', pec: null },
      { id: german, vies: 1, recipient_code: null, pec: null },
      { id: other, vies: null, recipient_code: null, pec: null },
    ]);
    const [billing] = await rows(sql`select count(*)::int as n from billing_information where pec is null`);
    expect(billing.n).toBe(3);
  });
});
