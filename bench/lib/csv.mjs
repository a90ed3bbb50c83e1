// CSV exports: wall time, time to first byte and the server's peak RSS (VmRSS every 50 ms, and
// VmHWM), beside PostgreSQL's own COPY (…) TO STDOUT WITH CSV of the same query.

import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { watchMemory } from './memory.mjs';
import { inline, log, round, sleep } from './util.mjs';

export function download(base, token, urlPath, body, pid) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const memory = watchMemory(pid);
    const t0 = performance.now();
    let ttfb = null;
    let bytes = 0;
    let lines = 0;
    const req = http.request(
      `${base}${urlPath}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.on('data', (chunk) => {
          if (ttfb === null) ttfb = performance.now() - t0;
          bytes += chunk.length;
          for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
        });
        res.on('end', () => {
          const m = memory.stop();
          resolve({
            status: res.statusCode,
            wallMs: round(performance.now() - t0, 0),
            ttfbMs: round(ttfb, 0),
            bytes,
            rows: Math.max(0, lines - 1),
            startRssMb: m.startRssMb,
            peakRssMb: m.peakRssMb,
            hwmMb: m.hwmMb,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', (e) => {
      memory.stop();
      reject(e);
    });
    req.end(payload);
  });
}

/** `psql -c "COPY (sql) TO STDOUT WITH CSV"` into nothing: wall time and bytes. */
export function copyBaseline(dbUrl, sql) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let bytes = 0;
    let ttfb = null;
    const child = spawn(
      'psql',
      [dbUrl, '-XAtq', '-v', 'ON_ERROR_STOP=1', '-c', `COPY (${sql}) TO STDOUT WITH CSV`],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let err = '';
    child.stdout.on('data', (d) => {
      if (ttfb === null) ttfb = performance.now() - t0;
      bytes += d.length;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('close', (code) =>
      code === 0
        ? resolve({ wallMs: round(performance.now() - t0, 0), ttfbMs: round(ttfb, 0), bytes })
        : reject(new Error(err)),
    );
  });
}

/**
 * The export's batch query as recorded (first batch: after id 0) with its LIMIT lifted: the same
 * rows, joins and formatting expressions in one statement, for COPY. An export that streams
 * COPY itself (payments on PostgreSQL) is compared with psql running that very query.
 */
export function fullQuery(statements, batchSize) {
  const copy = statements.find((s) => /^\s*COPY\s*\(/i.test(s.text));
  if (copy) return copy.text.replace(/^\s*COPY\s*\(([\s\S]*)\)\s*TO STDOUT[\s\S]*$/i, '$1');
  const batch = statements.find((s) => /\blimit\b/i.test(s.text) && s.values.includes(batchSize));
  if (!batch) return null;
  const values = batch.values.map((v) => (v === batchSize ? 1_000_000_000 : v));
  return inline(batch.text, values);
}

/** One download with the SQL recorder on (a few hundred appends: negligible), then COPY of the same query. */
export async function measureExport({
  server,
  base,
  token,
  name,
  urlPath,
  body,
  batchSize,
  sqlLog,
  dbUrl,
  xlsx,
}) {
  writeFileSync(sqlLog, '');
  writeFileSync(`${sqlLog}.on`, '');
  await sleep(100);
  log(`  ${name}: downloading`);
  const api = await download(base, token, urlPath, body, server.pid);
  // a workbook is zipped: its bytes have no lines to count
  if (xlsx) api.rows = null;
  rmSync(`${sqlLog}.on`, { force: true });
  await sleep(60);
  const statements = readFileSync(sqlLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const sql = fullQuery(statements, batchSize);
  log(
    `  ${name}: ${api.rows} rows, ${api.wallMs} ms, first byte ${api.ttfbMs} ms, peak RSS ${api.peakRssMb} MB (status ${api.status})`,
  );
  let copy = null;
  if (sql && dbUrl) {
    copy = await copyBaseline(dbUrl, sql);
    log(`  ${name}: COPY ${copy.wallMs} ms`);
  }
  return {
    name,
    api,
    copy,
    copySql: sql,
    queries: statements.length,
    ratio: copy ? round(api.wallMs / copy.wallMs, 2) : null,
  };
}
