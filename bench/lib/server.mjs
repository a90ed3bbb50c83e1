// Starts the built production server on a free port against the bench database, and signs in once.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { log, sleep } from './util.mjs';

export const ADMIN = { email: 'admin@demo.local', password: 'demo-admin-2026' };

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * `node <dist>/main.js` (default apps/server/dist) with LOG_LEVEL=warn, the web build served,
 * TRUST_PROXY on loopback (so the login benchmark can present distinct client addresses) and the SQL
 * recorder preloaded.
 */
export async function startServer({ root, env, sqlLog, dist = 'apps/server/dist', nodeFlags = [] }) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...nodeFlags,
      '--import',
      path.join(root, 'bench/lib/capture-sql.mjs'),
      path.resolve(root, dist, 'main.js'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        // the server refuses a WEB_DIST without index.html: API only when the web app is not built
        WEB_DIST: existsSync(path.join(root, 'apps/web/dist/index.html'))
          ? path.join(root, 'apps/web/dist')
          : '',
        SITE_DIST: existsSync(path.join(root, 'apps/site/dist/index.html'))
          ? path.join(root, 'apps/site/dist')
          : '',
        TRUST_PROXY: '127.0.0.1',
        BENCH_SQL_LOG: sqlLog,
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) break;
    } catch {}
    await sleep(200);
  }
  log(`server pid ${child.pid} on ${base}`);
  return {
    base,
    port,
    pid: child.pid,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      for (let i = 0; i < 50 && child.exitCode === null; i++) await sleep(100);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

export async function login(base) {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = await r.json();
  const token = body?.data?.auth_token;
  if (!token) throw new Error(`login failed: ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
  return token;
}
