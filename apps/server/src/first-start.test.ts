import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_ADMIN_HINT } from '@app/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { serverArgs } from './test/server-process.ts';

/**
 * The real server process on a new embedded database: without an admin it says how to
 * create one, its data directory is the owner's only, and a weak ADMIN_PASSWORD stops the start.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'first-start-'));
const dataDir = path.join(tmp, 'data');
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

function start(port: number, extra: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    WEB_DIST: '',
    SITE_DIST: '',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    ...extra,
  };
  // the embedded database: its files are what this checks, on both test runs
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, serverArgs(), { cwd: root, env });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (c: Buffer) => {
    out.stdout += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    out.stderr += c.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, out, exited };
}

const mode = (p: string) => (fs.statSync(p).mode & 0o777).toString(8);

describe('the first start', () => {
  it('without an admin: prints how to create one, says so on /api/auth/setup, keeps its data to itself', async () => {
    const port = await freePort();
    const server = start(port);
    try {
      const until = Date.now() + 150_000;
      while (!server.out.stderr.includes(FIRST_ADMIN_HINT) && Date.now() < until) {
        if (server.child.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(server.out.stderr, server.out.stdout).toContain(FIRST_ADMIN_HINT);
      expect(server.out.stderr).toContain('npm run admin:create -- <email>');
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/setup`);
      expect(await res.json()).toEqual({ status: 'success', data: { admin_exists: false } });

      expect(mode(dataDir)).toBe('700');
      const entries = fs.readdirSync(dataDir, { recursive: true, withFileTypes: true });
      const loose = entries
        .filter((e) => e.isDirectory() || e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
        .filter((p) => mode(p) !== (fs.statSync(p).isDirectory() ? '700' : '600'));
      expect(loose).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 180_000);

  it('with a weak ADMIN_PASSWORD for a new admin: exits 1 saying why, without a stack trace', async () => {
    const server = start(await freePort(), { ADMIN_EMAIL: 'capo@studio.it', ADMIN_PASSWORD: 'password' });
    expect(await server.exited, server.out.stderr).toBe(1);
    expect(server.out.stderr).toContain("ADMIN_PASSWORD non accettata per creare l'admin capo@studio.it");
    expect(server.out.stderr).not.toContain('    at ');
    expect(server.out.stdout).not.toContain('pronto');
  }, 180_000);
});
