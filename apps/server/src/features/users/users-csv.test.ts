import { MAX_PAGE_SIZE } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema/index.ts';
import { parseCsv } from '../../test/csv-parse.ts';
import { useTestApp } from '../../test/test-app.ts';
import { readWorkbook } from '../../test/xlsx-read.ts';

const { t, headers } = useTestApp({
  seed: async ({ app }) => {
    const [client] = await app.db.select().from(profiles).where(eq(profiles.name, 'client'));
    // more than one page of the list, so the file is read page by page
    const many = Array.from({ length: MAX_PAGE_SIZE + 20 }, (_, i) => ({
      email: `csv.${String(i).padStart(4, '0')}@example.it`,
      name: 'Export',
      surname: `Csv${String(i).padStart(4, '0')}`,
      profileId: client.id,
      status: i % 2 === 0 ? 'active' : 'canceled',
    }));
    await app.db.insert(users).values(many);
    await app.db.insert(users).values({
      email: 'formula@example.it',
      name: '=HYPERLINK("x")',
      surname: 'Formula',
      profileId: client.id,
    });
  },
});

const csv = (query: string) => t.app.inject({ method: 'GET', url: `/api/users/csv?${query}`, headers });

describe('GET /api/users/csv: the list as a file', () => {
  it('holds every row the filters select, in the list order, not one page', async () => {
    const res = await csv('q=Export&status=active&sort=surname&page=3&pageSize=5');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="utenti.csv"');
    const expected = Math.ceil((MAX_PAGE_SIZE + 20) / 2);
    expect(res.headers['x-total-rows']).toBe(String(expected));
    expect(
      res.body.startsWith('\uFEFFCognome;Nome;Email;Profilo;Stato;Membership;Scadenza membership\r\n'),
    ).toBe(true);
    const [, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(expected);
    expect(rows[0]).toEqual([
      'Csv0000',
      'Export',
      'csv.0000@example.it',
      'Member',
      'Attiva',
      'Non Attiva',
      '',
    ]);
    const surnames = rows.map((r) => r[0]);
    expect(surnames).toEqual([...surnames].sort());
    expect(new Set(surnames).size).toBe(expected);
  });

  it('neutralises a cell that would run as a formula', async () => {
    const res = await csv('q=formula');
    expect(res.body).toContain(`'=HYPERLINK(""x"")`);
  });

  it('refuses a filter the list does not have, and answers only admins', async () => {
    const bad = await csv('colour=red');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { colour: 'Campo non previsto' } });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/users/csv' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/users/xlsx: the list as a workbook', () => {
  it('holds the same rows as the CSV, typed, with the date as a date', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/xlsx?q=Export&status=active&sort=surname',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="utenti.xlsx"');
    const [sheet] = await readWorkbook(res.rawPayload);
    expect(sheet.name).toBe('Utenti');
    expect(sheet.rows[0]).toEqual([
      'Cognome',
      'Nome',
      'Email',
      'Profilo',
      'Stato',
      'Membership',
      'Scadenza membership',
    ]);
    expect(sheet.rows).toHaveLength(1 + Math.ceil((MAX_PAGE_SIZE + 20) / 2));
    expect(sheet.rows[1].slice(0, 6)).toEqual([
      'Csv0000',
      'Export',
      'csv.0000@example.it',
      'Member',
      'Attiva',
      'Non Attiva',
    ]);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/xlsx' })).statusCode).toBe(401);
  });
});
