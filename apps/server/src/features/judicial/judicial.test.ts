import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { storeFile } from '../../plugins/files.ts';
import { demoPdf, demoPng } from '../../seed/demo-files.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

const { t, headers, user: admin } = useTestApp();
let pdfs: string[];
let image: string;
beforeAll(async () => {
  pdfs = [];
  for (const title of ['uno', 'due'])
    pdfs.push((await storeFile(t.app.db, demoPdf(title), `${title}.pdf`, admin.id)).name);
  image = (await storeFile(t.app.db, demoPng('blue'), 'blue.png', admin.id)).name;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, extra = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers: { ...headers, ...extra } });

describe('judicial documents', () => {
  it('lists, creates, updates and deletes, in creation order', async () => {
    const a = await call('POST', '/api/judicial_documents', {
      judicial_document: { title: 'Sentenza', file: pdfs[0] },
    });
    expect(a.statusCode, a.body).toBe(200);
    const created = a.json().judicial_document;
    expect(created).toEqual({ id: expect.any(Number), title: 'Sentenza', file: pdfs[0], version: 1 });
    const b = (
      await call('POST', '/api/judicial_documents', { judicial_document: { title: 'Atto', file: pdfs[1] } })
    ).json().judicial_document;

    const listed = (await call('GET', '/api/judicial_documents')).json();
    expect(listed).toEqual({ status: 'success', judicial_documents: [created, b], total: 2 });

    const put = await call('PUT', `/api/judicial_documents/${created.id}`, {
      judicial_document: { title: 'Sentenza 2', file: pdfs[1], version: 1 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().judicial_document).toEqual({
      id: created.id,
      title: 'Sentenza 2',
      file: pdfs[1],
      version: 2,
    });

    const stale = await call(
      'PUT',
      `/api/judicial_documents/${created.id}`,
      { judicial_document: { title: 'Vecchia', file: pdfs[0] } },
      { 'if-match': '1' },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().judicial_document).toMatchObject({ title: 'Sentenza 2', version: 2 });

    const del = await call('DELETE', `/api/judicial_documents/${created.id}`);
    expect(del.json()).toEqual({ status: 'success' });
    expect((await call('GET', '/api/judicial_documents')).json().judicial_documents).toEqual([b]);
    expect((await call('DELETE', `/api/judicial_documents/${created.id}`)).statusCode).toBe(404);
    const gone = await call('PUT', `/api/judicial_documents/${created.id}`, {
      judicial_document: { title: 'x', file: pdfs[0] },
    });
    expect(gone.statusCode).toBe(404);

    const audited = await t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'judicial_document'), eq(auditLog.entityId, String(created.id))));
    expect(audited.map((e) => e.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('requires title and file with "Campo obbligatorio"', async () => {
    for (const judicial_document of [{}, { title: '  ', file: '' }]) {
      const res = await call('POST', '/api/judicial_documents', { judicial_document });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        'judicial_document.title': 'Campo obbligatorio',
        'judicial_document.file': 'Campo obbligatorio',
      });
    }
  });

  it('refuses an unknown or non-document file before writing', async () => {
    const before = (await call('GET', '/api/judicial_documents')).json().total;
    const unknown = await call('POST', '/api/judicial_documents', {
      judicial_document: { title: 'x', file: 'ffffffffffffffffffffffffffffffff.pdf' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'judicial_document.file': 'File inesistente' });
    const img = await call('POST', '/api/judicial_documents', {
      judicial_document: { title: 'x', file: image },
    });
    expect(img.statusCode).toBe(400);
    expect(img.json().errors).toEqual({ 'judicial_document.file': 'Il file deve essere un pdf, doc o docx' });
    expect((await call('GET', '/api/judicial_documents')).json().total).toBe(before);
  });
});

describe('judicial texts', () => {
  it('lists, creates, updates and deletes', async () => {
    const res = await call('POST', '/api/judicial_texts', {
      judicial_text: { title: 'Massime', content: 'riga 1\nriga 2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().judicial_text;
    expect(created).toEqual({
      id: expect.any(Number),
      title: 'Massime',
      content: 'riga 1\nriga 2',
      site_page: null,
      title_en: null,
      content_en: null,
      version: 1,
    });
    expect((await call('GET', '/api/judicial_texts')).json()).toEqual({
      status: 'success',
      judicial_texts: [created],
      total: 1,
    });
    const put = await call('PUT', `/api/judicial_texts/${created.id}`, {
      judicial_text: { title: 'Massime 2', content: 'nuovo' },
    });
    expect(put.json().judicial_text).toEqual({
      id: created.id,
      title: 'Massime 2',
      content: 'nuovo',
      site_page: null,
      title_en: null,
      content_en: null,
      version: 2,
    });
    const stale = await call('PUT', `/api/judicial_texts/${created.id}`, {
      judicial_text: { title: 'x', content: 'y', version: 1 },
    });
    expect(stale.statusCode).toBe(412);
    expect((await call('DELETE', `/api/judicial_texts/${created.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/judicial_texts')).json()).toMatchObject({ judicial_texts: [], total: 0 });
    expect((await call('DELETE', `/api/judicial_texts/${created.id}`)).statusCode).toBe(404);
  });

  it('requires title and content with "Campo obbligatorio"', async () => {
    const res = await call('POST', '/api/judicial_texts', { judicial_text: { title: '', content: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'judicial_text.title': 'Campo obbligatorio',
      'judicial_text.content': 'Campo obbligatorio',
    });
    expect((await call('POST', '/api/judicial_texts', {})).statusCode).toBe(400);
  });
});

describe('access and documentation', () => {
  it('is for admins only', async () => {
    for (const url of ['/api/judicial_documents', '/api/judicial_texts']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const client = await signIn(t.app, 'client');
      expect((await t.app.inject({ method: 'GET', url, headers: client.headers })).statusCode).toBe(403);
    }
  });

  it('writes the chosen paths into the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/judicial_documents']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/judicial_documents/{id}']).sort()).toEqual(['delete', 'put']);
    expect(Object.keys(doc.paths['/api/judicial_texts']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/judicial_texts/{id}']).sort()).toEqual(['delete', 'put']);
  });
});
