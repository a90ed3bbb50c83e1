import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countries } from '../../db/schema/index.ts';
import {
  conferenceBody,
  createConference,
  inject,
  PRICES,
  storedImage,
} from '../../test/fixtures/conferences.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t, headers, user: admin } = useTestApp();

const get = async (url: string) => {
  const res = await inject(t.app, { method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await inject(t.app, { method, url, headers, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const lines = (entry: { fields: { label: string; before: string; after: string }[] }) =>
  entry.fields.map((f) => `${f.label}: ${f.before} → ${f.after}`);

async function countryId(code: string) {
  const [row] = await t.app.db.select({ id: countries.id }).from(countries).where(eq(countries.code, code));
  return row.id;
}

describe('the Storico and the activity page read like the editors', () => {
  it('names countries, formats booleans and leaves internal fields out', async () => {
    // the territory follows the country: two countries outside the EU, billed Extra UE
    const switzerland = await countryId('CH');
    const { user } = await send('POST', '/api/users', {
      user: {
        name: 'Lia',
        surname: 'Storia',
        email: 'lia@storico.it',
        profile_name: 'client',
        status: 'active',
      },
      billing_information: {
        territory: 'Extra UE',
        invoice_type: 'company',
        company_name: 'Studio Storia',
        country: switzerland,
        address: 'Bahnhofstrasse 1',
        postal_code: '8001',
        city: 'Zurigo',
      },
    });
    await send('PUT', `/api/users/${user.id}`, {
      user: { ...user, speaker: true },
      billing_information: { ...user.billing_information, country: await countryId('US') },
    });

    const { timeline } = await get(`/api/activity/user/${user.id}`);
    const [update, create] = timeline.entries;
    expect(update).toMatchObject({ action: 'update', actor_email: admin.email });
    expect(lines(update)).toEqual(['Speaker: No → Sì', 'Fatturazione · Paese: Svizzera → Stati Uniti']);
    expect(create.action).toBe('create');
    const created = lines(create);
    expect(created).toContain('Fatturazione · Paese: — → Svizzera');
    expect(created).toContain('Stato: — → Attiva');
    expect(created.join('\n')).not.toMatch(/\bid\b|version|password|\{/i);

    // the activity page answers the same lines
    const { activity } = await get(`/api/activity?entity=user&q=${user.id}&pageSize=500`);
    const listed = activity.find((e: { id: number }) => e.id === update.id);
    expect(listed.fields).toEqual(update.fields);
  });

  it('shows a conference price in euro and its dates as dd/MM/yyyy', async () => {
    const c = await createConference(t.app, headers);
    const image = await storedImage(t.app);
    const body = conferenceBody(image, { price: 31050, date_end: '2030-06-13', optionals: c.optionals });
    await send('PUT', `/api/conferences/${c.id}`, { conference: { ...body, version: c.version } });
    const { timeline } = await get(`/api/activity/conference/${c.id}`);
    const texts = lines(timeline.entries[0]);
    expect(texts).toContain('Prezzo intero: € 250,00 → € 310,50');
    expect(texts).toContain('Data fine: 12/05/2026 → 13/06/2030');
  });

  it('logs nothing for a save that changed nothing, prices sent back as they were included', async () => {
    await send('PUT', '/api/prices', { data: PRICES });
    const c = await createConference(t.app, headers);
    const count = async () => (await get(`/api/activity?actor=${admin.id}&pageSize=1`)).total;
    const before = await count();

    const { conference } = await get(`/api/conferences/${c.id}`);
    const { id: _id, version, ...unchanged } = conference;
    await send('PUT', `/api/conferences/${c.id}`, { conference: { ...unchanged, version }, prices: PRICES });
    await send('PUT', '/api/prices', { data: PRICES });
    expect(await count()).toBe(before);

    // a real change to the global prices is logged, in euro
    await send('PUT', '/api/prices', {
      data: { ...PRICES, PRICE_CONFERENCE_GUESTS: { price: PRICES.PRICE_CONFERENCE_GUESTS.price + 1000 } },
    });
    const { activity } = await get(`/api/activity?actor=${admin.id}&entity=prices&pageSize=1`);
    expect(activity[0].fields).toHaveLength(1);
    expect(activity[0].fields[0].after).toMatch(/^€ \d/);
  });
});
