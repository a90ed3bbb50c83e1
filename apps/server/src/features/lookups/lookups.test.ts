import { LOOKUP_MSG } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, chapters, documentFiles, sectionDocuments, sections } from '../../db/schema/index.ts';
import { storeFile } from '../../plugins/files.ts';
import { demoPdf } from '../../seed/demo-files.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t, headers, user: admin } = useTestApp();
let adminId: number;
beforeAll(async () => {
  adminId = admin.id;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, extra = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers: { ...headers, ...extra } });

const auditOf = (entity: string, id: string | number) =>
  t.app.db
    .select({ action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

/** A section of `categoryId` with one document file in `code`; in the trash when `trashed`. */
async function sectionUsing(categoryId: number, code: string, trashed = false) {
  const file = await storeFile(t.app.db, demoPdf('Uso'), 'uso.pdf', adminId);
  const [s] = await t.app.db
    .insert(sections)
    .values({ categoryId, title: 'Uso', deletedAt: trashed ? sql`now()` : null })
    .returning({ id: sections.id });
  const [c] = await t.app.db
    .insert(chapters)
    .values({ sectionId: s.id, position: 0 })
    .returning({ id: chapters.id });
  const [d] = await t.app.db
    .insert(sectionDocuments)
    .values({ chapterId: c.id, position: 0 })
    .returning({ id: sectionDocuments.id });
  await t.app.db.insert(documentFiles).values({ documentId: d.id, languageCode: code, fileName: file.name });
  return s.id;
}

describe('reference data of a fresh database', () => {
  it('ships the five reference languages and no category', async () => {
    const languages = (await call('GET', '/api/languages')).json().data;
    expect(languages.map((l: { code: string }) => l.code).sort()).toEqual(['de', 'en', 'es', 'fr', 'it']);
    expect(languages).toContainEqual({ code: 'it', name: 'Italiano', version: 1 });
    expect((await call('GET', '/api/categories')).json()).toEqual({ status: 'success', data: [] });
  });
});

describe('categories', () => {
  it('creates, renames with If-Match, refuses duplicates, and audits each change', async () => {
    const created = await call('POST', '/api/categories', { category: { name: '  Diritto Societario ' } });
    expect(created.statusCode, created.body).toBe(200);
    const category = created.json().category;
    expect(category).toEqual({ id: expect.any(Number), name: 'Diritto Societario', version: 1 });

    const twin = await call('POST', '/api/categories', { category: { name: 'diritto societario' } });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors).toEqual({ 'category.name': LOOKUP_MSG.categoryExists });
    expect((await call('POST', '/api/categories', { category: { name: ' ' } })).statusCode).toBe(400);
    const extra = await call('POST', '/api/categories', { category: { name: 'X', colour: 'red' } });
    expect(extra.statusCode).toBe(400);

    const url = `/api/categories/${category.id}`;
    const renamed = await call('PUT', url, { category: { ...category, name: 'Diritto delle Società' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().category).toEqual({ ...category, name: 'Diritto delle Società', version: 2 });
    const stale = await call('PUT', url, { category: { name: 'Vecchio' } }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().category).toMatchObject({ name: 'Diritto delle Società', version: 2 });
    const moved = await call('PUT', url, { category: { id: category.id + 1, name: 'Altro' } });
    expect(moved.statusCode).toBe(400);
    expect((await call('PUT', '/api/categories/999999', { category: { name: 'N' } })).statusCode).toBe(404);

    expect((await auditOf('category', category.id)).map((a) => a.action)).toEqual(['create', 'update']);
    const listed = (await call('GET', '/api/categories')).json().data;
    expect(listed).toContainEqual({ id: category.id, name: 'Diritto delle Società', version: 2 });
  });

  it('deletes one no section uses; refuses one in use, even by a section in the trash', async () => {
    const make = async (name: string) =>
      (await call('POST', '/api/categories', { category: { name } })).json().category;
    const free = await make('Libera');
    const used = await make('Usata');
    const trashedOnly = await make('Nel cestino');
    await sectionUsing(used.id, 'it');
    await sectionUsing(trashedOnly.id, 'it', true);

    const refused = await call('DELETE', `/api/categories/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LOOKUP_MSG.categoryInUse(1, 0));
    const trashed = await call('DELETE', `/api/categories/${trashedOnly.id}`);
    expect(trashed.statusCode).toBe(409);
    expect(trashed.json().message).toContain('nel cestino');

    expect((await call('DELETE', `/api/categories/${free.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/categories/${free.id}`)).statusCode).toBe(404);
    const names = (await call('GET', '/api/categories')).json().data.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Usata', 'Nel cestino']));
    expect(names).not.toContain('Libera');
    expect((await auditOf('category', free.id)).map((a) => a.action)).toEqual(['create', 'delete']);
    expect((await auditOf('category', used.id)).map((a) => a.action)).toEqual(['create']);
  });
});

describe('languages', () => {
  it('creates, renames, keeps the code, refuses duplicates and bad codes', async () => {
    const created = await call('POST', '/api/languages', { language: { code: 'pt-BR', name: 'Portoghese' } });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().language).toEqual({ code: 'pt-BR', name: 'Portoghese', version: 1 });

    const sameCode = await call('POST', '/api/languages', { language: { code: 'it', name: 'Italiano 2' } });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().errors).toEqual({ 'language.code': LOOKUP_MSG.languageExists });
    const sameName = await call('POST', '/api/languages', { language: { code: 'xx', name: 'italiano' } });
    expect(sameName.statusCode).toBe(409);
    const bad = await call('POST', '/api/languages', { language: { code: 'Italian', name: 'Boh' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['language.code']);

    const renamed = await call('PUT', '/api/languages/pt-BR', {
      language: { code: 'pt-BR', name: 'Portoghese (Brasile)', version: 1 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().language).toEqual({ code: 'pt-BR', name: 'Portoghese (Brasile)', version: 2 });
    const recoded = await call('PUT', '/api/languages/pt-BR', { language: { code: 'pt', name: 'P' } });
    expect(recoded.statusCode).toBe(400);
    expect(recoded.json().errors).toEqual({ 'language.code': 'Campo non modificabile' });
    const stale = await call('PUT', '/api/languages/pt-BR', { language: { name: 'P', version: 1 } });
    expect(stale.statusCode).toBe(412);
    expect((await call('PUT', '/api/languages/zz', { language: { name: 'Z' } })).statusCode).toBe(404);
    expect((await call('PUT', '/api/languages/no%20code', { language: { name: 'Z' } })).statusCode).toBe(400);
    expect((await auditOf('language', 'pt-BR')).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('deletes one no document file uses; refuses one in use', async () => {
    await call('POST', '/api/languages', { language: { code: 'nl', name: 'Olandese' } });
    const [category] = (await call('GET', '/api/categories')).json().data;
    await sectionUsing(category.id, 'de');
    await sectionUsing(category.id, 'de', true);

    const refused = await call('DELETE', '/api/languages/de');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LOOKUP_MSG.languageInUse(2, 1));
    expect((await call('DELETE', '/api/languages/nl')).statusCode).toBe(200);
    expect((await call('DELETE', '/api/languages/nl')).statusCode).toBe(404);
    const codes = (await call('GET', '/api/languages')).json().data.map((l: { code: string }) => l.code);
    expect(codes).toContain('de');
    expect(codes).not.toContain('nl');
    expect((await auditOf('language', 'nl')).map((a) => a.action)).toEqual(['create', 'delete']);
  });
});
