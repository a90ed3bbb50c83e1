import { BILLING_MSG, VAT_OR_FISCAL_CODE_REQUIRED } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, countries, subscriptions, users } from '../../db/schema/index.ts';
import { wholeUser } from '../../test/fixtures/billing-cases.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let italyId: number;
let franceId: number;
let usId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
  const all = await t.app.db.select().from(countries);
  italyId = all.find((c) => c.code === 'IT')!.id;
  franceId = all.find((c) => c.code === 'FR')!.id;
  usId = all.find((c) => c.code === 'US')!.id;
});
afterAll(() => t.close());

/** A whole user, every field a PUT takes (a PUT missing one is a 400). */
const user = wholeUser;
/** Whole billing information, every field (those without a value null). */
const italyBilling = (over: Record<string, unknown> = {}) => ({
  territory: 'Italy',
  invoice_type: 'company',
  company_name: 'Studio Rossi',
  name: null,
  surname: null,
  vies: null,
  vat: '00743110157',
  fiscal_code: 'RSSMRA85T10A562S',
  recipient_code: 'M5UXCR1',
  country: italyId,
  address: 'Via Roma 1',
  postal_code: '20121',
  province: 'MI',
  city: 'Milano',
  ...over,
});

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/users', headers: admin.headers, payload: payload as object });
const put = (id: number, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    headers: { ...admin.headers, ...headers },
    payload: payload as object,
  });
const get = (id: number) => t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: admin.headers });
const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers: admin.headers });

describe('users CRUD', () => {
  it('creates a user with billing in one go and reads every field back, never the password', async () => {
    const res = await post({
      user: user({ password: 'Segreta-2026x', phone: '+39 02 123' }),
      billing_information: italyBilling(),
    });
    expect(res.statusCode).toBe(200);
    const created = res.json().user;
    expect(created).toMatchObject({
      name: 'Mario',
      profile_name: 'client',
      profile_id: 1,
      phone: '+39 02 123',
      membership: false,
      company: null,
      expert_id: null,
      last_reset_password: null,
      billing_information: { territory: 'Italy', vat: '00743110157', country: italyId },
      version: 1,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/password_hash|Segreta/);
    const read = await get(created.id);
    expect(read.json().user).toEqual(created);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, created.id));
    expect(row.passwordHash).toMatch(/^\$argon2id/);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)));
    expect(audits.some((a) => a.entity === 'user' && a.action === 'create')).toBe(true);
  });

  it('creates without billing when it is omitted or all empty', async () => {
    const res = await post({ user: user(), billing_information: { territory: null, city: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.billing_information).toBeNull();
  });

  it('refuses a duplicate email (any case) with 409 and an Italian message, creating nothing', async () => {
    const first = (await post({ user: user({ email: 'dup@example.it' }) })).json().user;
    const res = await post({ user: user({ email: 'DUP@example.it' }), billing_information: italyBilling() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'error', message: 'Email già in uso da un altro utente' });
    expect(res.json().errors['user.email']).toBeTruthy();
    const rows = (await list('q=dup@example.it')).json();
    expect(rows.total).toBe(1);
    const other = (await post({ user: user() })).json().user;
    const clash = await put(other.id, { user: user({ email: 'dup@example.it' }) });
    expect(clash.statusCode).toBe(409);
    expect((await put(first.id, { user: user({ email: 'dup@example.it' }) })).statusCode).toBe(200);
  });

  it('requires name, surname, email and a known profile; refuses bad status', async () => {
    const res = await post({ user: { email: 'x', profile_name: 'boss', status: 'sleeping' } });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors['user.name']).toBe('Campo obbligatorio');
    expect(errors['user.surname']).toBe('Campo obbligatorio');
    expect(errors['user.email']).toBe('Email non valida');
    expect(errors['user.profile_name']).toBe('Campo obbligatorio');
    expect(errors['user.status']).toBeTruthy();
  });

  it('accepts each profile and status', async () => {
    for (const profile_name of ['client', 'expert', 'admin', 'arbitrator']) {
      for (const status of ['trialing', 'active', 'canceled', 'incomplete_expired']) {
        const res = await post({ user: user({ profile_name, status }) });
        expect(res.statusCode).toBe(200);
        expect(res.json().user).toMatchObject({ profile_name, status });
      }
    }
  });

  it('refuses a weak first password and an unknown image with 400', async () => {
    expect((await post({ user: user({ password: 'short' }) })).json().errors['user.password']).toMatch(
      /12 caratteri/,
    );
    const img = await post({ user: user({ image: 'nope.png' }) });
    expect(img.statusCode).toBe(400);
    expect(img.json().errors['user.image']).toBeTruthy();
  });

  it('updates with versions: stale 412 carries the current user, and a failed write changes nothing', async () => {
    const created = (await post({ user: user({ surname: 'Bianchi' }) })).json().user;
    const ok = await put(
      created.id,
      { user: user({ email: created.email, surname: 'Verdi' }), billing_information: italyBilling() },
      { 'if-match': '1' },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ surname: 'Verdi', version: 2 });
    const stale = await put(
      created.id,
      { user: user({ email: created.email, surname: 'Neri' }) },
      { 'if-match': '1' },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().user).toMatchObject({ surname: 'Verdi', version: 2 });
    const bad = await put(created.id, {
      user: user({ email: created.email, surname: 'Gialli', version: 2 }),
      billing_information: italyBilling({ country: 999999 }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['billing_information.country']).toBe('Paese inesistente');
    const after = (await get(created.id)).json().user;
    expect(after).toMatchObject({ surname: 'Verdi', version: 2, billing_information: { country: italyId } });
    expect((await put(999999, { user: user() })).statusCode).toBe(404);
  });

  it('keeps the billing information when a later save omits it', async () => {
    const created = (await post({ user: user(), billing_information: italyBilling() })).json().user;
    const res = await put(created.id, { user: user({ email: created.email, name: 'Luigi' }) });
    expect(res.json().user).toMatchObject({ name: 'Luigi', billing_information: { territory: 'Italy' } });
  });
});

describe('billing rules on the server', () => {
  const billingErrors = async (billing: Record<string, unknown>) => {
    const res = await post({ user: user(), billing_information: billing });
    return { status: res.statusCode, errors: (res.json().errors ?? {}) as Record<string, string> };
  };

  it('accepts valid billing in every territory', async () => {
    expect((await billingErrors(italyBilling())).status).toBe(200);
    const ue = {
      territory: 'UE',
      invoice_type: 'law firm',
      vies: 1,
      vat: 'FR40303265045',
      country: franceId,
      address: 'Rue 1',
      postal_code: '75001',
      city: 'Paris',
    };
    expect((await billingErrors(ue)).status).toBe(200);
    expect((await billingErrors({ ...ue, vies: 0, vat: null, fiscal_code: 'X123' })).status).toBe(200);
    const extra = {
      territory: 'Extra UE',
      invoice_type: 'individual',
      country: usId,
      address: 'a',
      postal_code: '1',
      city: 'c',
    };
    expect((await billingErrors(extra)).status).toBe(200);
  });

  it('names each missing required field', async () => {
    const { status, errors } = await billingErrors({ name: 'Only a name' });
    expect(status).toBe(400);
    for (const f of ['territory', 'invoice_type', 'address', 'postal_code', 'city', 'country']) {
      expect(errors[`billing_information.${f}`]).toBe('Campo obbligatorio');
    }
  });

  it('applies vies, vat, fiscal code and recipient code rules', async () => {
    const ue = {
      territory: 'UE',
      invoice_type: 'company',
      country: franceId,
      address: 'a',
      postal_code: '1',
      city: 'c',
    };
    expect((await billingErrors(ue)).errors['billing_information.vies']).toBe('Campo obbligatorio');
    expect((await billingErrors({ ...ue, vies: 1 })).errors['billing_information.vat']).toBe(
      VAT_OR_FISCAL_CODE_REQUIRED,
    );
    expect((await billingErrors({ ...ue, vies: 0 })).errors['billing_information.fiscal_code']).toBe(
      'Campo obbligatorio',
    );
    const it = await billingErrors(italyBilling({ vat: null, fiscal_code: null, recipient_code: null }));
    expect(it.errors).toMatchObject({
      'billing_information.vat': VAT_OR_FISCAL_CODE_REQUIRED,
      'billing_information.fiscal_code': 'Campo obbligatorio',
      'billing_information.recipient_code': 'Campo obbligatorio',
    });
  });

  it('takes an Italian person or association with a codice fiscale and no partita IVA', async () => {
    const person = italyBilling({ invoice_type: 'individual', company_name: null, vat: null });
    const saved = await post({ user: user(), billing_information: person });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user.billing_information).toMatchObject({
      vat: null,
      fiscal_code: 'RSSMRA85T10A562S',
    });
    const association = italyBilling({ invoice_type: 'association', vat: null, fiscal_code: '97735020584' });
    expect((await post({ user: user(), billing_information: association })).statusCode).toBe(200);
    const company = await billingErrors(italyBilling({ vat: null }));
    expect(company.errors['billing_information.vat']).toBe(VAT_OR_FISCAL_CODE_REQUIRED);
  });

  it('checks Italian codes for check digits, naming the wrong one', async () => {
    expect(
      (await billingErrors(italyBilling({ vat: '00743110158' }))).errors['billing_information.vat'],
    ).toMatch(/Partita IVA non valida/);
    expect(
      (await billingErrors(italyBilling({ fiscal_code: 'RSSMRA85T10A562T' }))).errors[
        'billing_information.fiscal_code'
      ],
    ).toMatch(/Codice fiscale non valido/);
    expect(
      (await billingErrors(italyBilling({ recipient_code: 'AB' }))).errors[
        'billing_information.recipient_code'
      ],
    ).toMatch(/SDI/);
  });

  it('stores an Italian partita IVA as its 11 digits and refuses all zeros', async () => {
    const res = await post({
      user: user(),
      billing_information: italyBilling({ vat: 'IT: 023 312 501 63' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.billing_information.vat).toBe('02331250163');
    const zeros = await billingErrors(italyBilling({ vat: '00000000000' }));
    expect(zeros.errors['billing_information.vat']).toBe(BILLING_MSG.partitaIvaCheck);
  });

  it("checks the user's own fiscal_code as billing does (400 on the field, then 200)", async () => {
    const bad = await post({ user: user({ fiscal_code: 'XXXXXX00X00X000X' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['user.fiscal_code']).toBe(BILLING_MSG.codiceFiscaleFormat);
    const good = await post({ user: user({ fiscal_code: 'rssmra85t10a562s' }) });
    expect(good.statusCode, good.body).toBe(200);
    const created = good.json().user;
    expect(created.fiscal_code).toBe('RSSMRA85T10A562S');
    const wrong = await put(created.id, {
      user: user({ email: created.email, fiscal_code: 'RSSMRA85T10A562T', version: 1 }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors['user.fiscal_code']).toBe(BILLING_MSG.codiceFiscaleCheck);
    const cleared = await put(created.id, {
      user: user({ email: created.email, fiscal_code: '', version: 1 }),
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().user.fiscal_code).toBeNull();
  });
});

describe('users list', () => {
  let companyId: number;
  beforeAll(async () => {
    const [c] = await t.app.db.insert(companies).values({ name: 'Acme Srl', countryId: italyId }).returning();
    companyId = c.id;
    await t.app.db.insert(subscriptions).values([
      { stripeSubscriptionId: 'sub_old', companyId, status: 'canceled', dateEnd: '2020-01-01' },
      { stripeSubscriptionId: 'sub_live', companyId, status: 'trialing', trialEnd: '2027-02-01' },
    ]);
    for (const [name, surname] of [
      ['Zeno', 'zanetti'],
      ['Ada', 'Àlbani'],
      ['Bea', 'Conti'],
    ]) {
      const u = (
        await post({
          user: user({
            name,
            surname,
            email: `${name.toLowerCase()}.${surname === 'Conti' ? 'conti' : 'x'}@list.it`,
            profile_name: 'expert',
            status: 'trialing',
          }),
        })
      ).json().user;
      if (surname === 'Conti')
        await t.app.db.update(users).set({ companyId, companyFounder: 1 }).where(eq(users.id, u.id));
    }
  });

  it('sorts by surname case-insensitively and pages with a total', async () => {
    const body = (await list('q=@list.it&pageSize=2')).json();
    expect(body.total).toBe(3);
    expect(body.users.map((u: { surname: string }) => u.surname)).toEqual(['Àlbani', 'Conti']);
    const page2 = (await list('q=@list.it&pageSize=2&page=2')).json();
    expect(page2.users.map((u: { surname: string }) => u.surname)).toEqual(['zanetti']);
    const desc = (await list('q=@list.it&sort=-surname')).json();
    expect(desc.users[0].surname).toBe('zanetti');
  });

  it('answers the list fields with membership from the company subscription', async () => {
    const rows = (await list('q=bea.conti@list.it')).json().users;
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      email: 'bea.conti@list.it',
      surname: 'Conti',
      name: 'Bea',
      profile_name: 'expert',
      status: 'trialing',
      membership: true,
      membership_expiry: '2027-02-01',
      version: 1,
    });
    const detail = (await get(rows[0].id)).json().user;
    expect(detail).toMatchObject({
      company: { id: companyId, name: 'Acme Srl', country: 'Italia' },
      company_founder: 1,
      subscription_id: 'sub_live',
      subscription_trial_end: '2027-02-01',
      membership: true,
    });
  });

  it('filters by profile, status, membership and accent-insensitive text', async () => {
    expect((await list('q=@list.it&membership=true')).json().total).toBe(1);
    expect((await list('q=@list.it&membership=false')).json().total).toBe(2);
    expect((await list('q=@list.it&profile=expert&status=trialing')).json().total).toBe(3);
    expect((await list('q=@list.it&profile=client')).json().total).toBe(0);
    expect((await list('q=albani')).json().users[0].surname).toBe('Àlbani');
    expect((await list('q=Bea Conti')).json().total).toBe(1);
    expect((await list('profile=boss')).statusCode).toBe(400);
  });
});

describe('delete', () => {
  it('refuses to delete a founder whose company has other members, otherwise trashes and revokes sessions', async () => {
    const [c] = await t.app.db.insert(companies).values({ name: 'Delta Spa' }).returning();
    const founder = await signIn(t.app, 'admin', { companyId: c.id, companyFounder: 1 });
    const member = await signIn(t.app, 'admin', { companyId: c.id, companyFounder: 0 });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${founder.id}`,
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/fondatore/);
    expect((await get(founder.id)).statusCode).toBe(200);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${member.id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await get(member.id)).statusCode).toBe(404);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-token',
      headers: member.headers,
    });
    expect(check.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/${founder.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/${founder.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('frees the email of a deleted user', async () => {
    const u = (await post({ user: user({ email: 'again@example.it' }) })).json().user;
    await t.app.inject({ method: 'DELETE', url: `/api/users/${u.id}`, headers: admin.headers });
    expect((await post({ user: user({ email: 'again@example.it' }) })).statusCode).toBe(200);
  });
});

describe('membership fields', () => {
  it('edits the trial end while the user is trialing and the end date otherwise, and the member type', async () => {
    const [c] = await t.app.db.insert(companies).values({ name: 'Gamma Srl' }).returning();
    const [s] = await t.app.db
      .insert(subscriptions)
      .values({
        stripeSubscriptionId: 'sub_gamma',
        companyId: c.id,
        status: 'trialing',
        trialEnd: '2026-12-01',
        dateEnd: '2027-12-01',
      })
      .returning();
    const u = (await post({ user: user() })).json().user;
    await t.app.db.update(users).set({ companyId: c.id }).where(eq(users.id, u.id));
    const trialing = (over: Record<string, unknown>) =>
      user({
        email: u.email,
        status: 'trialing',
        subscription_trial_end: '2026-12-15',
        company_founder: 1,
        ...over,
      });
    // while trialing the end date is not the one a save writes: refused unless sent as it is
    const refusedEnd = await put(u.id, { user: trialing({ subscription_date_end: '2030-01-01' }) });
    expect(refusedEnd.statusCode).toBe(400);
    expect(refusedEnd.json().errors).toEqual({ 'user.subscription_date_end': 'Campo non modificabile' });
    const res = await put(u.id, { user: trialing({ subscription_date_end: '2027-12-01' }) });
    expect(res.json().user).toMatchObject({
      subscription_trial_end: '2026-12-15',
      subscription_date_end: '2027-12-01',
      company_founder: 1,
    });
    await t.app.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, s.id));
    const res2 = await put(u.id, { user: user({ email: u.email, subscription_date_end: '2028-01-31' }) });
    expect(res2.json().user).toMatchObject({
      subscription_date_end: '2028-01-31',
      subscription_status: 'active',
    });
    const noCompany = (await post({ user: user() })).json().user;
    const refused = await put(noCompany.id, {
      user: user({ email: noCompany.email, subscription_date_end: '2028-01-31' }),
    });
    expect(refused.statusCode).toBe(400);
  });
});
