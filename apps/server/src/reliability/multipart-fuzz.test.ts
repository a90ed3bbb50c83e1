import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPdf, demoPng } from '../seed/demo-files.ts';
import { changedTables, tablesFingerprint } from '../test/fingerprint.ts';
import { multipartRoutes } from '../test/multipart.ts';
import { useTestApp } from '../test/test-app.ts';

/**
 * The body fuzzer's multipart half: every route that reads a form (found in the route table by its
 * `consumes`, so a new one is covered the day it is added) gets forms built from hostile parts —
 * NUL and lone surrogates in names, values and file names, 100 000-character part names, prototype
 * keys, random bytes — then sent whole, cut short at a random byte, without or with another
 * boundary, without the closing line, or not multipart at all. No answer is a 5xx, nothing reaches
 * Object.prototype, and a route whose every attempt was refused left every table as it was.
 */
const RUNS = Number(process.env.MULTIPART_FUZZ_RUNS) || 60;
const { t, headers } = useTestApp({ env: { PUBLIC_WRITE_LIMIT: '1000000' } });
beforeAll(async () => {
  await t.app.mail.worker.stop();
});

const BOUNDARY = 'fuzz-8c1e';
const LONE_SURROGATE_BYTES = Buffer.from([0xed, 0xa0, 0x80]);

const name = fc.oneof(
  fc.constantFrom('file', 'application', 'curriculum', 'first_reccomandation', 'second_reccomandation'),
  fc.constantFrom('image', 'website', 'note', '__proto__', 'constructor', 'prototype'),
  fc.constantFrom('a\u0000b', '\u0000', 'x\ud800', '\udfff', 'é"; filename="x', ''),
  fc.constant('n'.repeat(100_000)),
  fc.string({ maxLength: 12 }),
);
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    'Giu\u0000lia',
    '\u0000',
    'a\ud800b',
    '\udc00',
    '{"name":"Chi\\u0000ara"}',
    '{"name":"\\ud800"}',
  ),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
  fc.constant('{"__proto__":{"polluted":true},"constructor":{"prototype":{"isAdmin":true}}}'),
);
const bytes = fc.oneof(
  fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
  fc.constantFrom(demoPdf('fuzz'), demoPng('red'), LONE_SURROGATE_BYTES, Buffer.from('PK\u0003\u0004')),
);
const part = fc.record({
  name,
  filename: fc.option(
    fc.constantFrom('a.pdf', 'x\u0000.png', 'b\ud800.pdf', '../../etc/passwd', 'n'.repeat(5000)),
  ),
  value: fc.oneof(
    text.map((s) => Buffer.from(s)),
    bytes,
  ),
});
const form = fc.record({
  parts: fc.array(part, { maxLength: 6 }),
  shape: fc.constantFrom(
    'whole',
    'whole',
    'cut',
    'no boundary',
    'other boundary',
    'no closing',
    'not multipart',
  ),
  cut: fc.nat(),
});

type Form = { parts: { name: string; filename: string | null; value: Buffer }[]; shape: string; cut: number };

function build({ parts, shape, cut }: Form): { contentType: string; payload: Buffer } {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file =
      p.filename === null ? '' : `; filename="${p.filename}"\r\nContent-Type: application/octet-stream`;
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n\r\n`),
    );
    chunks.push(p.value, Buffer.from('\r\n'));
  }
  if (shape !== 'no closing') chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (shape === 'cut') payload = payload.subarray(0, cut % (payload.length + 1));
  if (shape === 'not multipart') payload = Buffer.from(parts.map((p) => `${p.name}=${p.value}`).join('&'));
  const contentType =
    shape === 'no boundary'
      ? 'multipart/form-data'
      : `multipart/form-data; boundary=${shape === 'other boundary' ? 'another' : BOUNDARY}`;
  return { contentType, payload };
}

describe('every multipart route under fuzzing', () => {
  it(`answers ${RUNS} hostile forms per route without a 5xx, pollution or a refused write that changed data`, async () => {
    const routes = multipartRoutes(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(3);
    const statuses: Record<number, number> = {};
    for (const route of routes) {
      const before = await tablesFingerprint(t.app.db);
      let refusedAll = true;
      await fc.assert(
        fc.asyncProperty(form, async (f) => {
          const { contentType, payload } = build(f as Form);
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: route.url,
            headers: { ...headers, 'content-type': contentType },
            payload,
          });
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          expect(res.statusCode, `${route.url} ${f.shape}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode < 400) refusedAll = false;
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
        }),
        { numRuns: RUNS, seed: 20261128 },
      );
      if (refusedAll) {
        const changed = changedTables(before, await tablesFingerprint(t.app.db));
        expect(changed, `${route.url} refused every attempt, yet wrote`).toEqual([]);
      }
    }
    console.info(
      `[reliability] multipart fuzz: ${routes.length} routes × ${RUNS} forms, statuses ${JSON.stringify(statuses)}`,
    );
  }, 600_000);
});
