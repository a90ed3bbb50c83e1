import {
  ARBITRATOR_READ_ONLY,
  BILLING_ADDED_FIELDS,
  BILLING_SPEC_FIELDS,
  COMPANY_ADDED_FIELDS,
  COMPANY_READ_ONLY,
  CONFERENCE_KEPT_FIELDS,
  CONFERENCE_READ_ONLY,
  COUPON_READ_ONLY,
  EXPERT_READ_ONLY,
  JUDICIAL_READ_ONLY,
  JUDICIAL_TEXT_ENGLISH_FIELDS,
  SECTION_READ_ONLY,
  USER_READ_ONLY,
} from '@app/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from './seed/context.ts';
import { seedDemo } from './seed/run.ts';
import { useTestApp } from './test/test-app.ts';

/**
 * A PUT replaces the record: it takes every field, or answers 400 naming the one missing (a
 * missing field used to take its default: `PUT /api/invoice-settings {"iban": …}` blanked the
 * issuer and stopped invoicing). A key the record does not have is a 400 naming it. Walks every
 * record a PUT (or the arbitrator's POST) replaces, on the demo data.
 */
const { t, headers } = useTestApp({ seed: (t) => seedDemo(t.app.db), timeout: 120_000 });

type Body = Record<string, unknown>;
interface Replace {
  method: 'PUT' | 'POST';
  url: string;
  /** the record as GET answers it */
  load: () => Promise<Body>;
  /** the body with that record in it */
  wrap: (record: Body) => Body;
  /** the field errors' prefix ("user.") */
  prefix: string;
  /** fields a client may leave out: read-only echoes, the version (If-Match), what the save keeps when absent */
  mayOmit: readonly string[];
  /** who saves it, when not the admin: the demo member */
  as?: () => Promise<Record<string, string>>;
}

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `GET ${url}`).toBe(200);
  return res.json();
};
/** The demo member's session (seed), for the member's own billing. */
let member: Record<string, string> | undefined;
async function memberHeaders() {
  if (member) return member;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD },
  });
  member = { authorization: `Bearer ${res.json().data.auth_token}` };
  return member;
}
const keyed = (key: string) => ({ wrap: (record: Body) => ({ [key]: record }), prefix: `${key}.` });
const version = ['version'];
// the section editor words its required category in English (SPEC)
const MISSING = ['Campo obbligatorio', 'Required'];

const REPLACES: Replace[] = [
  {
    method: 'PUT',
    url: '/api/invoice-settings',
    load: async () => (await get('/api/invoice-settings')).settings,
    ...keyed('settings'),
    mayOmit: [],
  },
  {
    method: 'PUT',
    url: '/api/association/logo',
    load: async () => (await get('/api/association/logo')).logo,
    wrap: (record) => record,
    prefix: '',
    mayOmit: [],
  },
  {
    method: 'PUT',
    url: '/api/waiting-list/settings',
    load: async () => (await get('/api/waiting-list/settings')).settings,
    wrap: (record) => record,
    prefix: '',
    mayOmit: [],
  },
  {
    method: 'PUT',
    url: '/api/association/contact',
    load: async () => (await get('/api/association/contact')).contact,
    wrap: (record) => record,
    prefix: '',
    mayOmit: [],
  },
  {
    method: 'PUT',
    url: '/api/users/2',
    load: async () => (await get('/api/users/2')).user,
    ...keyed('user'),
    // password: never read back, kept when absent; the company's dates and role: kept when absent
    mayOmit: [
      ...USER_READ_ONLY,
      ...version,
      'company_founder',
      'subscription_date_end',
      'subscription_trial_end',
    ],
  },
  {
    method: 'PUT',
    url: '/api/experts/1',
    load: async () => (await get('/api/experts/1')).expert,
    ...keyed('expert'),
    mayOmit: [...EXPERT_READ_ONLY, ...version],
  },
  {
    method: 'POST',
    url: '/api/arbitrators/1',
    load: async () => (await get('/api/arbitrators/1')).arbitrator,
    ...keyed('arbitrator'),
    mayOmit: [...ARBITRATOR_READ_ONLY, ...version],
  },
  {
    method: 'PUT',
    url: '/api/company/:id',
    load: async () => {
      const [row] = (await get('/api/memberships?pageSize=1')).memberships;
      return (await get(`/api/memberships/${row.subscription_id}`)).membership.company;
    },
    ...keyed('company'),
    // the company's own invoicing data, beyond SPEC: kept when left out (RUNNING.md)
    mayOmit: [...COMPANY_READ_ONLY, ...version, ...COMPANY_ADDED_FIELDS],
  },
  {
    method: 'PUT',
    url: '/api/conferences/1',
    load: async () => (await get('/api/conferences/1')).conference,
    ...keyed('conference'),
    // seats left out stay as they are (a SPEC §7 client does not know them)
    // so are the certificate's credits, accrediting body and hours (RUNNING.md "Added in turn 4")
    mayOmit: [...CONFERENCE_READ_ONLY, ...version, ...CONFERENCE_KEPT_FIELDS],
  },
  {
    method: 'PUT',
    url: '/api/sections/1',
    load: async () => (await get('/api/sections/1')).section,
    ...keyed('section'),
    mayOmit: [...SECTION_READ_ONLY, ...version],
  },
  {
    method: 'PUT',
    url: '/api/judicial_documents/1',
    load: async () => (await get('/api/judicial_documents?sort=id')).judicial_documents[0],
    ...keyed('judicial_document'),
    mayOmit: [...JUDICIAL_READ_ONLY, ...version],
  },
  {
    method: 'PUT',
    url: '/api/judicial_texts/1',
    load: async () => (await get('/api/judicial_texts?sort=id')).judicial_texts[0],
    ...keyed('judicial_text'),
    // site_page left out stays as it is (a SPEC client does not know the site's pages)
    mayOmit: [...JUDICIAL_READ_ONLY, ...version, 'site_page', ...JUDICIAL_TEXT_ENGLISH_FIELDS],
  },
  {
    method: 'PUT',
    url: '/api/categories/1',
    load: async () => (await get('/api/categories')).data.find((c: Body) => c.id === 1),
    ...keyed('category'),
    mayOmit: ['id', ...version],
  },
  {
    method: 'PUT',
    url: '/api/languages/:code',
    load: async () => (await get('/api/languages')).data[0],
    ...keyed('language'),
    mayOmit: ['code', ...version],
  },
  {
    method: 'PUT',
    url: '/api/prices',
    load: async () => (await get('/api/prices')).data,
    ...keyed('data'),
    mayOmit: [],
  },
  {
    method: 'PUT',
    url: '/api/coupons/1',
    load: async () => (await get('/api/coupons/1')).coupon,
    ...keyed('coupon'),
    mayOmit: [...COUPON_READ_ONLY, ...version],
  },
  {
    method: 'PUT',
    url: '/api/account/security-settings',
    load: async () => (await get('/api/account/security-settings')).settings,
    wrap: (record) => record,
    prefix: '',
    mayOmit: [],
  },
  {
    method: 'PUT',
    url: '/api/member/billing',
    load: async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/member/me',
        headers: await memberHeaders(),
      });
      return res.json().user.billing_information;
    },
    ...keyed('billing_information'),
    // the PEC, beyond SPEC: kept when left out (RUNNING.md)
    mayOmit: [...BILLING_ADDED_FIELDS],
    as: memberHeaders,
  },
];

/**
 * PUTs that are not "the record as read, sent back": the arbitrator's own save takes only their own
 * fields (its read carries more), and a file is replaced by an upload. Their whole-body rules are
 * tested in features/arbitrators/own-profile.test.ts.
 */
const WALKED_ELSEWHERE = new Set([
  'PUT /api/arbitrator/profile',
  'PUT /api/arbitrator/files/:field',
  // one field, the whole of what they write: features/own-language/own-language.test.ts
  'PUT /api/member/language',
  'PUT /api/arbitrator/language',
  // a partial change by design (name, sharing or state; the list stays): saved-views.test.ts
  'PUT /api/saved-views/:id',
]);

/** The URL of the record loaded (company and language ids come from the data). */
const urlOf = (r: Replace, record: Body) =>
  r.url.replace(':id', String(record.id)).replace(':code', String(record.code));

describe('a PUT replaces the whole record', () => {
  it('every route that replaces a record is walked here', () => {
    const replacing = t.app.routeTable
      .filter((r) => r.method === 'PUT' || (r.method === 'POST' && r.url === '/api/arbitrators/:id'))
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !WALKED_ELSEWHERE.has(route));
    const walked = REPLACES.map((r) => `${r.method} ${r.url.replace(/\/\d+$/, '/:id')}`);
    expect(walked.sort()).toEqual(replacing.sort());
  });

  for (const r of REPLACES) {
    it(`${r.method} ${r.url}: each missing field and each unknown key is a 400 naming it, nothing changes`, async () => {
      const record = await r.load();
      const url = urlOf(r, record);
      const who = r.as ? await r.as() : headers;
      const send = (body: Body) => t.app.inject({ method: r.method, url, headers: who, payload: body });
      const missing: string[] = [];
      for (const field of Object.keys(record).filter((f) => !r.mayOmit.includes(f))) {
        const { [field]: _left, ...rest } = record;
        const res = await send(r.wrap(rest));
        const errors = res.statusCode === 400 ? (res.json().errors ?? {}) : {};
        if (!MISSING.includes(errors[`${r.prefix}${field}`])) {
          missing.push(`${field}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      expect(missing, 'fields a PUT could leave out').toEqual([]);
      const unknown = await send(r.wrap({ ...record, colour: 'blu' }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual({ [`${r.prefix}colour`]: 'Campo non previsto' });
      expect(await r.load()).toEqual(record);
      // and the whole record as it was read is a save
      const whole = await send(r.wrap(record));
      expect(whole.statusCode, whole.body).toBe(200);
    });
  }

  it('PUT /api/users/{id}: billing, when given, comes with every field too', async () => {
    let found: { id: number; user: Body } | undefined;
    for (let id = 2; !found && id < 40; id++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers });
      if (res.statusCode === 200 && res.json().user.billing_information)
        found = { id, user: res.json().user };
    }
    if (!found) throw new Error('no demo user with billing information');
    const { id, user } = found;
    const billing = user.billing_information as Body;
    const send = (body: Body) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers, payload: body });
    const missing: string[] = [];
    for (const field of BILLING_SPEC_FIELDS) {
      const { [field]: _left, ...rest } = billing;
      const res = await send({ user, billing_information: rest });
      if (
        res.statusCode !== 400 ||
        res.json().errors?.[`billing_information.${field}`] !== 'Campo obbligatorio'
      ) {
        missing.push(`${field}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(missing).toEqual([]);
    const whole = await send({ user, billing_information: billing });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json().user.billing_information).toEqual(billing);
  });
});
