// `node bench/statement-import.mjs [-- options]`: imports a 2 MiB bank CSV (47 000 lines) into the
// production server, on PostgreSQL and on the embedded database, while a health check is sent every
// 100 ms. Prints the import's wall time and how the health checks answered meanwhile. See
// bench/README.md ("Statement import").
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedEmbedded, seedPostgres } from './lib/dataset.mjs';
import { login, startServer } from './lib/server.mjs';
import { loadAverage, log, median, parseArgs, round, run, sleep } from './lib/util.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const opts = parseArgs(process.argv.slice(2), {
  db: 'both', // postgres | embedded | both
  lines: 47_000,
  scale: 10, // the demo seed's scale: its pending transfers are what each line is matched against
  dbName: 'bench_import',
  embeddedDir: path.join(os.tmpdir(), 'bench-import-embedded'),
  serverDist: 'apps/server/dist',
  out: path.join(root, 'bench/results'),
});
if (process.argv.includes('--help')) {
  console.log(`node bench/statement-import.mjs [--db both|postgres|embedded] [--lines 47000] [--scale 10]
  [--db-name bench_import] [--server-dist apps/server/dist]`);
  process.exit(0);
}

/** A busy account's CSV export: one credit per line, under the import's 2 MiB. */
function statement(lines) {
  const rows = ['Data;Importo;Ordinante;Causale'];
  for (let i = 0; i < lines; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const cents = String(i % 100).padStart(2, '0');
    rows.push(`${day}/11/2025;${10 + (i % 900)},${cents};ROSSI ${i % 977};BON ORD-${i}`);
  }
  return rows.join('\n');
}

/** POST the statement, sending GET /api/health every 100 ms until it answers. */
async function importWhileChecking(base, token, content) {
  const checks = [];
  let importing = true;
  const started = performance.now();
  const imported = fetch(`${base}/api/bank-statements/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      file_name: 'movimenti.csv',
      content,
      csv: { bank: 'Bench', date: 'Data', amount: 'Importo', payer: 'Ordinante', reference: 'Causale' },
    }),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));
  void imported.finally(() => {
    importing = false;
  });
  while (importing) {
    const sent = performance.now();
    checks.push(
      fetch(`${base}/api/health`).then(
        (r) => ({ status: r.status, ms: performance.now() - sent, during: importing }),
        () => ({ status: 0, ms: performance.now() - sent, during: importing }),
      ),
    );
    await sleep(100);
  }
  const result = await imported;
  const seconds = round((performance.now() - started) / 1000);
  const answers = await Promise.all(checks);
  const ms = answers.map((a) => a.ms);
  return {
    status: result.status,
    added: result.body.added,
    seconds,
    health: {
      sent: answers.length,
      answeredDuringImport: answers.filter((a) => a.during).length,
      failed: answers.filter((a) => a.status !== 200).length,
      medianMs: round(median(ms)),
      maxMs: round(Math.max(...ms)),
    },
  };
}

async function benchDatabase(kind, content) {
  const load = { start: loadAverage() };
  let env;
  if (kind === 'postgres') {
    const { url } = await seedPostgres(root, opts.dbName, opts.scale, opts.serverDist);
    env = { DATABASE_URL: url };
  } else {
    await seedEmbedded(root, opts.embeddedDir, opts.scale, opts.serverDist);
    env = { DATABASE_URL: '', DATA_DIR: opts.embeddedDir };
  }
  const server = await startServer({
    root,
    env,
    sqlLog: path.join(os.tmpdir(), `bench-import-sql-${process.pid}.jsonl`),
    dist: opts.serverDist,
  });
  try {
    const token = await login(server.base);
    log(`${kind}: importing ${opts.lines} lines (${content.length} characters)`);
    const r = await importWhileChecking(server.base, token, content);
    log(`  ${r.status}, ${r.added} added in ${r.seconds} s; health ${JSON.stringify(r.health)}`);
    return { ...r, load: { ...load, end: loadAverage() } };
  } finally {
    await server.stop();
  }
}

if (!existsSync(path.resolve(root, opts.serverDist, 'main.js'))) {
  await run('npm', ['run', 'build', '-w', '@app/server'], { cwd: root });
}
const content = statement(opts.lines);
const results = { startedAt: new Date().toISOString(), lines: opts.lines, chars: content.length };
for (const kind of ['postgres', 'embedded']) {
  if (opts.db === kind || opts.db === 'both') results[kind] = await benchDatabase(kind, content);
}
mkdirSync(opts.out, { recursive: true });
writeFileSync(path.join(opts.out, 'statement-import.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
