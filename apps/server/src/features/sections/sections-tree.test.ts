import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sectionFixtures } from '../../test/fixtures/sections.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t } = useTestApp({ as: null });
let f: Awaited<ReturnType<typeof sectionFixtures>>;
beforeAll(async () => {
  f = await sectionFixtures(t.app);
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: f.headers });

describe('the tree is replaced in one transaction', () => {
  it('a failure while writing the new tree leaves the previous tree intact', async () => {
    const original = {
      category_id: f.categoryIds[0],
      title: 'Intatta',
      rows: [
        {
          title: 'A',
          content: 'a',
          documents: [{ title: 'Doc A', expert_id: null, file: { en: f.pdfs[0] } }],
        },
      ],
    };
    const created = (await call('POST', '/api/sections', { section: original })).json().section;

    // a database fault after the old chapters were deleted: the insert of this document fails
    await t.app.db.execute(sql`
      CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.title = 'BOOM' THEN RAISE EXCEPTION 'boom'; END IF;
        RETURN NEW;
      END $$`);
    await t.app.db.execute(
      sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON section_documents FOR EACH ROW EXECUTE FUNCTION refuse_boom()`,
    );
    try {
      const res = await call('PUT', `/api/sections/${created.id}`, {
        section: {
          category_id: f.categoryIds[1],
          title: 'Rotta',
          rows: [
            { title: 'B', documents: [{ title: 'ok', file: { it: f.pdfs[1] } }] },
            { title: 'C', documents: [{ title: 'BOOM' }] },
          ],
        },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ status: 'error', message: 'Errore interno' });
    } finally {
      await t.app.db.execute(sql`DROP TRIGGER refuse_boom ON section_documents`);
      await t.app.db.execute(sql`DROP FUNCTION refuse_boom()`);
    }
    const after = (await call('GET', `/api/sections/${created.id}`)).json().section;
    expect(after).toEqual(created);
  });

  it('saves and reads back a large section (30 chapters × 10 documents × 3 languages) in order', async () => {
    const rows = Array.from({ length: 30 }, (_, c) => ({
      title: `Capitolo ${c}`,
      content: `Contenuto ${c}`,
      documents: Array.from({ length: 10 }, (_, d) => ({
        title: `Documento ${c}.${d}`,
        expert_id: d % 2 ? f.expertId : null,
        file: { en: f.pdfs[d % 4], it: f.pdfs[(d + 1) % 4], fr: f.pdfs[(d + 2) % 4] },
      })),
    }));
    const res = await call('POST', '/api/sections', { section: { category_id: f.categoryIds[2], rows } });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().section.id;
    const read = (await call('GET', `/api/sections/${id}`)).json().section;
    expect(read.rows).toEqual(rows);
    // saving it again (same size) replaces rather than adds
    const again = await call('PUT', `/api/sections/${id}`, {
      section: { category_id: f.categoryIds[2], title: '', rows },
    });
    expect(again.statusCode).toBe(200);
    const [counted] = (
      (await t.app.db.execute(
        sql`SELECT count(*)::int AS n FROM document_files df JOIN section_documents d ON d.id = df.document_id
            JOIN chapters c ON c.id = d.chapter_id WHERE c.section_id = ${id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(counted.n).toBe(900);
  });
});

describe('delete', () => {
  it('moves the section to the trash: 404 by id, gone from the list, second delete 404', async () => {
    const created = (
      await call('POST', '/api/sections', {
        section: { category_id: f.categoryIds[0], title: 'Da cancellare' },
      })
    ).json().section;
    const res = await call('DELETE', `/api/sections/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect((await call('GET', `/api/sections/${created.id}`)).statusCode).toBe(404);
    const list = (await call('GET', '/api/sections?q=Da%20cancellare')).json();
    expect(list.sections).toEqual([]);
    expect((await call('DELETE', `/api/sections/${created.id}`)).statusCode).toBe(404);
    expect(
      (
        await call('PUT', `/api/sections/${created.id}`, {
          section: { category_id: f.categoryIds[0], title: '', rows: [] },
        })
      ).statusCode,
    ).toBe(404);
  });
});
