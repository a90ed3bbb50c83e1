import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { createMailTransport } from './mail/transport.ts';

/** The data directory (embedded database, outbox with reset links) is the owner's only. */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-only-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const mode = (p: string) => fs.statSync(p).mode & 0o777;

/** Every directory and file under `dir` with its mode, e.g. ["pglite 700", "pglite/PG_VERSION 600"]. */
function modes(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isDirectory() || e.isFile())
    .map((e) => {
      const full = path.join(e.parentPath, e.name);
      return `${path.relative(dir, full)} ${mode(full).toString(8)}`;
    });
}

describe('owner-only data', () => {
  it('the embedded database: its directory 0700 and every file 0600, also a directory made 0755 before', async () => {
    const dataDir = path.join(tmp, 'data');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    const database = await openDatabase({ dataDir });
    try {
      expect(mode(dataDir)).toBe(0o700);
      const all = modes(dataDir);
      expect(all.length).toBeGreaterThan(100);
      expect(all.filter((m) => !/ (700|600)$/.test(m))).toEqual([]);
    } finally {
      await database.close();
    }
    expect(modes(dataDir).filter((m) => !/ (700|600)$/.test(m))).toEqual([]);
  });

  it('the mail outbox: 0700, each message 0600, and messages an older version left 0644', async () => {
    const dataDir = path.join(tmp, 'mail');
    fs.mkdirSync(path.join(dataDir, 'outbox'), { recursive: true, mode: 0o755 });
    const old = path.join(dataDir, 'outbox', 'old.eml');
    fs.writeFileSync(old, 'reset link', { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, 'outbox'), 0o755);
    const transport = createMailTransport({ from: 'no-reply@localhost', dataDir });
    await transport.send({ id: 7, recipients: ['a@b.it'], subject: 'Link', html: '<p>x</p>', text: 'x' });
    transport.close();
    const outbox = path.join(dataDir, 'outbox');
    const [sent] = fs.readdirSync(outbox).filter((f) => f.endsWith('-7.eml'));
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(outbox)).toBe(0o700);
    expect(mode(path.join(outbox, sent))).toBe(0o600);
    expect(mode(old)).toBe(0o600);
  });
});
