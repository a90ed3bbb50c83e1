import { COMPANY_MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, countries, payments, subscriptions, users } from '../../db/schema/index.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let italy: number;
let france: number;
const ids: Record<string, number> = {};
const subIds: Record<string, number> = {};

const STATUSES = ['active', 'trialing', 'canceled', 'unpaid', 'incomplete_expired'] as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app);
  const all = await t.app.db.select({ id: countries.id, code: countries.code }).from(countries);
  italy = all.find((c) => c.code === 'IT')!.id;
  france = all.find((c) => c.code === 'FR')!.id;
  const names = ['beta srl', 'Alfa S.p.A.', 'Gamma Studio', 'delta legal', 'Épsilon Avvocati'];
  for (const [i, name] of names.entries()) {
    const [c] = await t.app.db
      .insert(companies)
      .values({
        name,
        city: 'Milano',
        countryId: italy,
        postalCode: '20121',
        vat: '00488410010',
        stripeCustomerId: i === 4 ? null : `cus_${i}`,
      })
      .returning({ id: companies.id });
    ids[name] = c.id;
    const [s] = await t.app.db
      .insert(subscriptions)
      .values({
        stripeSubscriptionId: `sub_${STATUSES[i]}`,
        companyId: c.id,
        status: STATUSES[i],
        dateStart: '2026-01-01',
        dateEnd: `2026-12-0${i + 1}`,
        trialEnd: STATUSES[i] === 'trialing' ? '2026-01-15' : null,
      })
      .returning({ id: subscriptions.id });
    subIds[STATUSES[i]] = s.id;
  }
  const alfa = ids['Alfa S.p.A.'];
  const profileId = (
    await t.app.db.select({ p: users.profileId }).from(users).where(eq(users.id, admin.id))
  )[0].p;
  await t.app.db.insert(users).values([
    { email: 'zeta@alfa.it', name: 'Zeno', surname: 'Zeta', profileId, companyId: alfa, companyFounder: 0 },
    {
      email: 'bianchi@alfa.it',
      name: 'Bruna',
      surname: 'Bianchi',
      profileId,
      companyId: alfa,
      companyFounder: 0,
    },
    { email: 'rossi@alfa.it', name: 'Rita', surname: 'Rossi', profileId, companyId: alfa, companyFounder: 1 },
    {
      email: 'gone@alfa.it',
      name: 'Gone',
      surname: 'Gone',
      profileId,
      companyId: alfa,
      deletedAt: new Date(),
    },
  ]);
  await t.app.db.insert(payments).values([
    {
      subscriptionId: subIds.trialing,
      stripeInvoiceId: 'in_1',
      status: 'paid',
      paidAt: new Date('2026-02-01T10:00:00Z'),
      amount: 40000,
      couponCode: 'BENVENUTO20',
      discount: 10000,
    },
    { subscriptionId: subIds.trialing, stripeInvoiceId: 'in_2', status: 'failed', amount: 50000 },
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
const put = (id: number, company: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/company/${id}`,
    headers: { ...admin.headers, ...headers },
    payload: { company },
  });

describe('GET /api/memberships', () => {
  it('lists one row per membership, sorted by company name without regard to case', async () => {
    const res = await get('/api/memberships');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.total).toBe(5);
    expect(body.memberships.map((r: { company: string }) => r.company)).toEqual([
      'Alfa S.p.A.',
      'beta srl',
      'delta legal',
      'Épsilon Avvocati',
      'Gamma Studio',
    ]);
    expect(body.memberships[0]).toEqual({
      subscription_id: 'sub_trialing',
      company: 'Alfa S.p.A.',
      status: 'trialing',
      date_end: '2026-12-02',
      membership: true,
      version: 1,
    });
  });

  it('sets the membership flag for active and trialing only', async () => {
    const rows = (await get('/api/memberships?pageSize=50')).json().memberships as {
      status: string;
      membership: boolean;
    }[];
    for (const r of rows) expect(r.membership).toBe(r.status === 'active' || r.status === 'trialing');
  });

  it('filters by each status of the filter', async () => {
    for (const status of STATUSES) {
      const body = (await get(`/api/memberships?status=${status}`)).json();
      expect(body.total).toBe(1);
      expect(body.memberships[0]).toMatchObject({ status, subscription_id: `sub_${status}` });
    }
  });

  it('refuses a status outside the filter with 400', async () => {
    const res = await get('/api/memberships?status=bogus');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('status');
  });

  it('searches company names (accent- and case-insensitive) and subscription ids', async () => {
    expect((await get('/api/memberships?q=EPSILON')).json().memberships[0].company).toBe('Épsilon Avvocati');
    const bySub = (await get('/api/memberships?q=sub_unpaid')).json();
    expect(bySub.total).toBe(1);
    expect(bySub.memberships[0].company).toBe('delta legal');
    expect((await get('/api/memberships?q=nessuna')).json()).toMatchObject({ total: 0, memberships: [] });
  });

  it('pages and sorts by end date', async () => {
    const body = (await get('/api/memberships?sort=-date_end&pageSize=2&page=2')).json();
    expect(body.total).toBe(5);
    expect(body.memberships.map((r: { date_end: string }) => r.date_end)).toEqual([
      '2026-12-03',
      '2026-12-02',
    ]);
    expect((await get('/api/memberships?sort=nope')).statusCode).toBe(400);
  });
});

describe('GET /api/memberships/{subscriptionId}', () => {
  it('answers the membership with its company, users (founder first) and payments', async () => {
    const res = await get('/api/memberships/sub_trialing');
    expect(res.statusCode).toBe(200);
    const m = res.json().membership;
    expect(m).toMatchObject({
      subscription_id: 'sub_trialing',
      membership: true,
      status: 'trialing',
      date_start: '2026-01-01',
      date_end: '2026-12-02',
      trial_end: '2026-01-15',
      customer_url: 'https://dashboard.stripe.com/test/customers/cus_1',
      subscription_url: 'https://dashboard.stripe.com/test/subscriptions/sub_trialing',
    });
    expect(m.company).toMatchObject({
      id: ids['Alfa S.p.A.'],
      name: 'Alfa S.p.A.',
      city: 'Milano',
      postal_code: '20121',
      country: italy,
      vat: '00488410010',
      type: null,
      version: 1,
    });
    expect(m.company.users).toEqual([
      expect.objectContaining({ name: 'Rita', surname: 'Rossi', email: 'rossi@alfa.it', company_founder: 1 }),
      expect.objectContaining({ name: 'Bruna', surname: 'Bianchi', company_founder: 0 }),
      expect.objectContaining({ name: 'Zeno', surname: 'Zeta', company_founder: 0 }),
    ]);
    expect(m.company.users[0].id).toEqual(expect.any(Number));
    expect(m.company.payments).toEqual(
      expect.arrayContaining([
        {
          status: 'paid',
          paid_at: '2026-02-01T10:00:00.000Z',
          amount: 40000,
          coupon_code: 'BENVENUTO20',
          discount: 10000,
          invoice: null,
        },
        { status: 'failed', paid_at: null, amount: 50000, coupon_code: null, discount: 0, invoice: null },
      ]),
    );
  });

  it('accepts the numeric id of the membership as well', async () => {
    const res = await get(`/api/memberships/${subIds.trialing}`);
    expect(res.json().membership.subscription_id).toBe('sub_trialing');
  });

  it('has no customer link when the company has no Stripe customer', async () => {
    const m = (await get('/api/memberships/sub_incomplete_expired')).json().membership;
    expect(m.customer_url).toBeNull();
    expect(m.membership).toBe(false);
    expect(m.company.users).toEqual([]);
    expect(m.company.payments).toEqual([]);
  });

  it('answers 404 for an unknown subscription, and for a trashed company', async () => {
    const res = await get('/api/memberships/sub_missing');
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('error');
    expect((await get('/api/memberships/99999')).statusCode).toBe(404);
    const [c] = await t.app.db
      .insert(companies)
      .values({ name: 'Cestinata', deletedAt: new Date() })
      .returning({ id: companies.id });
    await t.app.db
      .insert(subscriptions)
      .values({ stripeSubscriptionId: 'sub_trashed', companyId: c.id, status: 'active' });
    expect((await get('/api/memberships/sub_trashed')).statusCode).toBe(404);
    expect((await get('/api/memberships?q=sub_trashed')).json().total).toBe(0);
  });
});

describe('PUT /api/company/{id}', () => {
  const company = () => get('/api/memberships/sub_active').then((r) => r.json().membership.company);
  const valid = () => ({
    name: 'Beta S.r.l.',
    type: 'Law firm',
    address: 'Via Roma 1',
    city: 'Torino',
    province: 'TO',
    postal_code: '10121',
    country: italy,
    vat: 'IT 06363391001',
  });

  it('saves the company, bumps its version and records an audit entry', async () => {
    const id = ids['beta srl'];
    const res = await put(id, { ...valid(), version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().company).toMatchObject({ id, name: 'Beta S.r.l.', city: 'Torino', version: 2 });
    // an Italian partita IVA is stored as its 11 digits, IT prefix and spaces dropped
    expect(await company()).toMatchObject({ ...valid(), vat: '06363391001', version: 2 });
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.entity, 'company'));
    expect(audits.some((a) => a.entityId === String(id) && a.action === 'update')).toBe(true);
  });

  it('requires a name', async () => {
    const res = await put(ids['beta srl'], { ...valid(), name: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['company.name']).toBe('Campo obbligatorio');
  });

  it('checks the partita IVA when the country is Italy, and changes nothing on failure', async () => {
    const before = await company();
    const res = await put(ids['beta srl'], { ...valid(), vat: '12345678901', city: 'Napoli' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['company.vat']).toBe(
      'Partita IVA non valida: la cifra di controllo non corrisponde',
    );
    expect(await company()).toEqual(before);
  });

  it('checks the postal code format (CAP in Italy), and accepts foreign VAT numbers abroad', async () => {
    const bad = await put(ids['beta srl'], { ...valid(), postal_code: '1012' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['company.postal_code']).toBe(COMPANY_MSG.capInvalid);
    const abroad = await put(ids['beta srl'], {
      ...valid(),
      country: france,
      vat: 'FR40303265045',
      postal_code: '75008',
    });
    expect(abroad.statusCode).toBe(200);
    expect(await company()).toMatchObject({ vat: 'FR40303265045' });
    const badAbroad = await put(ids['beta srl'], { ...valid(), country: france, postal_code: '75008!!' });
    expect(badAbroad.json().errors['company.postal_code']).toBe('Codice postale non valido');
  });

  it('refuses an unknown country with a field error, not a 500', async () => {
    const res = await put(ids['beta srl'], { ...valid(), country: 999999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['company.country']).toBeDefined();
  });

  it('answers 412 with the current company on a stale version', async () => {
    const current = await company();
    const res = await put(
      ids['beta srl'],
      { ...valid(), name: 'Vecchia' },
      { 'if-match': `"${current.version - 1}"` },
    );
    expect(res.statusCode).toBe(412);
    expect(res.json().company).toMatchObject({
      id: ids['beta srl'],
      version: current.version,
      name: current.name,
    });
    expect((await company()).name).toBe(current.name);
  });

  it('empties optional fields and answers 404 for an unknown or trashed company', async () => {
    const res = await put(ids['beta srl'], {
      name: 'Beta',
      type: '',
      address: '',
      city: null,
      province: null,
      postal_code: null,
      vat: null,
      country: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toMatchObject({
      name: 'Beta',
      type: null,
      vat: null,
      country: null,
      city: null,
    });
    expect((await put(999999, valid())).statusCode).toBe(404);
    const [c] = await t.app.db
      .insert(companies)
      .values({ name: 'Nel cestino', deletedAt: new Date() })
      .returning({ id: companies.id });
    expect((await put(c.id, valid())).statusCode).toBe(404);
  });
});
