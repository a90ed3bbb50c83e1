import { MSG } from '@app/shared';
import { MutationObserver, QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { memoryStorage } from './memory-storage.test-util';
import {
  getArray,
  getField,
  listKeys,
  type MutationEffects,
  postField,
  resourceKeys,
  resourceMutationOptions,
  saveRecord,
} from './resource-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let calls: { url: string; init: RequestInit }[];
function answer(...responses: Response[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = responses.shift();
      if (!next) throw new Error(`unexpected call to ${url}`);
      return next;
    }),
  );
}
const headersOf = (call: number) => calls[call].init.headers as Record<string, string>;

beforeEach(() => {
  calls = [];
  vi.stubGlobal('localStorage', memoryStorage());
  localStorage.setItem('auth_token', 'tok-123');
});
afterEach(() => vi.unstubAllGlobals());

describe('the key factories', () => {
  it('build the keys each feature used to write by hand', () => {
    const keys = resourceKeys('experts');
    const params = { page: 1, pageSize: 25, sort: 'surname' };
    expect(keys.all).toEqual(['experts']);
    expect(keys.lists()).toEqual(['experts', 'list']);
    expect(keys.list(params)).toEqual(['experts', 'list', params]);
    expect(keys.details()).toEqual(['experts', 'detail']);
    expect(keys.detail(7)).toEqual(['experts', 'detail', 7]);
    expect(listKeys('trash').list(params)).toEqual(['trash', 'list', params]);
    expect(listKeys('trash')).not.toHaveProperty('detail');
  });

  it('keep the literal types, so a feature can spread them and add its own', () => {
    const base = resourceKeys('experts');
    const expertKeys = { ...base, userRef: (id: number) => [...base.all, 'user-ref', id] as const };
    expectTypeOf(expertKeys.all).toEqualTypeOf<readonly ['experts']>();
    expectTypeOf(expertKeys.detail(1)).toEqualTypeOf<readonly ['experts', 'detail', number]>();
    expect(expertKeys.userRef(3)).toEqual(['experts', 'user-ref', 3]);
  });
});

describe('reading one field of an answer', () => {
  it('resolves with the field, sending the query and the signal', async () => {
    answer(json(200, { status: 'success', expert: { id: 4 } }));
    const signal = new AbortController().signal;
    await expect(getField('/api/experts/4', 'expert', { signal, query: { all: true } })).resolves.toEqual({
      id: 4,
    });
    expect(calls[0].url).toBe('/api/experts/4?all=true');
    expect(calls[0].init.method).toBe('GET');
    expect(calls[0].init.signal).toBe(signal);
  });

  it('rejects a success without the field as the generic failure, carrying the body', async () => {
    answer(json(200, { status: 'success' }), json(200, { status: 'success', expert: null }));
    const error = await getField('/api/experts/4', 'expert').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, message: MSG.somethingWrong, body: { status: 'success' } });
    await expect(getField('/api/experts/4', 'expert')).rejects.toMatchObject({ status: 200 });
  });

  it('lets a field that is there but falsy through, and passes the server’s own errors on', async () => {
    answer(
      json(200, { status: 'success', ended: 0 }),
      json(404, { status: 'error', message: 'Non trovato' }),
    );
    await expect(getField<number>('/api/x', 'ended')).resolves.toBe(0);
    await expect(getField('/api/x', 'ended')).rejects.toMatchObject({ status: 404, message: 'Non trovato' });
  });

  it('asks an array field to be an array', async () => {
    answer(json(200, { status: 'success', data: [1, 2] }), json(200, { status: 'success', data: { a: 1 } }));
    await expect(getArray<number>('/api/languages', 'data')).resolves.toEqual([1, 2]);
    await expect(getArray('/api/languages', 'data')).rejects.toMatchObject({
      status: 200,
      message: MSG.somethingWrong,
    });
  });

  it('posts a body, with the options given (a public call sends no token)', async () => {
    answer(json(200, { status: 'success', data: { email: 'a@b.it' } }));
    await expect(
      postField('/api/password-reset/check', 'data', { token: 't' }, { token: null }),
    ).resolves.toEqual({ email: 'a@b.it' });
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"token":"t"}');
    expect(headersOf(0)).not.toHaveProperty('Authorization');
  });
});

describe('saving a record', () => {
  it('posts a new record to the collection, without If-Match', async () => {
    answer(json(200, { status: 'success', expert: { id: 9 } }));
    await expect(saveRecord('/api/experts', { id: null }, 'expert', { expert: {} })).resolves.toEqual({
      id: 9,
    });
    expect(calls[0]).toMatchObject({ url: '/api/experts', init: { method: 'POST', body: '{"expert":{}}' } });
    expect(headersOf(0)).not.toHaveProperty('If-Match');
  });

  it('puts an edit to the record’s own path, with the version it started from', async () => {
    answer(
      json(200, { status: 'success', expert: { id: 9 } }),
      json(200, { status: 'success', language: { code: 'pt br' } }),
    );
    await saveRecord('/api/experts', { id: 9, version: 3 }, 'expert', { expert: {} });
    expect(calls[0]).toMatchObject({ url: '/api/experts/9', init: { method: 'PUT' } });
    expect(headersOf(0)['If-Match']).toBe('3');
    await saveRecord('/api/languages', { id: 'pt br', version: 1 }, 'language', {});
    expect(calls[1].url).toBe('/api/languages/pt%20br');
  });

  it('hands a 412 over as it is, and refuses an answer without the record', async () => {
    answer(
      json(412, { status: 'error', expert: { id: 9, version: 4 } }),
      json(200, { status: 'success', message: 'ok' }),
    );
    const stale = (await saveRecord('/api/experts', { id: 9, version: 3 }, 'expert', {}).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(stale.isStale).toBe(true);
    expect(stale.current('expert')).toEqual({ id: 9, version: 4 });
    await expect(saveRecord('/api/experts', { id: null }, 'expert', {})).rejects.toMatchObject({
      status: 200,
      message: MSG.somethingWrong,
    });
  });
});

describe('mutations that refresh the cache', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  });
  afterEach(() => client.clear());

  const keys = resourceKeys('things');
  type Thing = { id: number; name: string };

  function run<TData, TVariables>(
    mutationFn: (variables: TVariables) => Promise<TData>,
    effects: MutationEffects<TData, TVariables>,
    variables: TVariables,
  ) {
    return new MutationObserver(client, resourceMutationOptions(client, mutationFn, effects)).mutate(
      variables,
    );
  }
  const seed = (...queryKeys: QueryKey[]) => {
    for (const queryKey of queryKeys) client.setQueryData(queryKey, 'old');
  };
  const invalidated = (queryKey: QueryKey) => client.getQueryState(queryKey)?.isInvalidated;

  it('caches the saved record and refetches the lists after a success', async () => {
    seed(keys.list({ page: 1, pageSize: 10 }), keys.detail(2));
    const saved: Thing = { id: 1, name: 'nuovo' };
    await run(
      async () => saved,
      { cache: (thing) => [keys.detail(thing.id), thing], success: [keys.lists()] },
      {},
    );
    expect(client.getQueryData(keys.detail(1))).toBe(saved);
    expect(invalidated(keys.list({ page: 1, pageSize: 10 }))).toBe(true);
    expect(invalidated(keys.detail(2))).toBe(false);
  });

  it('refetches the `settled` keys after a failure too, the `success` ones only after a success', async () => {
    seed(keys.lists(), keys.details());
    const refused = new ApiError(409, 'In uso');
    const fail = run(
      async () => {
        throw refused;
      },
      { success: [keys.details()], settled: [keys.lists()] },
      undefined,
    );
    await expect(fail).rejects.toBe(refused);
    expect(invalidated(keys.lists())).toBe(true);
    expect(invalidated(keys.details())).toBe(false);
  });

  it('takes the keys from the variables when given a function', async () => {
    seed(keys.detail(5), keys.detail(6));
    await run(async (id: number) => id, { settled: (id) => [keys.detail(id)] }, 5);
    expect(invalidated(keys.detail(5))).toBe(true);
    expect(invalidated(keys.detail(6))).toBe(false);
  });

  it('settles after the refetch by default, before it with `wait: false`', async () => {
    let release = () => {};
    const refetched = new Promise<string>((resolve) => {
      release = () => resolve('new');
    });
    client.setQueryData(keys.lists(), 'old');
    // an active query is refetched on invalidation; fresh for now, so subscribing fetches nothing
    const observer = new QueryObserver(client, {
      queryKey: keys.lists(),
      queryFn: () => refetched,
      staleTime: Number.POSITIVE_INFINITY,
    });
    const stop = observer.subscribe(() => {});

    const order: string[] = [];
    const early = run(async () => 1, { success: [keys.lists()], wait: false }, undefined).then(() =>
      order.push('wait: false'),
    );
    const late = run(async () => 1, { success: [keys.lists()] }, undefined).then(() => order.push('wait'));
    await early;
    expect(order).toEqual(['wait: false']);
    release();
    await late;
    expect(order).toEqual(['wait: false', 'wait']);
    expect(client.getQueryData(keys.lists())).toBe('new');
    stop();
  });
});
