// `npm run bench [-- options]`: seeds a scaled dataset, starts the production server and measures
// it (autocannon), beside PostgreSQL alone (pgbench, COPY). See bench/README.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  captureSql,
  measure,
  pgbench,
  prepare,
  scenarios,
  waitResponsive,
  writePgbenchScript,
} from './lib/api.mjs';
import { benchBooking } from './lib/booking.mjs';
import { measureBundles } from './lib/bundle.mjs';
import { download, measureExport } from './lib/csv.mjs';
import { counts, embeddedExists, seedEmbedded, seedPostgres, topUp } from './lib/dataset.mjs';
import { atRest, watchMemory } from './lib/memory.mjs';
import { markdown } from './lib/report.mjs';
import { login, startServer } from './lib/server.mjs';
import { loadAverage, log, parseArgs, psqlSync, sleep } from './lib/util.mjs';
import { measureWeb } from './lib/web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** latest.md and latest.json in the repository's format (`npm run lint` checks them); best effort. */
function formatResult(file) {
  spawnSync(path.join(root, 'node_modules/.bin/biome'), ['format', '--write', file], {
    cwd: root,
    stdio: 'ignore',
  });
}
const STAGES = ['seed', 'api', 'pgbench', 'csv', 'web', 'memory', 'booking', 'bundle'];
const opts = parseArgs(process.argv.slice(2), {
  scale: 1638, // the seed's largest working scale: 40 × scale order ids overflow a bind message above it
  db: 'both', // postgres | embedded | both
  embeddedScale: 0, // 0: same as --scale
  dbName: 'bench',
  embeddedDir: path.join(os.tmpdir(), 'bench-embedded'),
  only: '', // comma list of stages: seed,api,pgbench,csv,web,memory,booking,bundle — or scenario groups: lists,conferences,writes,login
  skip: '',
  duration: 15,
  runs: 3,
  connections: 16,
  topup: true,
  topupUsers: 100_000,
  topupPayments: 1_000_000,
  topupParticipants: 100_000,
  webRuns: 3,
  memoryDuration: 5, // seconds of load per list scenario in the memory stage
  serverDist: 'apps/server/dist', // the server build to run (seed.js and main.js)
  nodeFlags: '', // extra node flags for the server, space-separated (e.g. --max-semi-space-size=4)
  merge: false, // keep the other database's figures from the previous latest.json
  reportOnly: false, // rebuild latest.md from latest.json
  out: path.join(root, 'bench/results'),
});
if (process.argv.includes('--help')) {
  console.log(`npm run bench -- [--scale 1700] [--db both|postgres|embedded] [--only seed,api,pgbench,csv,web,memory,booking,bundle,lists,conferences,writes,login]
  [--skip …] [--duration 15] [--runs 3] [--connections 16] [--no-topup] [--embedded-scale N] [--db-name bench]
  [--memory-duration 5] [--server-dist apps/server/dist] [--node-flags "…"]
  [--merge] (keep the other figures of the previous latest.json) [--report-only] (rebuild latest.md)
  --only memory alone: seed at scale 100 without top-up (unless given), then memory only (a few minutes)`);
  process.exit(0);
}
if (opts.reportOnly) {
  const saved = JSON.parse(readFileSync(path.join(opts.out, 'latest.json'), 'utf8'));
  const md = markdown(saved);
  writeFileSync(path.join(opts.out, 'latest.md'), `${md}\n`);
  formatResult(path.join(opts.out, 'latest.md'));
  console.log(md);
  process.exit(0);
}
const only = new Set(opts.only.split(',').filter(Boolean));
const skip = new Set(opts.skip.split(',').filter(Boolean));
/** an option given on the command line or as BENCH_<NAME>, not left at its default */
const given = (name) =>
  process.argv.some((a) => a === `--${name}` || a === `--no-${name}`) ||
  process.env[`BENCH_${name.replace(/-/g, '_').toUpperCase()}`] !== undefined;
// `--only memory`: a quick run of its own on a small dataset, seeded first
const memoryOnly = only.size === 1 && only.has('memory');
if (memoryOnly) {
  if (!skip.has('seed')) only.add('seed');
  if (!given('scale')) opts.scale = 100;
  if (!given('topup')) opts.topup = false;
}
const nodeFlags = opts.nodeFlags.split(' ').filter(Boolean);
const GROUPS = ['lists', 'conferences', 'writes', 'login'];
const stageOn = (s) => !skip.has(s) && (![...only].some((o) => STAGES.includes(o)) || only.has(s));
const groupOn = (g) => !skip.has(g) && (![...only].some((o) => GROUPS.includes(o)) || only.has(g));

// build what is missing, like scripts/start.mjs (the web apps only for the web and bundle stages)
for (const [file, ws] of [
  ['apps/web/dist/index.html', '@app/web'],
  ['apps/site/dist/index.html', '@app/site'],
  ['apps/server/dist/main.js', '@app/server'],
]) {
  if (ws === '@app/web' && !stageOn('web') && !stageOn('bundle')) continue;
  if (ws === '@app/site' && !stageOn('bundle')) continue;
  if (ws === '@app/server' && path.resolve(root, opts.serverDist) !== path.join(root, 'apps/server/dist')) {
    if (!existsSync(path.resolve(root, opts.serverDist, 'main.js')))
      throw new Error(`no server build at ${opts.serverDist}`);
    continue;
  }
  if (!existsSync(path.join(root, file))) {
    const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

const results = {
  meta: {
    startedAt: new Date().toISOString(),
    scale: opts.scale,
    connections: opts.connections,
    duration: opts.duration,
    runs: opts.runs,
    cpus: os.cpus().length,
    loadStart: loadAverage(),
    node: process.version,
    options: opts,
  },
};
const sqlDir = path.join(root, 'bench/sql');
mkdirSync(sqlDir, { recursive: true });
mkdirSync(opts.out, { recursive: true });
const sqlLog = path.join(os.tmpdir(), `bench-sql-${process.pid}.jsonl`);

/** Requests still queued after a run keep PostgreSQL busy: let them finish before the next figure. */
function waitIdle(sql) {
  const t0 = Date.now();
  while (Date.now() - t0 < 60_000) {
    const busy = Number(
      sql(
        `select count(*) from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      ),
    );
    if (busy === 0) return;
    spawnSync('sleep', ['0.5']);
  }
}

/**
 * The exports measured: every payment (CSV, and as a workbook), and the bookings of the conference
 * with most participants.
 */
function exportsOf(ids) {
  const out = [
    {
      name: 'payments (whole range)',
      urlPath: '/api/csv/download-payments',
      body: { data: { date_start: '2000-01-01', date_end: '2030-12-31' } },
      batchSize: 2000,
    },
    {
      // the same rows as a workbook: its time and peak memory beside the CSV's (issue "admin finds")
      name: 'payments (whole range), xlsx',
      urlPath: '/api/csv/download-payments',
      body: { data: { date_start: '2000-01-01', date_end: '2030-12-31' }, format: 'xlsx' },
      batchSize: 2000,
      xlsx: true,
    },
  ];
  if (ids.conferenceId)
    out.push({
      name: `bookings of conference ${ids.conferenceId}`,
      urlPath: '/api/csv/download-booking',
      body: { conference_id: ids.conferenceId },
      batchSize: 1000,
    });
  return out;
}

/**
 * The memory stage: one fresh server at rest, after sign-in, under each list scenario
 * (`--memory-duration` s of autocannon), during each export, then under sign-ins; VmRSS, its
 * peak, and VmHWM.
 */
async function measureMemory(kind, start, sql) {
  log(`${kind}: memory`);
  const moments = [];
  const note = (moment, m) => {
    moments.push({ moment, ...m });
    log(
      `  ${moment}: RSS ${m.peakRssMb ? `${m.startRssMb} → peak ${m.peakRssMb}` : m.rssMb} MB, HWM ${m.hwmMb} MB`,
    );
  };
  const server = await start();
  try {
    note('at rest after start', await atRest(server.pid));
    const token = await login(server.base);
    const ids = await prepare(server.base, token, sql);
    const lists = scenarios(ids).filter((s) => s.group === 'lists');
    for (const s of lists)
      await (
        await fetch(server.base + s.path, { headers: { authorization: `Bearer ${token}` } })
      ).arrayBuffer();
    note('at rest after sign-in, set-up and one request per list', await atRest(server.pid));
    for (const s of lists) {
      const memory = watchMemory(server.pid);
      const m = await measure(server.base, token, s, { ...opts, runs: 1, duration: opts.memoryDuration });
      note(`list load: ${s.label}`, { ...memory.stop(), rps: m.rps, non2xx: m.non2xx });
      if (sql) waitIdle(sql);
      await waitResponsive(server.base);
    }
    note('at rest after the list load', await atRest(server.pid));
    for (const e of exportsOf(ids)) {
      let d = await download(server.base, token, e.urlPath, e.body, server.pid);
      // shed (503) while the event loop was still catching up after the lists: once more
      if (d.status === 503) {
        await sleep(5000);
        d = await download(server.base, token, e.urlPath, e.body, server.pid);
      }
      const { startRssMb, peakRssMb, hwmMb, rows, wallMs, status } = d;
      note(`export: ${e.name}`, { startRssMb, peakRssMb, hwmMb, rows, wallMs, status });
    }
    note('at rest after the exports', await atRest(server.pid));
    // last: argon2 takes 19 MB per sign-in on its own threads
    const signIn = scenarios(ids).find((s) => s.key === 'login');
    const memory = watchMemory(server.pid);
    const m = await measure(server.base, token, signIn, { ...opts, runs: 1, duration: opts.memoryDuration });
    note(`sign-in load: ${signIn.label}`, { ...memory.stop(), rps: m.rps, non2xx: m.non2xx });
    note('at rest after the sign-ins', await atRest(server.pid));
  } finally {
    await server.stop();
  }
  return moments;
}

async function benchDatabase(kind) {
  const r = { load: { start: loadAverage() } };
  const pgUrl = `postgres://postgres@127.0.0.1:5432/${opts.dbName}`;
  const sql = kind === 'postgres' ? (q) => psqlSync(pgUrl, q) : null;
  const scale = kind === 'embedded' && opts.embeddedScale ? opts.embeddedScale : opts.scale;
  r.scale = scale;
  if (stageOn('seed')) {
    log(`${kind}: seeding at scale ${scale}`);
    if (kind === 'postgres') {
      r.seedS = (await seedPostgres(root, opts.dbName, scale, opts.serverDist)).seedS;
      if (opts.topup) {
        r.topUp = topUp(sql, {
          users: opts.topupUsers,
          payments: opts.topupPayments,
          participants: opts.topupParticipants,
        });
        log(`  top-up: ${JSON.stringify(r.topUp)}`);
      }
      const t0 = performance.now();
      sql('ANALYZE');
      r.analyzeS = Math.round(performance.now() - t0) / 1000;
    } else {
      r.seedS = (await seedEmbedded(root, opts.embeddedDir, scale, opts.serverDist)).seedS;
    }
  } else if (kind === 'embedded' && !embeddedExists(opts.embeddedDir)) {
    throw new Error(`no embedded data at ${opts.embeddedDir}: run with the seed stage`);
  }
  if (sql) r.counts = counts(sql);

  const env =
    kind === 'postgres' ? { DATABASE_URL: pgUrl } : { DATABASE_URL: '', DATA_DIR: opts.embeddedDir };
  const start = () => startServer({ root, env, sqlLog, dist: opts.serverDist, nodeFlags });
  if (stageOn('memory')) {
    r.memoryAt = new Date().toISOString();
    r.memorySeconds = opts.memoryDuration;
    r.memory = await measureMemory(kind, start, sql);
    if (sql) waitIdle(sql);
  }
  if (stageOn('booking') && kind === 'postgres') {
    r.booking = await benchBooking({ root, dbUrl: pgUrl, sql, sqlLog, opts, nodeFlags });
    waitIdle(sql);
  }
  const wantApi = stageOn('api') || stageOn('pgbench');
  if (!wantApi && !stageOn('csv') && !stageOn('web')) {
    r.load.end = loadAverage();
    return r;
  }
  let server = await start();
  try {
    // the full run's memory, beside the quick memory stage's
    r.memoryRun = [{ moment: 'at rest after start', ...(await atRest(server.pid)) }];
    const token = await login(server.base);
    const ids = await prepare(server.base, token, sql);
    r.memoryRun.push({
      moment: "at rest after sign-in and the scenarios' set-up",
      ...(await atRest(server.pid)),
    });
    r.ids = {
      conferenceId: ids.conferenceId,
      conferenceParticipants: ids.conferenceParticipants,
      orderId: ids.orderId,
      updatableUsers: ids.updates.length,
    };
    if (wantApi) {
      r.api = [];
      const list = scenarios(ids).filter(
        (s) => groupOn(s.group) && (kind === 'postgres' || s.group === 'lists'),
      );
      for (const s of list) {
        log(`${kind}: ${s.label}`);
        const entry = { key: s.key, label: s.label };
        const statements = await captureSql(sqlLog, server.base, token, s);
        entry.statements = statements.length;
        if (kind === 'postgres') {
          const script = writePgbenchScript(sqlDir, s.key, statements);
          entry.sqlFile = path.relative(root, script.file);
          entry.statements = script.statements;
        }
        if (stageOn('api')) {
          const drain = async () => {
            if (sql) waitIdle(sql);
            await waitResponsive(server.base);
          };
          const memory = watchMemory(server.pid);
          entry.measure = await measure(server.base, token, s, { ...opts, idle: drain });
          entry.memory = memory.stop();
          r.memoryRun.push({ moment: `${s.label} (${opts.runs} × ${opts.duration} s)`, ...entry.memory });
          await drain();
        }
        if (kind === 'postgres' && stageOn('pgbench')) {
          entry.pgbench = await pgbench(path.join(root, entry.sqlFile), {
            db: opts.dbName,
            clients: s.connections ?? opts.connections,
            duration: opts.duration,
          });
          log(
            `  pgbench: ${entry.pgbench.tps} tps, avg ${entry.pgbench.latencyAvgMs} ms (${statements.length} statements)`,
          );
        }
        r.api.push(entry);
      }
      if (groupOn('login') && kind === 'postgres' && stageOn('api')) {
        // the honest figure: one client address, as without a trusted proxy
        const s = {
          key: 'login_same_address',
          method: 'POST',
          path: '/api/auth/login',
          anonymous: true,
          body: JSON.stringify({ email: 'admin@demo.local', password: 'demo-admin-2026' }),
          rotate: () => ({ headers: { 'x-forwarded-for': '10.255.255.254' } }),
        };
        const m = await measure(server.base, token, s, {
          ...opts,
          runs: 1,
          duration: Math.min(5, opts.duration),
        });
        const run0 = m.runs[0];
        r.loginSameAddress = {
          total: run0.total,
          ok: Math.round(run0.okRps * Math.min(5, opts.duration)),
          limited: run0.non2xx,
        };
      }
    }
    if (r.api?.length)
      r.memoryRun.push({ moment: 'at rest after the scenarios', ...(await atRest(server.pid)) });
    if (stageOn('csv')) {
      // a fresh server: the exports' memory, not what the load runs left on the heap
      if (wantApi) {
        await server.stop();
        server = await start();
        r.memoryRun.push({ moment: 'fresh server for the exports, at rest', ...(await atRest(server.pid)) });
      }
      r.csv = [];
      for (const e of exportsOf(ids)) {
        const x = await measureExport({
          server,
          base: server.base,
          token,
          ...e,
          sqlLog,
          dbUrl: sql ? pgUrl : null,
        });
        r.csv.push(x);
        const { startRssMb, peakRssMb, hwmMb } = x.api;
        r.memoryRun.push({ moment: `export: ${e.name}`, startRssMb, peakRssMb, hwmMb });
      }
    }
    if (r.csv) r.memoryRun.push({ moment: 'at rest after the exports', ...(await atRest(server.pid)) });
    if (stageOn('web') && (kind === 'postgres' || opts.db === 'embedded')) {
      log(`${kind}: web`);
      r.web = await measureWeb(server.base, token, path.join(root, 'apps/web/dist'), opts.webRuns);
    }
  } finally {
    await server.stop();
    r.load.end = loadAverage();
  }
  return r;
}

const previous =
  opts.merge && existsSync(path.join(opts.out, 'latest.json'))
    ? JSON.parse(readFileSync(path.join(opts.out, 'latest.json'), 'utf8'))
    : null;
for (const kind of ['postgres', 'embedded']) {
  if (previous?.[kind])
    results[kind] = {
      load: { start: previous.meta.loadStart, end: previous.meta.loadEnd },
      ...previous[kind],
      mergedFrom: previous.meta.startedAt,
    };
}

/** --merge: what this run measured replaces the previous figures, field by field and scenario by scenario. */
function merged(old, now) {
  if (!old) return now;
  const out = { ...old, ...Object.fromEntries(Object.entries(now).filter(([, v]) => v !== undefined)) };
  if (old.api && now.api) {
    const byKey = new Map(old.api.map((e) => [e.key, e]));
    for (const e of now.api)
      byKey.set(e.key, {
        ...byKey.get(e.key),
        ...Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined)),
      });
    out.api = [...byKey.values()];
  }
  return out;
}
// the builds alone: no database, no server
if (stageOn('bundle')) {
  results.bundle = measureBundles(root);
  const { site, admin } = results.bundle;
  log(
    `bundle: site initial JS ${site?.jsGzipKb ?? '—'} kB gzip, back-office ${admin?.jsGzipKb ?? '—'} kB gzip`,
  );
}
const databaseStages = STAGES.filter((s) => s !== 'bundle').some(stageOn);
try {
  if (databaseStages && (opts.db === 'postgres' || opts.db === 'both'))
    results.postgres = merged(results.postgres, await benchDatabase('postgres'));
  if (databaseStages && (opts.db === 'embedded' || opts.db === 'both'))
    results.embedded = merged(results.embedded, await benchDatabase('embedded'));
} finally {
  results.meta.loadEnd = loadAverage();
  results.meta.finishedAt = new Date().toISOString();
  const md = markdown(results);
  writeFileSync(path.join(opts.out, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  formatResult(path.join(opts.out, 'latest.json'));
  writeFileSync(path.join(opts.out, 'latest.md'), `${md}\n`);
  formatResult(path.join(opts.out, 'latest.md'));
  console.log(`\n${md}\n\nwritten: ${path.relative(root, path.join(opts.out, 'latest.json'))}, latest.md`);
}
