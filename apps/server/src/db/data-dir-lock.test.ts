import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockAddress, lockDataDir } from './data-dir-lock.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-'));
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

let dirs = 0;
const freshDir = () => {
  const dir = path.join(tmp, `d${++dirs}`);
  fs.mkdirSync(dir);
  return dir;
};

/** Another process listening at `address` (answering its pid unless `mute`), once it listens. */
async function holder(address: string, mute = false) {
  const answer = mute ? '() => { while (true); }' : '() => {}';
  const script = `require('node:net')
    .createServer((s) => s.end(String(process.pid)))
    .listen(${JSON.stringify(address)}, () => { console.log('listening'); (${answer})(); });`;
  const child = spawn(process.execPath, ['-e', script]);
  children.push(child);
  await new Promise((resolve, reject) => {
    child.stdout!.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

describe('the embedded database lock', () => {
  it('refuses a second opener, even in the same process, until the first releases it', async () => {
    const dir = freshDir();
    const first = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DatabaseInUseError);
    await expect(second).rejects.toThrow(
      `Il database incorporato in ${dir} è in uso dal processo ${process.pid}: fermare il server prima di continuare.`,
    );
    // the same directory by another path (a symbolic link) meets the same lock
    const link = `${dir}-link`;
    fs.symlinkSync(dir, link);
    await expect(lockDataDir(link)).rejects.toThrow(DatabaseInUseError);
    await first.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  // where abstract sockets do not exist (macOS), the lock is a socket file, which a crash leaves behind
  describe('as a socket file', () => {
    // the name lockAddress gives on macOS, in this file's own directory: in the shared temporary
    // directory a file a killed holder left there would meet a later run's directory of the same
    // inode (the name comes from it), and its holder could not listen
    const socketFile = (dir: string) => path.join(tmp, path.basename(lockAddress(dir, 'darwin')));

    it('takes over the file of a holder killed with SIGKILL, and removes it when released', async () => {
      const dir = freshDir();
      const address = socketFile(dir);
      const killed = await holder(address);
      const exited = new Promise((r) => killed.once('exit', r));
      killed.kill('SIGKILL');
      await exited;
      expect(fs.existsSync(address)).toBe(true);
      const lock = await lockDataDir(dir, address);
      await lock.release();
      expect(fs.existsSync(address)).toBe(false);
    });

    it('names a live holder, or says another process when it is too busy to answer', async () => {
      const dir = freshDir();
      const address = socketFile(dir);
      const live = await holder(address);
      await expect(lockDataDir(dir, address)).rejects.toThrow(`è in uso dal processo ${live.pid}:`);
      live.kill('SIGKILL');
      await new Promise((r) => live.once('exit', r));
      fs.rmSync(address, { force: true });
      await holder(address, true);
      await expect(lockDataDir(dir, address)).rejects.toThrow('è in uso da un altro processo:');
    });
  });
});
