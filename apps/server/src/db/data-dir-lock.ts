import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The embedded database's lock (docs/decisions/0020-embedded-database-lock.md): a local socket named
 * after the data directory, listening for as long as the process that opened the database lives.
 * The kernel closes it when that process ends, however it ends — kill -9 included, before the dead
 * process is even reaped — and no pid is compared, so neither a zombie nor a reused pid blocks a start.
 */

export class DatabaseInUseError extends Error {}

export interface DataDirLock {
  release(): Promise<void>;
}

/** How long a second opener waits for the holder to say its pid (a busy holder may not answer). */
const PID_WAIT_MS = 1000;
const ATTEMPTS = 3;

/**
 * Where the lock of `dir` listens, named after the directory itself (device and inode), so every
 * path to it meets the same lock: on Linux an abstract socket (no file, gone with its process), on
 * Windows a named pipe (the same), elsewhere a socket file in the temporary directory.
 */
export function lockAddress(dir: string, platform: NodeJS.Platform = process.platform): string {
  const { dev, ino } = fs.statSync(dir);
  const id = createHash('sha256').update(`${dev}:${ino}`).digest('hex').slice(0, 24);
  const name = `forum-backoffice-pglite-${id}`;
  if (platform === 'linux') return `\0${name}`;
  if (platform === 'win32') return `\\\\?\\pipe\\${name}`;
  return path.join(os.tmpdir(), `${name}.sock`);
}

const listen = (server: net.Server, address: string) =>
  new Promise<NodeJS.ErrnoException | null>((resolve) => {
    server.once('error', resolve);
    // exclusive: a cluster worker holds the socket itself, not through the primary
    server.listen({ path: address, exclusive: true }, () => {
      server.off('error', resolve);
      resolve(null);
    });
  });

/** Whether a process listens at `address`, and its pid when it says it in time. */
const holderAt = (address: string) =>
  new Promise<{ alive: boolean; pid?: number }>((resolve) => {
    let said = '';
    const socket = net.connect(address);
    const done = (alive: boolean) => {
      socket.destroy();
      const pid = Number(said);
      resolve(Number.isInteger(pid) && pid > 0 ? { alive, pid } : { alive });
    };
    socket.setTimeout(PID_WAIT_MS, () => done(true));
    socket.on('data', (chunk) => {
      said += chunk;
    });
    socket.on('end', () => done(true));
    // refused or gone: nobody listens (a socket file left by a process that died); anything else
    // (a socket of another user, say) is not ours to take
    socket.on('error', (err: NodeJS.ErrnoException) =>
      done(err.code !== 'ECONNREFUSED' && err.code !== 'ENOENT'),
    );
  });

/** Takes the lock of the embedded database in `dir`, or throws DatabaseInUseError naming the holder. */
export async function lockDataDir(dir: string, address = lockAddress(dir)): Promise<DataDirLock> {
  let holder: { alive: boolean; pid?: number } = { alive: false };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const server = net.createServer((socket) => {
      // the asker may hang up before the answer: that is no error of ours
      socket.on('error', () => {});
      socket.end(String(process.pid));
    });
    const error = await listen(server, address);
    if (!error) {
      // the lock never keeps the process alive on its own
      server.unref();
      return { release: () => new Promise((resolve) => server.close(() => resolve())) };
    }
    if (error.code !== 'EADDRINUSE') throw error;
    holder = await holderAt(address);
    if (holder.alive) break;
    // a socket file its dead owner could not remove; an abstract socket just closing needs a moment
    if (!address.startsWith('\0') && !address.startsWith('\\\\')) fs.rmSync(address, { force: true });
    else await sleep(50);
  }
  const who = holder.pid ? `dal processo ${holder.pid}` : 'da un altro processo';
  throw new DatabaseInUseError(
    `Il database incorporato in ${dir} è in uso ${who}: fermare il server prima di continuare.`,
  );
}
