import { MSG, type TArbitratorApplicationInput } from '@app/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arbitrators, files, users } from '../db/schema/index.ts';
import { demoPdf } from '../seed/demo-files.ts';
import { applicationFields, sendApplication } from '../test/fixtures/application.ts';
import { malformedMultipart, multipartFile, multipartForm, multipartRoutes } from '../test/multipart.ts';
import { createTestApp, type SignedIn, signIn, type TestApp } from '../test/test-app.ts';
import { LONE_SURROGATE, NUL_REFUSED } from './text-input.ts';

/**
 * Every route that reads a multipart form (found in the route table, so a new one is covered the
 * day it is added): a body that is no readable form is a 400 in Italian, not logged as a fault;
 * a NUL or a lone surrogate in a field is refused as in a JSON body, naming the field.
 */
let t: TestApp;
let admin: SignedIn;
/** an approved arbitrator's session: the routes of their own record are theirs only */
let arbitrator: SignedIn;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info', PUBLIC_WRITE_LIMIT: '1000' },
    { write: (l) => void lines.push(l) },
  );
  await t.app.mail.worker.stop();
  admin = await signIn(t.app, 'admin');
  arbitrator = await signIn(t.app, 'arbitrator');
  await t.app.db.insert(arbitrators).values({
    userId: arbitrator.id,
    approved: 1,
    email: arbitrator.email,
    name: 'Test',
    surname: 'Arbitro',
  });
});
afterAll(() => t?.close());

/**
 * Which field and which file each route reads (a new multipart route must say it here), the path
 * called (its params filled in) and who calls it.
 */
const READS: Record<string, { field: string; file: string; path?: string; as?: 'arbitrator' }> = {
  'POST /api/public/arbitrator-applications': { field: 'application', file: 'curriculum' },
  'POST /api/upload': { field: 'note', file: 'file' },
  'POST /api/invoices/sdi-receipts': { field: 'note', file: 'file' },
  'PUT /api/arbitrator/files/:field': {
    field: 'note',
    file: 'file',
    path: '/api/arbitrator/files/curriculum',
    as: 'arbitrator',
  },
};
const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
/** How a test calls a route: its method, a concrete path, and the caller's token. */
function target(r: { method: string; url: string }) {
  const read = READS[keyOf(r)];
  return {
    method: r.method as 'POST' | 'PUT',
    url: read.path ?? r.url,
    headers: (read.as === 'arbitrator' ? arbitrator : admin).headers,
    ...read,
  };
}

const totals = async () => ({
  users: (await t.app.db.select({ n: count() }).from(users))[0].n,
  files: (await t.app.db.select({ n: count() }).from(files))[0].n,
  arbitrators: (await t.app.db.select({ n: count() }).from(arbitrators))[0].n,
});

/** A message for people, in Italian: none of busboy's or Fastify's English words. */
const italian = (message: unknown) =>
  typeof message === 'string' &&
  message.length > 0 &&
  !/\b(the|is|not|of|unexpected|invalid|boundary|malformed|end|found|request|error)\b/i.test(message);

const faults = () =>
  lines
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level >= 50 || /request failed/.test(entry.msg));

describe('multipart routes', () => {
  it('are the ones this test knows', () => {
    expect(multipartRoutes(t.app).map(keyOf).sort()).toEqual(Object.keys(READS).sort());
  });

  it('answer a malformed body 400 in Italian, write nothing and log no fault', async () => {
    const before = await totals();
    const answers: string[] = [];
    for (const route of multipartRoutes(t.app)) {
      const call = target(route);
      for (const [name, headers, payload] of malformedMultipart(call.field, call.file)) {
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: { ...call.headers, ...headers },
          payload,
        });
        const body = res.json();
        if (res.statusCode !== 400 || body.status !== 'error' || !italian(body.message)) {
          answers.push(`${call.url} ${name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(answers).toEqual([]);
    expect(faults()).toEqual([]);
    expect(await totals()).toEqual(before);
  });

  it('name what is wrong: a form cut off or without a boundary is no readable form', async () => {
    const cut = malformedMultipart('file', 'file').filter(([name]) =>
      ['not multipart at all', 'no boundary', 'a file cut off', 'a field cut off'].includes(name),
    );
    for (const [name, headers, payload] of cut) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...admin.headers, ...headers },
        payload,
      });
      expect(res.json(), name).toEqual({ status: 'error', message: MSG.badMultipart });
    }
  });

  it('refuse a NUL or a lone surrogate in any field as JSON bodies do: 400 naming the field', async () => {
    const before = await totals();
    for (const route of multipartRoutes(t.app)) {
      const { field, ...call } = target(route);
      for (const [value, message] of [
        ['Giu\u0000lia', NUL_REFUSED],
        ['\u0000', NUL_REFUSED],
      ]) {
        const form = multipartForm([[field, value]], [['file', demoPdf('x'), 'x.pdf']]);
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: { ...call.headers, ...form.headers },
          payload: form.payload,
        });
        expect(res.statusCode, `${call.url} ${JSON.stringify(value)}`).toBe(400);
        expect(res.json(), call.url).toEqual({ status: 'error', message, errors: { [field]: message } });
      }
    }
    expect(await totals()).toEqual(before);
    expect(faults()).toEqual([]);
  });

  it('refuse a NUL or a lone surrogate in the application JSON, naming its field; nothing is written', async () => {
    const before = await totals();
    const cases: [Partial<TArbitratorApplicationInput>, string, string][] = [
      [{ name: 'Chi\u0000ara' }, 'name', NUL_REFUSED],
      [{ surname: 'Colombo\ud800' }, 'surname', LONE_SURROGATE],
      [
        { distribution_cases: [{ title: 'x', description: '\udfff' }] },
        'distribution_cases.0.description',
        LONE_SURROGATE,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await sendApplication(t.app, await applicationFields(t.app, fields));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ status: 'error', message, errors: { [field]: message } });
    }
    // the same application without them is taken
    const ok = await sendApplication(t.app, await applicationFields(t.app));
    expect(ok.statusCode, ok.body).toBe(201);
    const after = await totals();
    expect(after.arbitrators - before.arbitrators).toBe(1);
    expect(faults()).toEqual([]);
  });

  it('keep a file whose form is whole', async () => {
    const form = multipartFile(demoPdf('intero'), 'intero.pdf');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
