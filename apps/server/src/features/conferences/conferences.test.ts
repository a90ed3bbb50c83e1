import { describe, expect, it } from 'vitest';
import {
  conferenceBody,
  createConference,
  inject,
  insertOrder,
  PRICES,
  storedImage,
} from '../../test/fixtures/conferences.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();

const get = (url: string) => inject(t.app, { method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, extra: Record<string, string> = {}) =>
  inject(t.app, { method, url, headers: { ...headers, ...extra }, payload: payload as object });

describe('conferences CRUD', () => {
  it('creates a conference with optionals and workshops, in cents, and reads it back', async () => {
    const image = await storedImage(t.app);
    const body = conferenceBody(image);
    const res = await send('POST', '/api/conferences', { conference: body });
    expect(res.statusCode).toBe(200);
    const { conference } = res.json();
    // every field comes back as it was sent (title 'Congresso di Arbitrato', price 25000 cents…)
    expect(conference).toMatchObject({ ...body, image, version: 1 });
    expect(conference.optionals.map((o: { title: string; price: number }) => [o.title, o.price])).toEqual([
      ['Cena di gala', 8000],
      ['Cocktail di benvenuto', 2000],
    ]);
    expect(conference.workshops).toEqual([
      { id: expect.any(Number), title: 'Clausole arbitrali', seats: null, title_en: null },
    ]);
    const again = await get(`/api/conferences/${conference.id}`);
    expect(again.json()).toEqual({ status: 'success', conference });
  });

  it('lists conferences paginated with title, status, dates and version', async () => {
    await createConference(t.app, headers, { title: 'Zeta inattiva', active: false });
    const res = await get('/api/conferences?pageSize=1&sort=title');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.conferences).toHaveLength(1);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.conferences[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        title: expect.any(String),
        active: expect.any(Boolean),
        version: expect.any(Number),
      }),
    );
    const inactive = (await get('/api/conferences?active=false')).json().conferences;
    expect(inactive.every((c: { active: boolean }) => !c.active)).toBe(true);
    expect(inactive.some((c: { title: string }) => c.title === 'Zeta inattiva')).toBe(true);
    expect((await get('/api/conferences?sort=nope')).statusCode).toBe(400);
  });

  it('updates the tree: keeps, edits, adds and removes optionals and workshops', async () => {
    const c = await createConference(t.app, headers);
    const image = await storedImage(t.app);
    const body = conferenceBody(image, {
      title: 'Nuovo titolo',
      optionals: [
        { id: c.optionals[1].id, title: 'Cocktail', price: 2500 },
        { title: 'Pranzo', price: 3000 },
      ],
      workshops: [],
    });
    const res = await send(
      'PUT',
      `/api/conferences/${c.id}`,
      { conference: body },
      { 'if-match': `"${c.version}"` },
    );
    expect(res.statusCode).toBe(200);
    const updated = res.json().conference;
    expect(updated.version).toBe(c.version + 1);
    expect(updated.optionals[0]).toEqual({
      id: c.optionals[1].id,
      title: 'Cocktail',
      price: 2500,
      title_en: null,
    });
    expect(updated.optionals[1]).toMatchObject({ title: 'Pranzo', price: 3000 });
    expect(updated.optionals).toHaveLength(2);
    expect(updated.workshops).toEqual([]);
  });

  it('answers 412 with the current record on a stale version, and changes nothing', async () => {
    const c = await createConference(t.app, headers);
    const image = await storedImage(t.app);
    const res = await send(
      'PUT',
      `/api/conferences/${c.id}`,
      { conference: conferenceBody(image, { title: 'Vecchio' }) },
      { 'if-match': `"${c.version + 5}"` },
    );
    expect(res.statusCode).toBe(412);
    expect(res.json().conference).toMatchObject({ id: c.id, title: 'Congresso di Arbitrato' });
    expect((await get(`/api/conferences/${c.id}`)).json().conference.version).toBe(c.version);
  });

  it('answers 404 for an unknown conference', async () => {
    expect((await get('/api/conferences/999999')).statusCode).toBe(404);
    const image = await storedImage(t.app);
    expect(
      (await send('PUT', '/api/conferences/999999', { conference: conferenceBody(image) })).statusCode,
    ).toBe(404);
  });
});

describe('conference rules on the server', () => {
  const errorsOf = async (over: Record<string, unknown>) => {
    const image = await storedImage(t.app);
    const res = await send('POST', '/api/conferences', { conference: conferenceBody(image, over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
    return res.json().errors as Record<string, string>;
  };

  it('requires every field with "Campo obbligatorio"', async () => {
    const res = await send('POST', '/api/conferences', { conference: {} });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    for (const f of [
      'title',
      'vat_rule',
      'country',
      'city',
      'description',
      'image',
      'date_start',
      'date_end',
      'price',
    ]) {
      expect(errors[`conference.${f}`], f).toBe('Campo obbligatorio');
    }
  });

  it('refuses an end date before the start', async () => {
    expect((await errorsOf({ date_end: '2026-05-01' }))['conference.date_end']).toBe(
      'La data finale non può essere precedente a quella di inizio',
    );
  });

  it('Italy requires VAT to all, abroad refuses VAT to all', async () => {
    expect((await errorsOf({ country: 'italy', vat_rule: 'italians' }))['conference.vat_rule']).toBe(
      "Se la conferenza è in Italia l'IVA deve essere applicata a tutti gli utenti",
    );
    expect((await errorsOf({ country: 'abroad', vat_rule: 'all' }))['conference.vat_rule']).toBe(
      "Se la conferenza è all'estero l'IVA si applica solo agli utenti italiani",
    );
  });

  it('optionals need title and price, workshops need title', async () => {
    const errors = await errorsOf({ optionals: [{ title: '' }], workshops: [{ title: ' ' }] });
    expect(errors).toMatchObject({
      'conference.optionals.0.title': 'Campo obbligatorio',
      'conference.optionals.0.price': 'Campo obbligatorio',
      'conference.workshops.0.title': 'Campo obbligatorio',
    });
  });

  it('refuses an unknown image and a foreign optional id with 400, creating nothing', async () => {
    const before = (await get('/api/conferences')).json().total;
    const res = await send('POST', '/api/conferences', { conference: conferenceBody('nope.png') });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['conference.image']).toBeTruthy();
    const image = await storedImage(t.app);
    const foreign = await send('POST', '/api/conferences', {
      conference: conferenceBody(image, { optionals: [{ id: 424242, title: 'X', price: 1 }] }),
    });
    expect(foreign.statusCode).toBe(400);
    expect((await get('/api/conferences')).json().total).toBe(before);
  });
});

describe('global prices', () => {
  it('reads the five kinds and saves them (cents)', async () => {
    const res = await get('/api/prices');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual(Object.keys(PRICES).sort());
    const put = await send('PUT', '/api/prices', { data: PRICES });
    expect(put.statusCode).toBe(200);
    expect((await get('/api/prices')).json().data).toEqual(PRICES);
  });

  it('refuses an incomplete or negative price set with 400', async () => {
    const { PRICE_CONFERENCE_GUESTS: _, ...partial } = PRICES;
    const res = await send('PUT', '/api/prices', { data: partial });
    expect(res.statusCode).toBe(400);
    const neg = { ...PRICES, PRICE_CONFERENCE_MEMBER: { price: -1 } };
    expect((await send('PUT', '/api/prices', { data: neg })).statusCode).toBe(400);
  });

  it('saves conference and prices in one transaction: a failing conference leaves the prices unchanged', async () => {
    const before = (await get('/api/prices')).json().data;
    const changed = { ...PRICES, PRICE_CONFERENCE_MEMBER: { price: 12345 } };
    const bad = await send('POST', '/api/conferences', {
      conference: conferenceBody('missing.png'),
      prices: changed,
    });
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/prices')).json().data).toEqual(before);

    const image = await storedImage(t.app);
    const ok = await send('POST', '/api/conferences', { conference: conferenceBody(image), prices: changed });
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/prices')).json().data.PRICE_CONFERENCE_MEMBER).toEqual({ price: 12345 });
  });
});

describe('deleting a conference', () => {
  it('moves a conference without orders to the trash: 404 afterwards, gone from the list', async () => {
    const c = await createConference(t.app, headers, { title: 'Da cancellare' });
    const res = await inject(t.app, { method: 'DELETE', url: `/api/conferences/${c.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/conferences/${c.id}`)).statusCode).toBe(404);
    const list = (await get('/api/conferences?q=Da%20cancellare')).json();
    expect(list.total).toBe(0);
    expect(
      (await inject(t.app, { method: 'DELETE', url: `/api/conferences/${c.id}`, headers })).statusCode,
    ).toBe(404);
  });

  it('refuses (409) a conference that has orders, with an Italian message, keeping it', async () => {
    const c = await createConference(t.app, headers);
    await insertOrder(t.app, c.id, { people: [{ name: 'Ada', surname: 'Rossi', email: 'ada@x.it' }] });
    const res = await inject(t.app, { method: 'DELETE', url: `/api/conferences/${c.id}`, headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Impossibile eliminare la conferenza: ha degli ordini collegati/);
    expect((await get(`/api/conferences/${c.id}`)).statusCode).toBe(200);
  });
});

describe('access', () => {
  it('refuses anonymous callers (401) and non-admins (403)', async () => {
    expect((await inject(t.app, { method: 'GET', url: '/api/conferences' })).statusCode).toBe(401);
    const member = await signIn(t.app, 'client');
    expect(
      (await inject(t.app, { method: 'GET', url: '/api/prices', headers: member.headers })).statusCode,
    ).toBe(403);
  });
});
