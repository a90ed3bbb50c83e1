import { beforeAll, describe, expect, it } from 'vitest';
import { storeFile } from '../../plugins/files.ts';
import { demoPdf, demoPng } from '../../seed/demo-files.ts';
import { italyId as italyOf, signIn, useTestApp } from '../../test/test-app.ts';

const { t, user: admin } = useTestApp();
let italyId: number;
let pdf: string;
let png: string;
beforeAll(async () => {
  italyId = await italyOf(t.app);
  pdf = (await storeFile(t.app.db, demoPdf('CV'), 'cv.pdf', admin.id)).name;
  png = (await storeFile(t.app.db, demoPng('blue'), 'me.png', admin.id)).name;
});

const expertUser = () => signIn(t.app, 'expert');
const post = (expert: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/experts', headers: admin.headers, payload: { expert } });
const put = (id: number, expert: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/experts/${id}`,
    headers: { ...admin.headers, ...headers },
    payload: { expert },
  });
const get = (id: number) =>
  t.app.inject({ method: 'GET', url: `/api/experts/${id}`, headers: admin.headers });

describe('experts', () => {
  it('requires name, surname, country_id and user_id', async () => {
    const res = await post({ job_title: 'Avvocato' });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    for (const f of ['name', 'surname', 'country_id', 'user_id'])
      expect(errors[`expert.${f}`]).toBe('Campo obbligatorio');
  });

  it('creates an expert with every field, image and curriculum, and reads it back', async () => {
    const u = await expertUser();
    const full = {
      user_id: u.id,
      country_id: italyId,
      name: 'Giulia',
      surname: 'Ferri',
      job_title: 'Partner',
      date_of_birth: '1975-03-09',
      description: 'Descrizione',
      education: 'Laurea in Giurisprudenza',
      professional_qualification: 'Avvocato cassazionista',
      academic_position: 'Docente',
      current_professional_position: 'Partner',
      previous_position: 'Associate',
      practical_experience: 'Arbitrati ICC',
      email: 'giulia@ferri.it',
      email_alternative: 'g@altro.it',
      phone: '+39 06 1234',
      website: 'https://ferri.it',
      languages: 'Italiano, Inglese',
      short_publication: 'Il contratto di agenzia',
      image: png,
      curriculum: pdf,
      published: true,
    };
    const res = await post(full);
    expect(res.statusCode).toBe(200);
    const expert = res.json().expert;
    expect(expert).toMatchObject({ ...full, version: 1, user_email: u.email });
    expect((await get(expert.id)).json().expert).toEqual(expert);
    const list = await t.app.inject({ method: 'GET', url: '/api/experts?q=ferri', headers: admin.headers });
    expect(list.json().experts[0]).toMatchObject({
      id: expert.id,
      email: 'giulia@ferri.it',
      surname: 'Ferri',
      name: 'Giulia',
    });
    // the user's detail points back at the expert
    const user = await t.app.inject({ method: 'GET', url: `/api/users/${u.id}`, headers: admin.headers });
    expect(user.json().user.expert_id).toBe(expert.id);
  });

  it('defaults the email to the user’s and refuses unknown references with field errors', async () => {
    const u = await expertUser();
    const base = { user_id: u.id, country_id: italyId, name: 'Paolo', surname: 'Neri' };
    expect((await post({ ...base, user_id: 999999 })).json().errors['expert.user_id']).toBe(
      'Utente inesistente',
    );
    expect((await post({ ...base, country_id: 999999 })).json().errors['expert.country_id']).toBe(
      'Paese inesistente',
    );
    expect((await post({ ...base, curriculum: 'missing.pdf' })).statusCode).toBe(400);
    expect((await post({ ...base, curriculum: png })).json().errors['expert.curriculum']).toMatch(
      /doc, docx o pdf/,
    );
    expect((await post({ ...base, image: pdf })).json().errors['expert.image']).toBeTruthy();
    expect((await post({ ...base, date_of_birth: '09/03/1975' })).statusCode).toBe(400);
    const ok = await post(base);
    expect(ok.json().expert.email).toBe(u.email);
    const again = await post(base);
    expect(again.statusCode).toBe(409);
  });

  it('updates with versions and leaves the record untouched on failure', async () => {
    const u = await expertUser();
    const created = (
      await post({ user_id: u.id, country_id: italyId, name: 'Anna', surname: 'Bassi' })
    ).json().expert;
    const ok = await put(
      created.id,
      { ...created, surname: 'Bassini', curriculum: pdf },
      { 'if-match': '1' },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().expert).toMatchObject({ surname: 'Bassini', curriculum: pdf, version: 2 });
    const stale = await put(created.id, { ...created, surname: 'X' }, { 'if-match': '1' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().expert.surname).toBe('Bassini');
    const bad = await put(created.id, { ...created, version: 2, surname: 'Y', curriculum: 'nope.pdf' });
    expect(bad.statusCode).toBe(400);
    expect((await get(created.id)).json().expert).toMatchObject({ surname: 'Bassini', version: 2 });
  });

  it('sorts by surname and deletes to the trash', async () => {
    const names = ['Zorzi', 'Àvoli', 'mancini'];
    for (const surname of names) {
      const u = await expertUser();
      await post({ user_id: u.id, country_id: italyId, name: 'Sort', surname });
    }
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/experts?q=Sort', headers: admin.headers })
    ).json();
    expect(list.experts.map((e: { surname: string }) => e.surname)).toEqual(['Àvoli', 'mancini', 'Zorzi']);
    const id = list.experts[0].id;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/experts/${id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    expect((await get(id)).statusCode).toBe(404);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/experts?q=Sort', headers: admin.headers })
    ).json();
    expect(after.total).toBe(2);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/experts/${id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });
});
