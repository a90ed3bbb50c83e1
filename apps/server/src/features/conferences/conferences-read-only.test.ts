import { describe, expect, it } from 'vitest';
import { conferences } from '../../db/schema/index.ts';
import {
  conferenceBody,
  createConference,
  inject,
  PRICES,
  storedImage,
} from '../../test/fixtures/conferences.ts';
import { expectEchoRules } from '../../test/read-only-saves.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  inject(t.app, { method, url, headers, payload });

describe('conference saves and read-only fields', () => {
  it('PUT takes back the conference it answered (prices too); refuses a changed id or an unknown field', async () => {
    const { id } = await createConference(t.app, headers);
    const prices = (await call('GET', '/api/prices')).json().data;
    await expectEchoRules({
      app: t.app,
      read: async () => (await call('GET', `/api/conferences/${id}`)).json().conference,
      save: (conference) => call('PUT', `/api/conferences/${id}`, { conference, prices }),
      key: 'conference',
      changed: { id: id + 1 },
    });
  });

  it('names an unknown key inside an optional, and beside the conference', async () => {
    const image = await storedImage(t.app);
    const body = conferenceBody(image, { optionals: [{ title: 'Cena', price: 100, vegan: true }] });
    const nested = await call('POST', '/api/conferences', { conference: body });
    expect(nested.json().errors).toEqual({ 'conference.optionals.0.vegan': 'Campo non previsto' });
    const beside = await call('POST', '/api/conferences', { conference: conferenceBody(image), coupon: 'X' });
    expect(beside.json().errors).toEqual({ coupon: 'Campo non previsto' });
  });

  it('POST refuses an id, creating nothing', async () => {
    const before = await t.app.db.select({ id: conferences.id }).from(conferences);
    const res = await call('POST', '/api/conferences', {
      conference: conferenceBody(await storedImage(t.app), { id: 1 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'conference.id': 'Campo non modificabile' });
    expect(await t.app.db.select({ id: conferences.id }).from(conferences)).toHaveLength(before.length);
  });
});

describe('PUT /api/prices and unknown fields', () => {
  it('takes back the prices it answered; refuses an unknown kind or key', async () => {
    await call('PUT', '/api/prices', { data: PRICES });
    await expectEchoRules({
      app: t.app,
      read: async () => (await call('GET', '/api/prices')).json().data,
      save: (data) => call('PUT', '/api/prices', { data }),
      key: 'data',
      changed: {},
    });
    const inner = await call('PUT', '/api/prices', {
      data: { ...PRICES, PRICE_CONFERENCE_MEMBER: { price: 1, currency: 'EUR' } },
    });
    expect(inner.json().errors).toEqual({ 'data.PRICE_CONFERENCE_MEMBER.currency': 'Campo non previsto' });
  });
});
