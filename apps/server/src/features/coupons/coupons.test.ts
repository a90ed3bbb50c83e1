import { COUPON_MSG, MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coupons } from '../../db/schema/index.ts';
import { insertConference } from '../../test/fixtures/transfers.ts';
import { expectEchoRules } from '../../test/read-only-saves.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();
let conferenceId: number;
beforeAll(async () => {
  conferenceId = await insertConference(t.app);
});

const post = (coupon: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/coupons', headers, payload: { coupon } });
// a PUT takes the whole record: what a test does not name is sent empty
const EMPTY = { discount: null, percent: null, conference_id: null, valid_until: null, max_uses: null };
const put = (id: number, coupon: object, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/coupons/${id}`,
    headers: { ...headers, ...extra },
    payload: { coupon: { ...EMPTY, ...coupon } },
  });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
const created = async (coupon: Record<string, unknown>) => {
  const res = await post(coupon);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().coupon as { id: number; version: number } & Record<string, unknown>;
};

describe('coupons', () => {
  it('creates a fixed and a percent coupon, lists them with their conference, reads one back', async () => {
    const fixed = await created({
      code: 'estate-26',
      discount: 5000,
      valid_until: '2026-12-31',
      max_uses: 10,
    });
    expect(fixed).toMatchObject({
      code: 'ESTATE-26',
      discount: 5000,
      percent: null,
      conference_id: null,
      valid_until: '2026-12-31',
      max_uses: 10,
      uses: 0,
      version: 1,
    });
    const percent = await created({ code: 'SOCI15', percent: 15, conference_id: conferenceId });
    expect(percent).toMatchObject({ percent: 15, discount: null, max_uses: null, valid_until: null });

    const list = await get('/api/coupons?q=soci');
    expect(list.json()).toMatchObject({
      status: 'success',
      total: 1,
      coupons: [{ id: percent.id, code: 'SOCI15', conference_id: conferenceId, conference_title: 'Conf' }],
    });
    const all = (await get('/api/coupons?pageSize=100')).json().coupons as {
      id: number;
      conference_title: unknown;
    }[];
    expect(all.find((c) => c.id === fixed.id)?.conference_title).toBeNull();
    expect((await get(`/api/coupons/${fixed.id}`)).json().coupon).toEqual(fixed);
  });

  it('refuses a code already live, whatever its case, with a 409 in Italian; a trashed one frees it', async () => {
    const first = await created({ code: 'Unico', discount: 1000 });
    const again = await post({ code: 'UNICO', percent: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 'error',
      message: COUPON_MSG.duplicate('UNICO'),
      errors: { 'coupon.code': COUPON_MSG.duplicate('UNICO') },
    });
    const other = await created({ code: 'ALTRO', discount: 1000 });
    expect((await put(other.id, { code: 'unico', discount: 1000 })).statusCode).toBe(409);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/coupons/${first.id}`, headers })).statusCode,
    ).toBe(200);
    expect((await get(`/api/coupons/${first.id}`)).statusCode).toBe(404);
    const reused = await created({ code: 'unico', percent: 5 });
    // the trashed one cannot come back while its code is taken
    const restore = await t.app.inject({
      method: 'POST',
      url: `/api/trash/coupon/${first.id}/restore`,
      headers,
    });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().errors).toEqual({ code: 'Il codice è già usato da un altro coupon' });
    expect((await get(`/api/coupons/${reused.id}`)).statusCode).toBe(200);
  });

  it('takes exactly one of amount and percent, within their limits, naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'X1' }, 'coupon.discount', COUPON_MSG.amountOrPercent],
      [{ code: 'X2', discount: 100, percent: 10 }, 'coupon.percent', COUPON_MSG.bothGiven],
      [{ code: 'X3', percent: 0 }, 'coupon.percent', COUPON_MSG.percent],
      [{ code: 'X4', percent: 101 }, 'coupon.percent', COUPON_MSG.percent],
      [{ code: 'X5', percent: 12.5 }, 'coupon.percent', COUPON_MSG.percent],
      [{ code: 'X6', discount: 0 }, 'coupon.discount', COUPON_MSG.discount],
      [{ code: 'X7', discount: 10, max_uses: 0 }, 'coupon.max_uses', COUPON_MSG.maxUses],
      [{ code: 'con spazi', discount: 10 }, 'coupon.code', COUPON_MSG.codeFormat],
      [{ code: '  ', discount: 10 }, 'coupon.code', MSG.required],
      [{ code: 'X8', discount: 10, valid_until: '31/12/2026' }, 'coupon.valid_until', COUPON_MSG.invalidDate],
      [{ code: 'X9', discount: 10, uses: 3 }, 'coupon.uses', MSG.readOnlyField],
      [{ code: 'X10', discount: 10, sconto: 3 }, 'coupon.sconto', MSG.unknownField],
    ];
    for (const [coupon, field, message] of cases) {
      const res = await post(coupon);
      expect(res.statusCode, JSON.stringify(coupon)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(coupon)).toBe(message);
    }
    const unknownConference = await post({ code: 'X11', discount: 10, conference_id: 999_999 });
    expect(unknownConference.statusCode).toBe(400);
    expect(unknownConference.json().errors).toEqual({ 'coupon.conference_id': COUPON_MSG.unknownConference });
    const rows = await t.app.db.select().from(coupons).where(eq(coupons.code, 'X11'));
    expect(rows).toEqual([]);
  });

  it('edits with the version, keeps uses read-only, refuses a cap below the uses so far (409)', async () => {
    const c = await created({ code: 'LIMITE', discount: 2000, max_uses: 5 });
    await t.app.db.update(coupons).set({ uses: 3 }).where(eq(coupons.id, c.id));
    await expectEchoRules({
      app: t.app,
      read: async () => (await get(`/api/coupons/${c.id}`)).json().coupon,
      save: (record) => put(c.id, record),
      key: 'coupon',
      changed: { uses: 4, id: c.id + 1000 },
    });
    const now = (await get(`/api/coupons/${c.id}`)).json().coupon;
    const below = await put(c.id, { ...now, max_uses: 2 });
    expect(below.statusCode).toBe(409);
    expect(below.json().errors).toEqual({ 'coupon.max_uses': COUPON_MSG.maxUsesBelowUses(3) });

    const switched = await put(c.id, { code: 'limite', percent: 20, max_uses: 3, version: now.version });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().coupon).toMatchObject({ percent: 20, discount: null, max_uses: 3, uses: 3 });
    const stale = await put(c.id, { code: 'LIMITE', percent: 25 }, { 'if-match': String(now.version) });
    expect(stale.statusCode).toBe(412);
    // the echo changed nothing, so only the switch to a percent is in the history
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.entity, 'coupon'));
    expect(audit.filter((a) => a.entityId === String(c.id)).map((a) => a.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it('is for admins only', async () => {
    const member = await signIn(t.app, 'client');
    const res = await t.app.inject({ method: 'GET', url: '/api/coupons', headers: member.headers });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/coupons', payload: { coupon: {} } })).statusCode,
    ).toBe(401);
  });
});
