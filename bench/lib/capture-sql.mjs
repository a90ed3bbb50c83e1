// Preloaded into the benchmarked server (node --import) to record the real SQL a request sends:
// while the file $BENCH_SQL_LOG.on exists (polled every 20 ms; signals belong to close-with-grace),
// each statement issued on behalf of an HTTP request (text + bound values) is appended as one JSON
// line to $BENCH_SQL_LOG. Background work (the mail outbox poller…) runs outside any request and is
// left out. Off by default: the measured runs pay one boolean check per request and per query.
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(process.cwd(), 'apps/server/package.json'));
const pg = require('pg');
const file = process.env.BENCH_SQL_LOG;
const inRequest = new AsyncLocalStorage();
let on = false;
if (file) {
  setInterval(() => {
    const next = existsSync(`${file}.on`);
    // the storage's async hooks cost something: enabled only while recording
    if (on && !next) inRequest.disable();
    on = next;
  }, 20).unref();
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function patchedEmit(event, ...args) {
  if (on && event === 'request') return inRequest.run(true, () => emit.call(this, event, ...args));
  return emit.call(this, event, ...args);
};

const original = pg.Client.prototype.query;
pg.Client.prototype.query = function query(config, values, callback) {
  if (on && file && inRequest.getStore()) {
    const text = typeof config === 'string' ? config : config?.text;
    const vals =
      typeof config === 'object' && config?.values ? config.values : Array.isArray(values) ? values : [];
    if (text) appendFileSync(file, `${JSON.stringify({ text, values: vals.map(serialise) })}\n`);
  }
  return original.call(this, config, values, callback);
};

function serialise(v) {
  if (v instanceof Date) return { date: v.toISOString() };
  if (Buffer.isBuffer(v)) return { hex: v.toString('hex') };
  return v;
}
