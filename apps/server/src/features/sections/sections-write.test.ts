import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { sectionFixtures } from '../../test/fixtures/sections.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

const { t } = useTestApp({ as: null });
let f: Awaited<ReturnType<typeof sectionFixtures>>;
beforeAll(async () => {
  f = await sectionFixtures(t.app);
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, extra = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers: { ...f.headers, ...extra } });

const tree = () => [
  {
    title: 'Primo',
    content: 'Descrizione del primo',
    documents: [
      { title: 'Regolamento', expert_id: f.expertId, file: { it: f.pdfs[0], en: f.pdfs[1] } },
      { title: 'Allegato', expert_id: null, file: {} },
    ],
  },
  {
    title: 'Secondo',
    content: '',
    documents: [{ title: 'Modulo', expert_id: null, file: { fr: f.pdfs[2] } }],
  },
];

async function create(section: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/sections', {
    section: { category_id: f.categoryIds[0], title: 'Sezione', rows: tree(), ...section },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().section;
}

describe('create and read a section', () => {
  it('answers the new section with its id, version and the whole tree in order', async () => {
    const created = await create();
    expect(created).toMatchObject({
      id: expect.any(Number),
      version: 1,
      category_id: f.categoryIds[0],
      category_name: 'Arbitrato',
      title: 'Sezione',
      rows: tree(),
    });
    const read = await call('GET', `/api/sections/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ status: 'success', section: created });
  });

  it('takes a section with only a category: title, chapters and documents are optional', async () => {
    const res = await call('POST', '/api/sections', { section: { category_id: f.categoryIds[1] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().section).toMatchObject({ title: '', rows: [] });
    const partial = await create({ rows: [{ documents: [{}] }] });
    expect(partial.rows).toEqual([
      { title: '', content: '', documents: [{ title: '', expert_id: null, file: {} }] },
    ]);
  });

  it('records the create in the audit log', async () => {
    const created = await create({ title: 'Auditata' });
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'section'), eq(auditLog.entityId, String(created.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', actorId: f.admin.id });
  });

  it('answers 404 for a section that does not exist', async () => {
    expect((await call('GET', '/api/sections/999999')).statusCode).toBe(404);
    expect(
      (
        await call('PUT', '/api/sections/999999', {
          section: { category_id: f.categoryIds[0], title: '', rows: [] },
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/api/sections/999999')).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sections' })).statusCode).toBe(401);
    const client = await signIn(t.app, 'client');
    const res = await t.app.inject({ method: 'GET', url: '/api/sections', headers: client.headers });
    expect(res.statusCode).toBe(403);
  });
});

describe('validation', () => {
  const countSections = async () => (await call('GET', '/api/sections')).json().total as number;

  it('requires category_id with "Required"', async () => {
    for (const section of [{ title: 'x' }, { title: 'x', category_id: null }]) {
      const res = await call('POST', '/api/sections', { section });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', errors: { 'section.category_id': 'Required' } });
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('refuses unknown category, expert, language and file with field errors, writing nothing', async () => {
    const before = await countSections();
    const res = await call('POST', '/api/sections', {
      section: {
        category_id: 987654,
        rows: [
          {
            documents: [
              { expert_id: 987654, file: { it: 'ffffffffffffffffffffffffffffffff.pdf' } },
              { expert_id: f.trashedExpertId, file: { xx: f.pdfs[0], en: f.image } },
            ],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'section.category_id': 'Categoria inesistente',
      'section.rows.0.documents.0.expert_id': 'Esperto inesistente',
      'section.rows.0.documents.0.file.it': 'File inesistente',
      'section.rows.0.documents.1.expert_id': 'Esperto inesistente',
      'section.rows.0.documents.1.file.xx': 'Lingua inesistente',
      'section.rows.0.documents.1.file.en': 'Il file deve essere un pdf, doc o docx',
    });
    expect(await countSections()).toBe(before);
  });

  it('refuses malformed bodies with 400, never 500', async () => {
    for (const payload of [
      {},
      { section: 'x' },
      { section: { category_id: 'abc' } },
      { section: { category_id: f.categoryIds[0], rows: [{ documents: [{ file: ['a'] }] }] } },
      { section: { category_id: f.categoryIds[0], rows: [{ documents: [{ file: { 'e n': 'x' } }] }] } },
    ]) {
      const res = await call('POST', '/api/sections', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('update', () => {
  it('replaces the whole tree, keeps the new order and moves the version on', async () => {
    const created = await create();
    const [first, second] = tree();
    const rows = [
      {
        ...second,
        documents: [...second.documents, { title: 'Nuovo', expert_id: f.expertId, file: { en: f.pdfs[3] } }],
      },
      { ...first, documents: [first.documents[1], first.documents[0]] },
    ];
    const res = await call('PUT', `/api/sections/${created.id}`, {
      section: { category_id: f.categoryIds[2], title: 'Rinominata', rows, version: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().section).toMatchObject({
      version: 2,
      category_name: 'Contratti',
      title: 'Rinominata',
      rows,
    });
    expect((await call('GET', `/api/sections/${created.id}`)).json().section.rows).toEqual(rows);
  });

  it('answers 412 with the current section when the version is old (If-Match or body)', async () => {
    const created = await create();
    const body = { section: { category_id: f.categoryIds[0], title: 'Prima', rows: [] } };
    expect((await call('PUT', `/api/sections/${created.id}`, body, { 'if-match': '1' })).statusCode).toBe(
      200,
    );
    const stale = await call('PUT', `/api/sections/${created.id}`, body, { 'if-match': '1' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().section).toMatchObject({ id: created.id, version: 2, title: 'Prima' });
    const staleBody = await call('PUT', `/api/sections/${created.id}`, {
      section: { ...body.section, version: 1 },
    });
    expect(staleBody.statusCode).toBe(412);
    expect((await call('GET', `/api/sections/${created.id}`)).json().section.version).toBe(2);
  });

  it('keeps an expert already referenced even after it went to the trash', async () => {
    const created = await create({ rows: [{ documents: [{ expert_id: f.expertId }] }] });
    const { sql } = await import('drizzle-orm');
    await t.app.db.execute(sql`UPDATE experts SET deleted_at = now() WHERE id = ${f.expertId}`);
    try {
      const res = await call('PUT', `/api/sections/${created.id}`, {
        section: {
          category_id: f.categoryIds[0],
          title: '',
          rows: [{ documents: [{ title: 'ok', expert_id: f.expertId }] }],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await t.app.db.execute(sql`UPDATE experts SET deleted_at = NULL WHERE id = ${f.expertId}`);
    }
  });

  it('a refused nested save leaves the previous tree and version intact', async () => {
    const created = await create();
    const rows = tree();
    rows[1].documents[0].file = { fr: 'ffffffffffffffffffffffffffffffff.pdf' };
    const res = await call('PUT', `/api/sections/${created.id}`, {
      section: { category_id: f.categoryIds[1], title: 'Mai salvata', rows: [rows[1]] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'section.rows.0.documents.0.file.fr': 'File inesistente' });
    expect((await call('GET', `/api/sections/${created.id}`)).json().section).toEqual(created);
  });
});
