// The public booking stage (PostgreSQL): the catalogue beside a bare Fastify + pg route serving the
// same rows, and a rush of 300 simultaneous bookings on a workshop of 40 seats.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { captureSql, measure } from './api.mjs';
import { freePort, startServer } from './server.mjs';
import { log, median, round, sleep } from './util.mjs';

const RUSH = { bookings: 300, seats: 40 };

const CATALOGUE = {
  key: 'public_catalogue',
  label: 'GET /api/public/conferences (anonymous)',
  path: '/api/public/conferences',
  anonymous: true,
};

async function startBaseline(root, dbUrl, statements) {
  const file = path.join(os.tmpdir(), `bench-baseline-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(statements));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench/baseline-catalogue.mjs')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), BASELINE_STATEMENTS: file },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/catalogue`)).ok) break;
    } catch {}
    await sleep(100);
  }
  return { base, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/** CPU time (user + system) the process has used so far, ms. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One measured run, with the CPU the serving process spent per answered request. */
async function measured(base, pid, scenario, opts) {
  const before = cpuMs(pid);
  const m = await measure(base, null, scenario, { ...opts, runs: 1 });
  m.runs[0].cpuMsPerRequest = round((cpuMs(pid) - before) / Math.max(1, m.runs[0].total), 3);
  return m;
}

/** A conference of its own, bookable, with one workshop of 40 seats, beside the demo data. */
function rushConference(sql) {
  const image = sql('select image from conferences where deleted_at is null order by id limit 1');
  const id = Number(
    sql(`insert into conferences (title, vat_rule, country, city, description, image, date_start, date_end,
      price, streaming, active) values ('Bench: corsa ai posti', 'all', 'italy', 'Milano', 'bench', '${image}',
      current_date + 60, current_date + 61, 30000, false, true) returning id`),
  );
  const workshop = Number(
    sql(`insert into conference_workshops (conference_id, position, title, seats)
      values (${id}, 0, 'Workshop da ${RUSH.seats} posti', ${RUSH.seats}) returning id`),
  );
  // the billing below is a Paris firm's: its territory (UE) follows France
  return { id, workshop, country: Number(sql(`select id from countries where code = 'FR'`)) };
}

function body(c, i) {
  return JSON.stringify({
    conference_id: c.id,
    company: { name: `Studio ${i}` },
    billing_information: {
      territory: 'UE',
      invoice_type: 'law firm',
      company_name: `Cabinet ${i}`,
      vies: 0,
      fiscal_code: `BENCH${i}`,
      country: c.country,
      address: 'Rue de Rivoli 1',
      postal_code: '75001',
      city: 'Paris',
    },
    participants: [
      {
        name: 'Bench',
        surname: `Rush ${i}`,
        email: `rush${i}@bench.example`,
        attendance: 'in_person',
        workshops: [c.workshop],
      },
    ],
    payment_method: 'bank_transfer',
    privacy_accepted: true,
  });
}

/** 300 bookings sent at once, each from its own address: status counts, latencies, orders written. */
async function bookingRush(base, sql) {
  const c = rushConference(sql);
  const t0 = performance.now();
  const answers = await Promise.all(
    Array.from({ length: RUSH.bookings }, async (_, i) => {
      const start = performance.now();
      const res = await fetch(`${base}/api/public/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${i >> 8}.${i & 255}` },
        body: body(c, i),
      });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - start };
    }),
  );
  const wallMs = round(performance.now() - t0, 0);
  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const orders = Number(sql(`select count(*) from orders where conference_id = ${c.id}`));
  // out of the catalogue again: the next run measures the same rows
  sql(`update conferences set active = false where id = ${c.id}`);
  const result = {
    bookings: RUSH.bookings,
    seats: RUSH.seats,
    statuses,
    orders,
    serverErrors: answers.filter((a) => a.status >= 500).length,
    p50: round(median(ms), 0),
    p99: round(ms[Math.ceil(ms.length * 0.99) - 1], 0),
    maxMs: round(ms.at(-1), 0),
    wallMs,
  };
  log(`  booking rush: ${JSON.stringify(result)}`);
  return result;
}

/** Single runs of `measure` as one measure: medians and spread over the runs. */
function combine(measures) {
  const runs = measures.flatMap((m) => m.runs);
  const pick = (k) => runs.map((x) => x[k]).filter((x) => x !== null);
  const spreadPct = (xs) => (xs.length > 1 ? ((Math.max(...xs) - Math.min(...xs)) / median(xs)) * 100 : 0);
  return {
    runs,
    rps: round(median(pick('okRps'))),
    rpsSpreadPct: round(spreadPct(pick('okRps'))),
    p50: median(pick('p50')),
    p99: median(pick('p99')),
    non2xx: pick('non2xx').reduce((a, b) => a + b, 0),
    timeouts: pick('timeouts').reduce((a, b) => a + b, 0),
    cpuMsPerRequest: median(pick('cpuMsPerRequest')),
  };
}

/** The stage: its own server (writes limit raised so one machine can send the load). */
export async function benchBooking({ root, dbUrl, sql, sqlLog, opts, nodeFlags }) {
  const server = await startServer({
    root,
    env: { DATABASE_URL: dbUrl, PUBLIC_WRITE_LIMIT: '1000000' },
    sqlLog,
    dist: opts.serverDist,
    nodeFlags,
  });
  const out = {};
  try {
    log('postgres: public catalogue, and a bare Fastify + pg route running the same statements');
    const statements = await captureSql(sqlLog, server.base, null, CATALOGUE);
    out.catalogueStatements = statements.length;
    const baseline = await startBaseline(root, dbUrl, statements);
    const BASELINE = {
      key: 'baseline_catalogue',
      label: 'bare Fastify + pg',
      path: '/catalogue',
      anonymous: true,
    };
    try {
      // both warmed up (V8 takes 10–20 s to optimise the server's hot code on this machine), then
      // measured in turns, run by run: on a shared machine both see the same load
      const warmUp = { ...opts, runs: 1, duration: Math.max(15, opts.duration) };
      await measure(server.base, null, CATALOGUE, warmUp);
      await measure(baseline.base, null, BASELINE, warmUp);
      const runs = { catalogue: [], baseline: [] };
      for (let i = 0; i < opts.runs; i++) {
        runs.catalogue.push(await measured(server.base, server.pid, CATALOGUE, opts));
        runs.baseline.push(await measured(baseline.base, baseline.pid, BASELINE, opts));
      }
      out.catalogue = combine(runs.catalogue);
      out.baseline = combine(runs.baseline);
    } finally {
      baseline.stop();
    }
    // run by run (each pair under the same load), then the median
    out.pairRatios = out.catalogue.runs.map((c, i) => round(c.okRps / out.baseline.runs[i].okRps, 2));
    out.ratio = round(median(out.pairRatios), 2);
    // what the load of other processes does not change: the server's CPU per request beside the baseline's
    out.cpuRatio = round(out.baseline.cpuMsPerRequest / out.catalogue.cpuMsPerRequest, 2);
    log('postgres: booking rush');
    out.rush = await bookingRush(server.base, sql);
  } finally {
    await server.stop();
  }
  return out;
}
