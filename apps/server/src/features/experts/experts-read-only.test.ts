import { beforeAll, describe, expect, it } from 'vitest';
import { experts } from '../../db/schema/index.ts';
import { expectEchoRules } from '../../test/read-only-saves.ts';
import { italyId as italyOf, signIn, useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();
let italyId: number;
beforeAll(async () => {
  italyId = await italyOf(t.app);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers });
const newExpert = async (over: Record<string, unknown> = {}) => ({
  user_id: (await signIn(t.app, 'expert')).id,
  country_id: italyId,
  name: 'Marco',
  surname: 'Neri',
  ...over,
});

describe('expert saves and read-only fields', () => {
  it('PUT takes back the expert it answered; refuses a change to the id or the linked user’s data', async () => {
    const { id } = (await call('POST', '/api/experts', { expert: await newExpert() })).json().expert;
    await expectEchoRules({
      app: t.app,
      read: async () => (await call('GET', `/api/experts/${id}`)).json().expert,
      save: (expert) => call('PUT', `/api/experts/${id}`, { expert }),
      key: 'expert',
      changed: { id: id + 1, user_email: 'altro@x.it', user_name: 'Altro', user_surname: 'Nome' },
    });
  });

  it('POST refuses an id and an unknown field, creating nothing', async () => {
    const before = await t.app.db.select({ id: experts.id }).from(experts);
    const withId = await call('POST', '/api/experts', { expert: await newExpert({ id: 1 }) });
    expect(withId.statusCode).toBe(400);
    expect(withId.json().errors).toEqual({ 'expert.id': 'Campo non modificabile' });
    const unknown = await call('POST', '/api/experts', { expert: await newExpert({ rating: 5 }) });
    expect(unknown.json().errors).toEqual({ 'expert.rating': 'Campo non previsto' });
    expect(await t.app.db.select({ id: experts.id }).from(experts)).toHaveLength(before.length);
  });
});
