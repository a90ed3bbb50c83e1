import { describe, expect, it } from 'vitest';
import { conferenceBody, inject, storedImage } from '../../test/fixtures/conferences.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * A conference's English title and description, and its optionals' and workshops' English titles
 * (beyond SPEC, RUNNING.md "Added in turn 4"): optional on every write, kept by a save that leaves
 * them out (list items by `id`), answered to the site beside the Italian ones.
 */
const { t, headers } = useTestApp();

type Line = { id: number; title: string; title_en: string | null };
type Conference = {
  id: number;
  version: number;
  title_en: string | null;
  description_en: string | null;
  optionals: (Line & { price: number })[];
  workshops: (Line & { seats: number | null })[];
};

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  inject(t.app, { method, url, headers, payload });
const read = async (id: number) =>
  (await inject(t.app, { method: 'GET', url: `/api/conferences/${id}`, headers })).json()
    .conference as Conference;

/** A conference with every English field written (an upcoming, active one: the site lists it). */
async function englishConference(title = 'Congresso di Arbitrato') {
  const image = await storedImage(t.app);
  const body = conferenceBody(image, {
    title,
    title_en: ' Arbitration Congress ',
    description_en: 'Two days of work',
    date_start: '2099-05-10',
    date_end: '2099-05-12',
    optionals: [
      { title: 'Cena di gala', price: 8000, title_en: 'Gala dinner' },
      { title: 'Cocktail di benvenuto', price: 2000, title_en: '' },
    ],
    workshops: [{ title: 'Clausole arbitrali', title_en: 'Arbitration clauses' }],
  });
  const res = await send('POST', '/api/conferences', { conference: body });
  expect(res.statusCode, res.body).toBe(200);
  return { image, conference: res.json().conference as Conference };
}

/** What a client that knows SPEC's fields only sends back: no English field anywhere. */
function specOnly(image: string, c: Conference, over: Record<string, unknown> = {}) {
  return conferenceBody(image, {
    date_start: '2099-05-10',
    date_end: '2099-05-12',
    optionals: c.optionals.map(({ id, title, price }) => ({ id, title, price })),
    workshops: c.workshops.map(({ id, title }) => ({ id, title })),
    ...over,
  });
}

describe('English fields of a conference', () => {
  it('are saved trimmed, empty as null, and read back', async () => {
    const { conference } = await englishConference();
    expect(conference).toMatchObject({
      title_en: 'Arbitration Congress',
      description_en: 'Two days of work',
    });
    expect(conference.optionals.map((o) => o.title_en)).toEqual(['Gala dinner', null]);
    expect(conference.workshops.map((w) => w.title_en)).toEqual(['Arbitration clauses']);
    expect(await read(conference.id)).toEqual(conference);
  });

  it('are kept by a save that leaves them out, optionals and workshops matched by id', async () => {
    const { image, conference: c } = await englishConference();
    // the optionals in the other order, a new one, and a new Italian title for the workshop
    const [dinner, cocktail] = c.optionals;
    const body = specOnly(image, c, {
      title: 'Congresso 2099',
      optionals: [
        { id: cocktail.id, title: cocktail.title, price: cocktail.price },
        { id: dinner.id, title: 'Cena', price: dinner.price },
        { title: 'Pranzo', price: 3000 },
      ],
      workshops: [{ id: c.workshops[0].id, title: 'Clausole' }],
    });
    const res = await send('PUT', `/api/conferences/${c.id}`, { conference: body });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().conference as Conference;
    expect(saved).toMatchObject({ title_en: 'Arbitration Congress', description_en: 'Two days of work' });
    expect(saved.optionals.map((o) => [o.title, o.title_en])).toEqual([
      ['Cocktail di benvenuto', null],
      ['Cena', 'Gala dinner'],
      ['Pranzo', null],
    ]);
    expect(saved.workshops.map((w) => [w.title, w.title_en])).toEqual([['Clausole', 'Arbitration clauses']]);

    // sent, they are written: null or empty clears, a new text replaces
    const cleared = await send('PUT', `/api/conferences/${c.id}`, {
      conference: specOnly(image, saved, {
        title_en: null,
        description_en: '  ',
        optionals: saved.optionals.map(({ id, title, price }) => ({ id, title, price, title_en: null })),
        workshops: saved.workshops.map(({ id, title }) => ({ id, title, title_en: 'Clauses' })),
      }),
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const after = cleared.json().conference as Conference;
    expect(after).toMatchObject({ title_en: null, description_en: null });
    expect(after.optionals.every((o) => o.title_en === null)).toBe(true);
    expect(after.workshops[0].title_en).toBe('Clauses');
  });

  it('are refused too long with a 400 naming the field, in Italian, and nothing is saved', async () => {
    const { image, conference: c } = await englishConference();
    const res = await send('PUT', `/api/conferences/${c.id}`, {
      conference: specOnly(image, c, {
        title_en: 'x'.repeat(201),
        description_en: 'x'.repeat(20_001),
        optionals: [{ id: c.optionals[0].id, title: 'Cena', price: 100, title_en: 'x'.repeat(201) }],
        workshops: [{ id: c.workshops[0].id, title: 'W', title_en: 42 }],
      }),
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string>;
    expect(errors['conference.title_en']).toBe('Testo troppo lungo (massimo 200 caratteri)');
    expect(errors['conference.description_en']).toBe('Testo troppo lungo (massimo 20.000 caratteri)');
    expect(errors['conference.optionals.0.title_en']).toBe('Testo troppo lungo (massimo 200 caratteri)');
    expect(errors['conference.workshops.0.title_en']).toMatch(/^[A-Z][a-zà-ù ]+/);
    expect(errors['conference.workshops.0.title_en']).not.toMatch(/expected|invalid/i);
    expect((await read(c.id)).title_en).toBe('Arbitration Congress');
  });

  it('show in the Storico under Italian labels', async () => {
    const { image, conference: c } = await englishConference();
    const res = await send('PUT', `/api/conferences/${c.id}`, {
      conference: specOnly(image, c, {
        title_en: 'The Arbitration Congress',
        optionals: c.optionals.map(({ id, title, price }, i) => ({
          id,
          title,
          price,
          ...(i === 0 ? { title_en: 'Dinner' } : {}),
        })),
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const history = await inject(t.app, { method: 'GET', url: `/api/activity/conference/${c.id}`, headers });
    const [update] = history.json().timeline.entries as { action: string; fields: unknown[] }[];
    expect(update.action).toBe('update');
    expect(update.fields).toEqual(
      expect.arrayContaining([
        {
          field: 'title_en',
          label: 'Titolo (inglese)',
          before: 'Arbitration Congress',
          after: 'The Arbitration Congress',
        },
        {
          field: 'optionals',
          label: 'Optional',
          before: expect.stringContaining('Cena di gala (€ 80,00; inglese: Gala dinner)'),
          after: expect.stringContaining('Cena di gala (€ 80,00; inglese: Dinner)'),
        },
      ]),
    );
  });
});

describe('the public catalogue', () => {
  it('answers the English fields beside the Italian ones, null where none is written', async () => {
    const { conference: c } = await englishConference('Catalogo inglese');
    const list = await inject(t.app, { method: 'GET', url: '/api/public/conferences' });
    const listed = list.json().conferences.find((x: { id: number }) => x.id === c.id);
    const detail = (await inject(t.app, { method: 'GET', url: `/api/public/conferences/${c.id}` })).json()
      .conference;
    for (const answer of [listed, detail]) {
      expect(answer).toMatchObject({
        title: 'Catalogo inglese',
        title_en: 'Arbitration Congress',
        description_en: 'Two days of work',
        optionals: [
          { title: 'Cena di gala', title_en: 'Gala dinner' },
          { title: 'Cocktail di benvenuto', title_en: null },
        ],
        workshops: [{ title: 'Clausole arbitrali', title_en: 'Arbitration clauses' }],
      });
    }
    const image = await storedImage(t.app);
    const italianOnly = await send('POST', '/api/conferences', {
      conference: conferenceBody(image, { date_start: '2099-06-01', date_end: '2099-06-02' }),
    });
    const id = italianOnly.json().conference.id;
    const plain = (await inject(t.app, { method: 'GET', url: `/api/public/conferences/${id}` })).json()
      .conference;
    expect(plain).toMatchObject({ title_en: null, description_en: null });
    expect(plain.optionals.every((o: Line) => o.title_en === null)).toBe(true);
  });
});
