import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from '../test/server-process.ts';

/** Helpers of `npm run test:scale`: a database of its own, server processes, nginx in front. */

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await fn().catch(() => null);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Instance {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  log: () => string;
}

/** Starts one instance of the product (its build when current, see serverArgs) on its own port; resolves once it listens. */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return { name, port, base: `http://127.0.0.1:${port}`, child, log: () => output };
}

export async function waitHealthy(instance: Instance) {
  await until(`${instance.name} to answer /api/health`, async () => {
    if (instance.child.exitCode !== null) {
      throw new Error(`${instance.name} exited (${instance.child.exitCode}):\n${instance.log()}`);
    }
    const res = await fetch(`${instance.base}/api/health`);
    return res.ok;
  });
}

export async function stopInstance(instance: Instance) {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise((r) => instance.child.once('exit', r));
  instance.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
}

/**
 * The reverse proxy of README "Running in production": round robin over the instances, the client
 * address passed in X-Forwarded-For, responses not buffered (exports stream through).
 */
export function nginxConfig(dir: string, listenPort: number, upstreams: number[]): string {
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=30s;`).join('\n');
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? 'user root;\n' : ''}events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream backoffice {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 3m;
    location / {
      proxy_pass http://backoffice;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_next_upstream error timeout;
    }
  }
}
`;
}

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Debian's nginx in the foreground with a config written for this run. */
export async function startNginx(dir: string, upstreams: number[]) {
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(dir, port, upstreams));
  let output = '';
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const base = `http://127.0.0.1:${port}`;
  await until('nginx to proxy /api/health', async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${output}`);
    return (await fetch(`${base}/api/health`)).ok;
  });
  return {
    base,
    port,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** A JSON request from a chosen local address (fetch cannot pick one). */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
    const req = http.request(
      url,
      {
        method: init.method ?? 'GET',
        localAddress,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
