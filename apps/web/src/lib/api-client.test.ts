import { MSG } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiBlob, buildUrl } from './api-client';
import { memoryStorage } from './memory-storage.test-util';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let calls: { url: string; init: RequestInit }[];
function answer(...responses: (Response | Error)[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = responses.shift();
      if (next instanceof Error) throw next;
      return next as Response;
    }),
  );
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('window', { addEventListener() {}, removeEventListener() {} });
  localStorage.setItem('auth_token', 'tok-123');
});
afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('resolves only a body saying status "success", with the token and JSON sent', async () => {
    answer(json(200, { status: 'success', invoice: { id: 1 } }));
    const body = await api.post<{ invoice: { id: number } }>('/api/x', { a: 1 }, { ifMatch: 4 });
    expect(body.invoice.id).toBe(1);
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers).toMatchObject({
      Authorization: 'Bearer tok-123',
      'Content-Type': 'application/json',
      'If-Match': '4',
      // the back-office is Italian whatever the browser's language: sign-in and 2FA answer in it
      'Accept-Language': 'it',
    });
    expect(calls[0].init.body).toBe('{"a":1}');
  });

  it('rejects a 200 that is not a success, and an error with its message and field errors', async () => {
    answer(
      json(200, { status: 'error', message: 'No' }),
      json(400, { status: 'error', message: 'Dati non validi', errors: { vat: 'Partita IVA non valida' } }),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 200, message: 'No' });
    const error = (await api.get('/api/x').catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.errors).toEqual({ vat: 'Partita IVA non valida' });
  });

  it('hands a 412 the current record, and says so in Italian when the answer has no message', async () => {
    answer(json(412, { status: 'error', company: { version: 7 } }));
    const error = (await api.put('/api/x', {}).catch((e) => e)) as ApiError;
    expect(error.isStale).toBe(true);
    expect(error.current('company')).toEqual({ version: 7 });
    expect(error.message).toBe(MSG.stale);
  });

  it('turns an unreachable server and a proxy’s HTML page into Italian messages', async () => {
    answer(new TypeError('fetch failed'), new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, message: MSG.unavailable });
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, message: MSG.unavailable });
  });

  it('forgets the stored token on a 401, not on a call made with a token of its own', async () => {
    answer(json(401, { status: 'error' }), json(401, { status: 'error' }));
    await api.get('/api/x', { token: 'restricted' }).catch(() => undefined);
    expect(localStorage.getItem('auth_token')).toBe('tok-123');
    await api.get('/api/x').catch(() => undefined);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('leaves empty query values out of the URL', () => {
    expect(buildUrl('/api/invoices', { page: 1, q: '', type: undefined, year: null, all: true })).toBe(
      '/api/invoices?page=1&all=true',
    );
  });

  it('downloads a file with its name, and refuses a JSON error in place of the file', async () => {
    answer(
      new Response('a;b', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="fatture-2026.zip"',
        },
      }),
      json(404, { status: 'error', message: 'Nessuna fattura nel periodo indicato' }),
    );
    const file = await apiBlob('/api/invoices/export', { body: {} });
    expect(file.fileName).toBe('fatture-2026.zip');
    expect(await file.blob.text()).toBe('a;b');
    await expect(apiBlob('/api/invoices/export', { body: {} })).rejects.toMatchObject({
      status: 404,
      message: 'Nessuna fattura nel periodo indicato',
    });
  });
});
