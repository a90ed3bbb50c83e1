import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { serverArgs, serverCommandLine } from '../test/server-process.ts';

/**
 * The embedded database's lock against real server processes on one DATA_DIR: a server killed with
 * SIGKILL does not keep the next one out, even while it is an unreaped zombie; a live server does,
 * with a clear message; a pid in a lock file of earlier versions blocks nothing. Starts server
 * processes: run by `npm run test:reliability`, on the embedded database whatever TEST_DATABASE_URL says.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-lock-'));
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const SERVER = serverCommandLine();

/**
 * A server process on the data directory. `zombie`: started by a shell that then becomes `sleep`,
 * which never reaps a child, so the server stays a zombie once killed (as under a supervisor that
 * has not reaped it yet). Its pid is the first line the shell prints.
 */
async function spawnServer(zombie = false) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  const child = zombie
    ? spawn('/bin/sh', ['-c', `${SERVER} & echo $!; exec sleep 600`], { cwd: root, env })
    : spawn(process.execPath, serverArgs(), { cwd: root, env });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk;
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const pid = zombie ? Number(await until(async () => /^(\d+)\n/.exec(stdout)?.[1], 10_000)) : child.pid!;
  const base = `http://127.0.0.1:${port}`;
  return { child, pid, base, exited, output: () => stderr };
}

async function until<T>(fn: () => Promise<T | null | undefined | false>, ms = 150_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await fn();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

const healthy = (base: string) =>
  fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

/** Waits for the server to answer, or fails with what it said when it exits first. */
async function started(server: Awaited<ReturnType<typeof spawnServer>>) {
  let exit: number | null | undefined;
  void server.exited.then((code) => {
    exit = code;
  });
  await until(async () => {
    if (exit !== undefined) throw new Error(`server exited with ${exit}: ${server.output()}`);
    return healthy(server.base);
  });
}

/** The process state letter in /proc/<pid>/stat: R, S, Z (zombie)… */
const stateOf = (pid: number) => {
  try {
    return /\) (\w)/.exec(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1] ?? '';
  } catch {
    return '';
  }
};

describe('the embedded database lock, with real server processes', () => {
  let live: Awaited<ReturnType<typeof spawnServer>>;

  it('lets a server start 300 ms after the previous one was killed with SIGKILL, still a zombie', async () => {
    const first = await spawnServer(true);
    await started(first);
    process.kill(first.pid, 'SIGKILL');
    await until(async () => stateOf(first.pid) === 'Z', 5000);
    await new Promise((r) => setTimeout(r, 300));

    live = await spawnServer();
    await started(live);
    // the killed server was never reaped while the new one took the database
    expect(stateOf(first.pid)).toBe('Z');
    first.child.kill('SIGKILL');
  }, 300_000);

  it('refuses a second server while one runs, saying which process holds the database', async () => {
    const second = await spawnServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Il database incorporato in ${path.join(dataDir, 'pglite')} è in uso dal processo ${live.pid}: fermare il server prima di continuare.`,
    );
    expect(await healthy(live.base)).toBe(true);
  }, 120_000);

  it('is not fooled by a lock file naming a live process that holds nothing', async () => {
    live.child.kill('SIGTERM');
    await live.exited;
    // earlier versions wrote the holder's pid here; that pid now belongs to another process
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.pid));
    const next = await spawnServer();
    await started(next);
    next.child.kill('SIGTERM');
    await next.exited;
  }, 120_000);
});
