import { ZPublicExpert } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countries, experts } from '../../db/schema/index.ts';
import { storeFile } from '../../plugins/files.ts';
import { demoPdf, demoPng } from '../../seed/demo-files.ts';
import { italyId, signIn, useTestApp } from '../../test/test-app.ts';

/**
 * The public experts directory: published experts only, their public profile only, filters by
 * country, language and name, and the photo only while published. No token is sent.
 */
const { t } = useTestApp({ as: null });

const PRIVATE = {
  email: 'privata@esperti.example',
  email_alternative: 'alt-privata@esperti.example',
  phone: '+39 333 0000000',
  date_of_birth: '1970-01-31',
};
let ids: { giulia: number; hans: number; hidden: number; trashed: number };
let photo: string;
let hiddenPhoto: string;

beforeAll(async () => {
  const admin = await signIn(t.app, 'admin');
  const italy = await italyId(t.app);
  // the migrations load every country
  const [germany] = await t.app.db.select().from(countries).where(eq(countries.code, 'DE'));
  photo = (await storeFile(t.app.db, demoPng('blue'), 'passaporto-giulia.png', admin.id)).name;
  hiddenPhoto = (await storeFile(t.app.db, demoPng('red'), 'segreta.png', admin.id)).name;
  const cv = (await storeFile(t.app.db, demoPdf('CV'), 'cv.pdf', admin.id)).name;
  const user = (await signIn(t.app, 'expert')).id;
  const base = {
    userId: user,
    countryId: italy,
    emailAlternative: PRIVATE.email_alternative,
    email: PRIVATE.email,
    phone: PRIVATE.phone,
    dateOfBirth: PRIVATE.date_of_birth,
    description: 'Descrizione interna',
    practicalExperience: 'Esperienza interna',
    website: 'https://interno.example',
    curriculum: cv,
  };
  const insert = async (values: Partial<typeof experts.$inferInsert>) =>
    (
      await t.app.db
        .insert(experts)
        .values({ ...base, name: '', surname: '', ...values } as typeof experts.$inferInsert)
        .returning({ id: experts.id })
    )[0].id;
  ids = {
    giulia: await insert({
      name: 'Giulia',
      surname: 'Ferrì',
      jobTitle: 'Partner',
      languages: 'Italiano, Inglese',
      education: 'Laurea in Giurisprudenza',
      academicPosition: 'Docente',
      currentProfessionalPosition: 'Partner, Studio Ferri',
      previousPosition: 'Associate',
      professionalQualification: 'Avvocato',
      shortPublication: 'Il contratto di agenzia',
      image: photo,
      published: true,
    }),
    hans: await insert({
      name: 'Hans',
      surname: 'Adler',
      countryId: germany.id,
      languages: 'Tedesco; Inglese',
      published: true,
    }),
    hidden: await insert({
      name: 'Nascosto',
      surname: 'Bianchi',
      languages: 'Italiano',
      image: hiddenPhoto,
      published: false,
    }),
    trashed: await insert({ name: 'Cestinato', surname: 'Neri', published: true, deletedAt: new Date() }),
  };
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/public/experts', () => {
  it('lists the published experts only, by surname, with their public profile and nothing private', async () => {
    const res = await get('/api/public/experts');
    expect(res.statusCode).toBe(200);
    const { experts: list } = res.json();
    expect(list.map((e: { id: number }) => e.id)).toEqual([ids.hans, ids.giulia]);
    expect(list[1]).toEqual({
      id: ids.giulia,
      name: 'Giulia',
      surname: 'Ferrì',
      job_title: 'Partner',
      country: { id: await italyId(t.app), name: expect.any(String) },
      languages: 'Italiano, Inglese',
      education: 'Laurea in Giurisprudenza',
      professional_qualification: 'Avvocato',
      academic_position: 'Docente',
      current_professional_position: 'Partner, Studio Ferri',
      previous_position: 'Associate',
      short_publication: 'Il contratto di agenzia',
      image_url: `/api/public/experts/${ids.giulia}/image`,
    });
    expect(list[0].image_url).toBeNull();
    // nothing private anywhere in the answer: not a value, not a key, not a file name
    for (const secret of [
      ...Object.values(PRIVATE),
      'Descrizione interna',
      'interno.example',
      photo,
      '"user',
      'curriculum',
      'date_of_birth',
    ]) {
      expect(res.body).not.toContain(secret);
    }
    expect(Object.keys(ZPublicExpert.shape)).not.toEqual(expect.arrayContaining(['email']));
  });

  it('filters by country, by language and by name (case and accents ignored)', async () => {
    const ids_ = async (query: string) =>
      (await get(`/api/public/experts?${query}`)).json().experts.map((e: { id: number }) => e.id);
    expect(await ids_(`country=${await italyId(t.app)}`)).toEqual([ids.giulia]);
    expect(await ids_('language=inglese')).toEqual([ids.hans, ids.giulia]);
    expect(await ids_('language=TEDESCO')).toEqual([ids.hans]);
    expect(await ids_('q=ferri')).toEqual([ids.giulia]);
    expect(await ids_('q=giulia%20ferri')).toEqual([ids.giulia]);
    expect(await ids_('q=nascosto')).toEqual([]);
    expect(await ids_('q=%25')).toEqual([]);
  });

  it('names countries and languages in English when the request prefers English, and filters by either name', async () => {
    const english = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-GB,en;q=0.9,it;q=0.5' } });
    const res = await english('/api/public/experts');
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/accept-language/i);
    const [hans, giulia] = res.json().experts;
    expect(giulia).toMatchObject({ country: { name: 'Italy' }, languages: 'Italian, English' });
    expect(hans).toMatchObject({ country: { name: 'Germany' }, languages: 'German, English' });
    // the profile's own text stays as the expert wrote it
    expect(giulia.education).toBe('Laurea in Giurisprudenza');
    const one = (await english(`/api/public/experts/${ids.giulia}`)).json().expert;
    expect(one).toMatchObject({ country: { name: 'Italy' }, languages: 'Italian, English' });
    // the filter the English directory offers finds the experts who wrote the Italian name, and back
    const ids_ = async (query: string) =>
      (await english(`/api/public/experts?${query}`)).json().experts.map((e: { id: number }) => e.id);
    expect(await ids_('language=German')).toEqual([ids.hans]);
    expect(await ids_('language=english')).toEqual([ids.hans, ids.giulia]);
    expect((await get('/api/public/experts?language=German')).json().experts).toHaveLength(1);
    // Italian by default, and for a language the product does not speak
    const italian = (await get(`/api/public/experts/${ids.giulia}`)).json().expert;
    expect(italian).toMatchObject({ country: { name: 'Italia' }, languages: 'Italiano, Inglese' });
    const german = await t.app.inject({
      url: `/api/public/experts/${ids.hans}`,
      headers: { 'accept-language': 'de-DE' },
    });
    expect(german.json().expert).toMatchObject({
      country: { name: 'Germania' },
      languages: 'Tedesco; Inglese',
    });
  });

  it('refuses unknown or malformed query parameters in Italian (400)', async () => {
    for (const query of ['email=x', 'country=abc', 'country=0', `q=${'a'.repeat(101)}`, 'published=false']) {
      const res = await get(`/api/public/experts?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/public/experts/{id}', () => {
  it('answers a published expert and 404 for an unpublished, trashed or unknown one', async () => {
    const res = await get(`/api/public/experts/${ids.giulia}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().expert).toMatchObject({ id: ids.giulia, surname: 'Ferrì' });
    expect(res.body).not.toContain(PRIVATE.email);
    for (const id of [ids.hidden, ids.trashed, 999_999]) {
      expect((await get(`/api/public/experts/${id}`)).statusCode).toBe(404);
    }
  });

  it('serves the photo of a published expert only, named after the expert, never after the upload', async () => {
    const res = await get(`/api/public/experts/${ids.giulia}/image`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(String(res.headers['content-disposition'])).not.toContain('passaporto');
    expect((await get(`/api/public/experts/${ids.hidden}/image`)).statusCode).toBe(404);
    expect((await get(`/api/public/experts/${ids.hans}/image`)).statusCode).toBe(404);
    // documents stay admin-only
    expect((await get(`/api/files/${photo}`)).statusCode).toBe(401);
  });
});
