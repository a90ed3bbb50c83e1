// Small helpers shared by the benchmark stages: arguments, statistics, child processes, psql.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';

export const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** `--key value`, `--flag`, `--no-flag`; BENCH_<KEY> environment variables as defaults. */
export function parseArgs(argv, defaults) {
  const out = { ...defaults };
  for (const [k, v] of Object.entries(defaults)) {
    const env = process.env[`BENCH_${k.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`];
    if (env !== undefined)
      out[k] =
        typeof v === 'number' ? Number(env) : typeof v === 'boolean' ? env !== '0' && env !== 'false' : env;
  }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) continue;
    const key = a.slice(2).replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    if (key.startsWith('no') && typeof defaults[key[2]?.toLowerCase() + key.slice(3)] === 'boolean') {
      out[key[2].toLowerCase() + key.slice(3)] = false;
      continue;
    }
    if (typeof defaults[key] === 'boolean') out[key] = true;
    else {
      const v = argv[++i];
      out[key] = typeof defaults[key] === 'number' ? Number(v) : v;
    }
  }
  return out;
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** Spread of runs as (max − min) / median, in percent. */
export const spread = (xs) => {
  const m = median(xs);
  return xs.length > 1 && m ? ((Math.max(...xs) - Math.min(...xs)) / m) * 100 : 0;
};
export const round = (x, d = 1) => (Number.isFinite(x) ? Math.round(x * 10 ** d) / 10 ** d : null);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const loadAverage = () => os.loadavg().map((x) => round(x, 2));
export const log = (...a) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...a);

/** Runs a command to completion; rejects on a non-zero exit with its stderr. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve({ stdout, stderr })
        : reject(new Error(`${cmd} ${args.join(' ')} → ${code}\n${stderr.slice(-2000)}`)),
    );
  });
}

export function psqlSync(url, sql) {
  const r = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-XAtqc', sql], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
  return r.stdout.trim();
}

/** A SQL literal for a bound value as recorded by capture-sql.mjs. */
export function literal(v) {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'object' && v.date) return `'${v.date}'`;
  if (typeof v === 'object' && v.hex) return `'\\x${v.hex}'::bytea`;
  if (Array.isArray(v)) return `'{${v.map((x) => `"${String(x).replace(/"/g, '\\"')}"`).join(',')}}'`;
  if (typeof v === 'object') return `'${JSON.stringify(v).replace(/'/g, "''")}'`;
  return `'${String(v).replace(/'/g, "''")}'`;
}

/** The statement with $n replaced by literals (highest n first, so $1 does not eat $10). */
export function inline(text, values) {
  let out = text;
  for (let i = values.length; i >= 1; i--) out = out.split(`$${i}`).join(literal(values[i - 1]));
  return out.replace(/\s+/g, ' ').trim();
}
