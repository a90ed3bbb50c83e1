// HTTP scenarios measured with autocannon, the SQL each one issues (recorded from the server), and
// the same SQL through pgbench: what PostgreSQL alone can answer.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { inline, log, median, round, run, sleep, spread } from './util.mjs';

/** The API scenarios; `ids` come from prepare(). `lists` ones also run on the embedded database. */
export function scenarios(ids) {
  let n = 0;
  const all = [
    {
      key: 'users_sorted',
      group: 'lists',
      label: 'GET /api/users sorted by surname',
      path: '/api/users?page=1&pageSize=25&sort=surname',
    },
    {
      key: 'users_status',
      group: 'lists',
      label: 'GET /api/users + status=active',
      path: '/api/users?page=1&pageSize=25&sort=surname&status=active',
    },
    {
      key: 'users_search',
      group: 'lists',
      label: 'GET /api/users + q=ann',
      path: '/api/users?page=1&pageSize=25&sort=surname&q=ann',
    },
    {
      key: 'search_everywhere',
      group: 'lists',
      label: 'GET /api/search?q=ross (command palette, 16 connections)',
      path: '/api/search?q=ross',
    },
    {
      // the palette's goal, "answers in under 50 ms": one admin typing in the palette, nothing queued before it
      key: 'search_one_admin',
      group: 'lists',
      label: 'GET /api/search?q=ross (command palette, one admin: 1 connection; goal < 50 ms)',
      path: '/api/search?q=ross',
      connections: 1,
    },
    {
      // a booking found by its transfer's RF reference typed as the bank prints it (trigram index)
      key: 'search_reference',
      group: 'lists',
      label: 'GET /api/search?q=RF47 1234 (a booking by its RF reference, one admin: 1 connection)',
      path: '/api/search?q=RF47%201234',
      connections: 1,
    },
    {
      key: 'memberships_active',
      group: 'lists',
      label: 'GET /api/memberships?status=active',
      path: '/api/memberships?status=active',
    },
    ids.conferenceId && {
      key: 'conference_orders',
      group: 'conferences',
      label: `GET /api/conferences/booking/${ids.conferenceId} (orders)`,
      path: `/api/conferences/booking/${ids.conferenceId}`,
    },
    ids.orderId && {
      key: 'booking_detail',
      group: 'conferences',
      label: `GET /api/conferences/booking-by-order-id/${ids.orderId}`,
      path: `/api/conferences/booking-by-order-id/${ids.orderId}`,
    },
    ids.updates?.length && {
      key: 'user_update',
      group: 'writes',
      label: 'PUT /api/users/{id} (no If-Match, audit row)',
      method: 'PUT',
      path: `/api/users/${ids.updates[0].id}`,
      body: ids.updates[0].body,
      rotate: () => {
        const u = ids.updates[n++ % ids.updates.length];
        return { path: `/api/users/${u.id}`, body: u.body };
      },
    },
    {
      key: 'login',
      group: 'login',
      label: 'POST /api/auth/login (distinct X-Forwarded-For)',
      method: 'POST',
      path: '/api/auth/login',
      body: JSON.stringify({ email: 'admin@demo.local', password: 'demo-admin-2026' }),
      anonymous: true,
      rotate: () => {
        n++;
        return { headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } };
      },
    },
  ];
  return all.filter(Boolean);
}

/** Ids the scenarios need: the largest conference (by participants), its biggest order, users to update. */
export async function prepare(base, token, sqlQuery) {
  const ids = {};
  if (sqlQuery) {
    const conf =
      sqlQuery(`select o.conference_id, count(*) from orders o join participants p on p.order_id = o.id
      where o.deleted_at is null group by 1 order by 2 desc limit 1`);
    if (conf) {
      const [c, participants] = conf.split('|').map(Number);
      ids.conferenceId = c;
      ids.conferenceParticipants = participants;
      ids.orderId = Number(
        sqlQuery(`select o.id from orders o join participants p on p.order_id = o.id where o.conference_id = ${c}
          and o.deleted_at is null group by 1 order by count(*) desc, 1 limit 1`),
      );
    }
  }
  const auth = { authorization: `Bearer ${token}` };
  if (!sqlQuery) {
    // the embedded database has no psql beside the server: the conference with most orders, from the API
    const { conferences = [] } = await (
      await fetch(`${base}/api/conferences?pageSize=100`, { headers: auth })
    ).json();
    const top = conferences.reduce((a, c) => (!a || c.orders_count > a.orders_count ? c : a), null);
    if (top) ids.conferenceId = top.id;
  }
  const list = await (
    await fetch(`${base}/api/users?page=2&pageSize=50&sort=surname`, { headers: auth })
  ).json();
  ids.updates = [];
  for (const row of list.users ?? []) {
    const { user } = await (await fetch(`${base}/api/users/${row.id}`, { headers: auth })).json();
    // not answered (shed under load, 503): that user is left out of the rotation
    if (!user) continue;
    const {
      billing_information,
      version: _v,
      subscription_date_end: _e,
      subscription_trial_end: _t,
      ...rest
    } = user;
    const body = JSON.stringify({ user: rest, billing_information: billing_information ?? null });
    const check = await fetch(`${base}/api/users/${row.id}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body,
    });
    if (check.ok) ids.updates.push({ id: row.id, body });
    else if (ids.updates.length === 0 && row === list.users.at(-1))
      log(`user update refused: ${check.status} ${(await check.text()).slice(0, 300)}`);
  }
  return ids;
}

function request(s, token) {
  const headers = { 'content-type': 'application/json' };
  if (!s.anonymous) headers.authorization = `Bearer ${token}`;
  return { method: s.method ?? 'GET', headers, body: s.body };
}

/** Three (or `runs`) autocannon runs: medians and spread of req/s, p50 and p99. */
export async function measure(base, token, s, opts) {
  const { connections, duration, runs } = opts;
  const req = request(s, token);
  const results = [];
  for (let i = 0; i < runs; i++) {
    const r = await autocannon({
      url: base + s.path,
      connections: s.connections ?? connections,
      duration,
      method: req.method,
      headers: req.headers,
      body: req.body,
      requests: s.rotate
        ? [
            {
              setupRequest: (r0) => {
                const v = s.rotate();
                return {
                  ...r0,
                  ...(v.path && { path: v.path }),
                  ...(v.body && { body: v.body }),
                  headers: { ...r0.headers, ...v.headers },
                };
              },
            },
          ]
        : undefined,
    });
    const ok = r['2xx'];
    // no answer at all within autocannon's 10 s timeout: latency unknown (> 10 s), not 0
    const answered = r.requests.total > 0;
    results.push({
      rps: r.requests.total / duration,
      okRps: ok / duration,
      p50: answered ? r.latency.p50 : null,
      p99: answered ? r.latency.p99 : null,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      total: r.requests.total,
      statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
    });
    log(
      `  ${s.key} run ${i + 1}: ${round(r.requests.average, 0)} req/s (2xx ${round(ok / duration, 0)}/s), p50 ${answered ? r.latency.p50 : '>10000'} ms, p99 ${answered ? r.latency.p99 : '>10000'} ms, non-2xx ${r.non2xx} ${JSON.stringify(Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])))}, timeouts ${r.timeouts}`,
    );
    // nothing answered in time: the server has collapsed under this load; more runs only queue more
    if (ok === 0) {
      log(`  ${s.key}: no 2xx answer in run ${i + 1}, remaining runs skipped`);
      break;
    }
    // requests still queued when a run ends would slow the next one: let them drain first
    if (i + 1 < runs) {
      await opts.idle?.();
      await sleep(500);
    }
  }
  const pick = (k) => results.map((x) => x[k]).filter((x) => x !== null);
  return {
    runs: results,
    rps: round(median(pick('okRps'))),
    rpsSpreadPct: round(spread(pick('okRps'))),
    p50: median(pick('p50')),
    p99: median(pick('p99')),
    p99SpreadPct: round(spread(pick('p99'))),
    non2xx: pick('non2xx').reduce((a, b) => a + b, 0),
    errors: pick('errors').reduce((a, b) => a + b, 0),
    timeouts: pick('timeouts').reduce((a, b) => a + b, 0),
  };
}

/** Waits (up to 3 min) until the server answers /api/health within a second: its queue has drained. */
export async function waitResponsive(base) {
  const t0 = Date.now();
  while (Date.now() - t0 < 180_000) {
    try {
      const r = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (r.ok) return true;
    } catch {}
    await sleep(1000);
  }
  return false;
}

/** One request with the server's SQL recorder on: the statements it issues, literals inlined. */
export async function captureSql(sqlLog, base, token, s) {
  writeFileSync(sqlLog, '');
  writeFileSync(`${sqlLog}.on`, '');
  await sleep(100);
  const req = request(s, token);
  const v = s.rotate ? s.rotate() : {};
  const r = await fetch(base + (v.path ?? s.path), {
    method: req.method,
    headers: { ...req.headers, ...v.headers },
    body: v.body ?? req.body,
    signal: AbortSignal.timeout(120_000),
  });
  await r.arrayBuffer();
  await sleep(150);
  rmSync(`${sqlLog}.on`, { force: true });
  await sleep(60);
  return readFileSync(sqlLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

/** Writes bench/sql/<key>.sql: one request's statements, one per line, as pgbench runs them. */
export function writePgbenchScript(dir, key, statements) {
  const file = path.join(dir, `${key}.sql`);
  // unique hashes (a login's new session token) must differ per transaction
  // the session's last_seen_at is refreshed at most once a minute, not per request: left out
  const perRequest = statements.filter((st) => !/^update "sessions" set "last_seen_at"/i.test(st.text));
  const lines = perRequest.map(
    (st) =>
      `${inline(st.text, st.values).replace(/^(insert .*?)'[0-9a-f]{64}'/i, '$1(md5(random()::text) || md5(random()::text))')};`,
  );
  writeFileSync(
    file,
    `-- ${key}: the SQL one API request issues (recorded from the server, literals inlined)\n${lines.join('\n')}\n`,
  );
  return { file, statements: perRequest.length };
}

export async function pgbench(file, { db, clients, duration }) {
  let stdout;
  try {
    ({ stdout } = await run('pgbench', [
      '-h',
      '127.0.0.1',
      '-p',
      '5432',
      '-U',
      'postgres',
      '-n',
      '-c',
      String(clients),
      '-j',
      String(Math.min(2, clients)),
      '-T',
      String(duration),
      '-f',
      file,
      db,
    ]));
  } catch (err) {
    log(`  pgbench failed: ${String(err.message).split('\n').slice(0, 3).join(' ')}`);
    return { tps: null, latencyAvgMs: null, error: String(err.message).slice(0, 500) };
  }
  const tps = Number(/tps = ([\d.]+) \(without initial/.exec(stdout)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
  return { tps: round(tps), latencyAvgMs: round(latency, 2), failed };
}
