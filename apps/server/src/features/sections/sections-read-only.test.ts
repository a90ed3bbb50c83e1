import { beforeAll, describe, expect, it } from 'vitest';
import { sections } from '../../db/schema/index.ts';
import { sectionFixtures } from '../../test/fixtures/sections.ts';
import { expectEchoRules } from '../../test/read-only-saves.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t } = useTestApp({ as: null });
let f: Awaited<ReturnType<typeof sectionFixtures>>;
beforeAll(async () => {
  f = await sectionFixtures(t.app);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: f.headers });
const body = (over: Record<string, unknown> = {}) => ({
  category_id: f.categoryIds[0],
  title: 'Sezione',
  rows: [
    {
      title: 'Capitolo',
      content: '',
      documents: [{ title: 'Doc', expert_id: f.expertId, file: { it: f.pdfs[0] } }],
    },
  ],
  ...over,
});

describe('section saves and read-only fields', () => {
  it('PUT takes back the section it answered; refuses a changed id or category name, or an unknown field', async () => {
    const { id } = (await call('POST', '/api/sections', { section: body() })).json().section;
    await expectEchoRules({
      app: t.app,
      read: async () => (await call('GET', `/api/sections/${id}`)).json().section,
      save: (section) => call('PUT', `/api/sections/${id}`, { section }),
      key: 'section',
      changed: { id: id + 1, category_name: 'bilanci' },
    });
  });

  it('names an unknown key inside a chapter or a document', async () => {
    const res = await call('POST', '/api/sections', {
      section: body({ rows: [{ title: 'C', content: '', documents: [{ title: 'D', file: {}, pages: 3 }] }] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'section.rows.0.documents.0.pages': 'Campo non previsto' });
  });

  it('POST refuses an id or a category name, creating nothing', async () => {
    const before = await t.app.db.select({ id: sections.id }).from(sections);
    const withId = await call('POST', '/api/sections', { section: body({ id: 1 }) });
    expect(withId.statusCode).toBe(400);
    expect(withId.json().errors).toEqual({ 'section.id': 'Campo non modificabile' });
    const named = await call('POST', '/api/sections', { section: body({ category_name: 'Arbitrato' }) });
    expect(named.json().errors).toEqual({ 'section.category_name': 'Campo non modificabile' });
    expect(await t.app.db.select({ id: sections.id }).from(sections)).toHaveLength(before.length);
  });
});
