import { monitorEventLoopDelay } from 'node:perf_hooks';
import { STATEMENT_MAX_CHARS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertConference, pendingTransfer } from '../test/fixtures/transfers.ts';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';

/**
 * A bank statement as large as the import takes (2 MiB of CSV, 47 000 movements) is imported while
 * the server goes on answering: the event loop is never held for long, and every health check made
 * meanwhile answers (that the loop is also left idle enough for load shedding to stay off is
 * lib/event-loop.test.ts's). Behaviour, not speed (bench/statement-import.mjs has the figures).
 * Slow: run by `npm run test:reliability`, on both databases.
 */
const LINES = 47_000;
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signIn(t.app, 'admin')).headers;
  const conference = await insertConference(t.app);
  // a community's pending transfers: each line is matched against all of them
  for (let i = 0; i < 200; i++) {
    await pendingTransfer(t.app, conference, `ORD-${90_000 + i}`, 10_000 + i, `socio${i}@example.it`);
  }
}, 120_000);
afterAll(() => t.close());

/** The export of a busy account: one credit per line, the first ten paying a pending transfer. */
function bigStatement() {
  const rows = ['Data;Importo;Ordinante;Causale'];
  for (let i = 0; i < LINES; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    rows.push(
      i < 10
        ? `03/11/2025;100,0${i};SOCIO ${i};ORD-${90_000 + i}`
        : `${day}/11/2025;${10 + (i % 900)},${String(i % 100).padStart(2, '0')};ROSSI ${i % 977};ORD-${i}`,
    );
  }
  return rows.join('\n');
}

describe('a 2 MiB bank statement', () => {
  it('is imported while health checks keep answering and the event loop stays free', async () => {
    const content = bigStatement();
    expect(content.length).toBeLessThanOrEqual(STATEMENT_MAX_CHARS);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let importing = true;
    const imported = t.app
      .inject({
        method: 'POST',
        url: '/api/bank-statements/import',
        headers,
        payload: {
          file_name: 'movimenti-2025.csv',
          content,
          csv: { bank: 'Banca', date: 'Data', amount: 'Importo', payer: 'Ordinante', reference: 'Causale' },
        },
      })
      .finally(() => {
        importing = false;
      });
    const checks: Promise<{ status: number; duringImport: boolean }>[] = [];
    while (importing) {
      checks.push(
        t.app
          .inject({ method: 'GET', url: '/api/health' })
          .then((res) => ({ status: res.statusCode, duringImport: importing })),
      );
      await new Promise((r) => setTimeout(r, 100));
    }
    const res = await imported;
    const answers = await Promise.all(checks);
    delay.disable();

    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toMatchObject({ lines: LINES, added: LINES, already_imported: 0 });
    expect(answers.length).toBeGreaterThan(3);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    // some answered before the import was over, not all of them queued behind it
    expect(answers.filter((a) => a.duringImport).length).toBeGreaterThan(0);
    // the longest the event loop was held at once, in ms: a generous bound, not a speed goal
    expect(delay.max / 1e6).toBeLessThan(1000);

    const matched = await t.app.inject({
      method: 'GET',
      url: '/api/bank-statements/lines?status=matched&pageSize=100',
      headers,
    });
    expect(matched.json().total).toBe(10);

    // the same file again adds nothing
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/bank-statements/import',
      headers,
      payload: {
        file_name: 'movimenti-2025.csv',
        content,
        csv: { bank: 'Banca', date: 'Data', amount: 'Importo', payer: 'Ordinante', reference: 'Causale' },
      },
    });
    expect(again.json()).toMatchObject({ lines: LINES, added: 0, already_imported: LINES });
  }, 600_000);
});
