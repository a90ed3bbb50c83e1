import { kindOfSearchKind, SEARCH_KIND_LIST } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arbitrators,
  billingInformation,
  companies,
  conferences,
  files,
  orders,
  profiles,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { countryId } from '../../test/fixtures/accountant.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signIn(t.app)).headers;
  const db = t.app.db;
  const [p] = await db.select().from(profiles).where(eq(profiles.name, 'client'));
  const [company] = await db
    .insert(companies)
    .values({ name: 'Società Àlfa Srl', vat: 'IT01234567890', stripeCustomerId: 'cus_Search1' })
    .returning();
  const [bare] = await db.insert(companies).values({ name: 'Beta & Figli' }).returning();
  await db
    .insert(subscriptions)
    .values({ stripeSubscriptionId: 'sub_Search1', companyId: company.id, status: 'active' });
  const [u] = await db
    .insert(users)
    .values({
      email: 'n.bianchi@studio.it',
      name: 'Nicolò',
      surname: 'Bìanchi',
      fiscalCode: 'BNCNCL80A01H501U',
      profileId: p.id,
    })
    .returning();
  await db.insert(users).values({
    email: 'gone@x.it',
    name: 'Nicolò',
    surname: 'Cestinato',
    profileId: p.id,
    deletedAt: new Date(),
  });
  const [a] = await db
    .insert(arbitrators)
    .values({ email: 'arb.search@x.it', name: 'Érica', surname: 'Giudice' })
    .returning();
  await db.insert(files).values({
    name: 's.png',
    originalName: 's.png',
    contentType: 'image/png',
    size: 1,
    sha256: 'x',
    data: Buffer.from('x'),
  });
  const [c] = await db
    .insert(conferences)
    .values({
      title: 'Congresso di Città',
      vatRule: 'all',
      country: 'italy',
      city: 'Roma',
      description: 'd',
      image: 's.png',
      dateStart: '2027-03-01',
      dateEnd: '2027-03-02',
      price: 0,
    })
    .returning();
  const [o] = await db.insert(orders).values({ conferenceId: c.id, price: 100 }).returning();
  Object.assign(ids, {
    company: company.id,
    bare: bare.id,
    user: u.id,
    arbitrator: a.id,
    conference: c.id,
    order: o.id,
  });
});
afterAll(() => t.close());

const search = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as {
    kind: string;
    id: string;
    label: string;
    detail: string | null;
    url: string;
  }[];
};

describe('GET /api/search', () => {
  it('finds users by part of the name, accent- and case-insensitively, and opens them', async () => {
    for (const q of ['nicolo', 'NICOLÒ', 'bianchi', 'nicolo bianchi', 'studio.it', 'bncncl']) {
      expect(await search(q), q).toContainEqual({
        kind: 'user',
        id: String(ids.user),
        label: 'Nicolò Bìanchi',
        detail: 'n.bianchi@studio.it',
        url: `/users/${ids.user}`,
      });
    }
    expect((await search('cestinato')).filter((r) => r.kind === 'user')).toEqual([]);
  });

  it('finds a member by the partita IVA or codice fiscale of their billing, typed whole, and says so', async () => {
    const db = t.app.db;
    const [firm] = await db
      .insert(users)
      .values({ email: 'studio.rossi@pec.it', name: 'Anna', surname: 'Rossi', profileId: 1 })
      .returning();
    await db.insert(billingInformation).values({
      userId: firm.id,
      territory: 'Italy',
      invoiceType: 'law firm',
      companyName: 'Studio Legale Rossi',
      vat: '07643520567',
      fiscalCode: 'RSSNNA75C41F205Z',
      countryId: await countryId(t.app, 'IT'),
      address: 'Via Manzoni 1',
      postalCode: '20121',
      city: 'Milano',
    });
    const expected = (matched: string) => ({
      kind: 'user',
      id: String(firm.id),
      label: 'Anna Rossi',
      detail: 'studio.rossi@pec.it',
      matched,
      url: `/users/${firm.id}`,
    });
    for (const q of ['07643520567', 'IT07643520567', 'it 0764 3520 567']) {
      expect(await search(q), q).toContainEqual(expected('Partita IVA: 07643520567'));
    }
    expect(await search('rssnna75c41f205z')).toContainEqual(expected('Codice fiscale: RSSNNA75C41F205Z'));
    // a part of an identifier is not one: nothing is looked up
    expect((await search('0764352')).filter((r) => r.kind === 'user')).toEqual([]);
  });

  it('finds companies by name or VAT, memberships by Stripe ids', async () => {
    for (const q of ['societa alfa', '01234567', 'cus_search1']) {
      expect(await search(q), q).toContainEqual(
        expect.objectContaining({
          kind: 'company',
          id: String(ids.company),
          url: '/memberships/sub_Search1',
        }),
      );
    }
    expect(await search('sub_search')).toContainEqual({
      kind: 'membership',
      id: 'sub_Search1',
      label: 'sub_Search1',
      detail: 'Società Àlfa Srl',
      url: '/memberships/sub_Search1',
    });
    expect(await search('beta &')).toContainEqual(
      expect.objectContaining({ kind: 'company', url: '/memberships?q=Beta%20%26%20Figli' }),
    );
  });

  it('finds conferences by title, orders by number, arbitrators by name or email', async () => {
    expect(await search('citta')).toContainEqual(
      expect.objectContaining({
        kind: 'conference',
        url: `/conference/${ids.conference}`,
        detail: '2027-03-01',
      }),
    );
    expect(await search(String(ids.order))).toContainEqual({
      kind: 'order',
      id: String(ids.order),
      label: `Ordine #${ids.order}`,
      detail: 'Congresso di Città',
      url: `/order/${ids.order}`,
    });
    for (const q of ['erica giudice', 'arb.search']) {
      expect(await search(q), q).toContainEqual(
        expect.objectContaining({
          kind: 'arbitrator',
          label: 'Érica Giudice',
          url: `/arbitrators/${ids.arbitrator}`,
        }),
      );
    }
  });

  it('answers only the registry’s search kinds, one each at least, with a web link', async () => {
    const queries = ['nicolo', 'societa', 'sub_search', 'citta', 'erica', String(ids.order)];
    const results = (await Promise.all(queries.map(search))).flat();
    expect(new Set(results.map((r) => r.kind))).toEqual(new Set(SEARCH_KIND_LIST));
    for (const r of results) {
      expect(kindOfSearchKind(r.kind), r.kind).toBeDefined();
      expect(r.url, r.kind).toMatch(/^\/[a-z-]+/);
    }
  });

  it('treats LIKE wildcards literally and validates q', async () => {
    expect(await search('%%')).toEqual([]);
    expect(await search('__')).toEqual([]);
    expect(await search('a')).toEqual([]);
    for (const q of ['', '%20', 'x'.repeat(101)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${q}`, headers });
      expect(res.statusCode, q).toBe(400);
    }
    // search has no filters: a parameter it does not know is refused, not ignored
    const res = await t.app.inject({ method: 'GET', url: '/api/search?q=abc&kind=user', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Dati non validi', errors: { kind: 'Campo non previsto' } });
  });

  it('can use the trigram indexes', async () => {
    await t.app.db.execute(sql`set enable_seqscan = off`);
    const plan = await t.app.db.execute(
      sql`explain select id from users where f_unaccent(lower(name || ' ' || surname)) like '%nicolo%'`,
    );
    await t.app.db.execute(sql`set enable_seqscan = on`);
    expect(JSON.stringify((plan as unknown as { rows: unknown[] }).rows)).toContain('users_fullname_trgm');
  });

  it('is for admins only', async () => {
    const member = await signIn(t.app, 'client');
    expect((await t.app.inject({ method: 'GET', url: '/api/search?q=abc' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/search?q=abc', headers: member.headers })).statusCode,
    ).toBe(403);
  });
});
