import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';

/** The route helpers through routes that use them (judicial: list, create, update, delete). */
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signIn(t.app)).headers;
});
afterAll(() => t.close());

describe('route helpers', () => {
  it('answers a list under its key with the total, and refuses an unknown query name', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/judicial_texts?pageSize=5&sort=id',
      headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ status: 'success', total: expect.any(Number) });
    expect(Array.isArray(list.json().judicial_texts)).toBe(true);

    const unknown = await t.app.inject({ method: 'GET', url: '/api/judicial_texts?pagesize=5', headers });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ pagesize: 'Campo non previsto' });
  });

  it('names a missing record by its type and id, and says where it may be', async () => {
    const user = await t.app.inject({ method: 'GET', url: '/api/users/999999', headers });
    expect(user.statusCode).toBe(404);
    expect(user.json()).toEqual({
      status: 'error',
      message: 'Utente inesistente (id 999999): forse è nel cestino.',
    });
    // a route with its own message keeps it
    const conference = await t.app.inject({ method: 'GET', url: '/api/conferences/999999', headers });
    expect(conference.json().message).toBe('Conferenza non trovata');
  });

  it('creates, updates with If-Match, refuses a stale version and deletes', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/judicial_texts',
      headers,
      payload: { judicial_text: { title: 'Prova', content: 'Testo' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const text = created.json().judicial_text;
    expect(Object.keys(created.json()).sort()).toEqual(['judicial_text', 'status']);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/judicial_texts/${text.id}`,
      headers: { ...headers, 'if-match': `"${text.version}"` },
      payload: { judicial_text: { title: 'Prova 2', content: 'Testo' } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().judicial_text).toMatchObject({ title: 'Prova 2', version: text.version + 1 });

    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/judicial_texts/${text.id}`,
      headers: { ...headers, 'if-match': `"${text.version}"` },
      payload: { judicial_text: { title: 'Prova 3', content: 'Testo' } },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().judicial_text).toMatchObject({ title: 'Prova 2' });

    const url = `/api/judicial_texts/${text.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers })).json()).toEqual({ status: 'success' });
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
  });
});
