import { beforeAll, describe, expect, it } from 'vitest';
import { storeFile } from '../../plugins/files.ts';
import { demoPdf } from '../../seed/demo-files.ts';
import { expectEchoRules } from '../../test/read-only-saves.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t, headers, user: admin } = useTestApp();
let pdf: string;
beforeAll(async () => {
  pdf = (await storeFile(t.app.db, demoPdf('uno'), 'uno.pdf', admin.id)).name;
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers });
/** the lists are the GET of these records */
const listed = async (path: string, key: string, id: number) =>
  (await call('GET', `/api/${path}?pageSize=500`)).json()[`${key}s`].find((r: { id: number }) => r.id === id);

describe.each([
  { path: 'judicial_documents', key: 'judicial_document', record: () => ({ title: 'Sentenza', file: pdf }) },
  { path: 'judicial_texts', key: 'judicial_text', record: () => ({ title: 'Gruppo', content: 'Testo' }) },
])('$path and read-only fields', ({ path, key, record }) => {
  it('PUT takes back the row the list answered; refuses a changed id or an unknown field', async () => {
    const { id } = (await call('POST', `/api/${path}`, { [key]: record() })).json()[key];
    await expectEchoRules({
      app: t.app,
      read: () => listed(path, key, id),
      save: (row) => call('PUT', `/api/${path}/${id}`, { [key]: row }),
      key,
      changed: { id: id + 100 },
    });
  });

  it('POST refuses an id and an unknown field', async () => {
    const withId = await call('POST', `/api/${path}`, { [key]: { ...record(), id: 1 } });
    expect(withId.statusCode).toBe(400);
    expect(withId.json().errors).toEqual({ [`${key}.id`]: 'Campo non modificabile' });
    const unknown = await call('POST', `/api/${path}`, { [key]: record(), extra: 1 });
    expect(unknown.json().errors).toEqual({ extra: 'Campo non previsto' });
  });
});
