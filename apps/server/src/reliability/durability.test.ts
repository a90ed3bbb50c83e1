import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { arbitrators, distributionCases, profiles, users } from '../db/schema/index.ts';
import { createSession } from '../lib/sessions.ts';
import { wholeArbitrator } from '../test/arbitrator-body.ts';
import { serverArgs } from '../test/server-process.ts';
import { createScratchDatabase } from '../test/test-app.ts';

/**
 * The server is killed with SIGKILL in the middle of writes, ROUNDS times. After
 * each restart every write that was answered with success is there, and no nested save is
 * half-applied (an arbitrator's email and all its distribution cases come from the same write).
 * Four writers each update their own arbitrator in a loop; each write carries a sequence number.
 * Slow (a real server process per round): run by `npm run test:reliability`, not by `npm test`.
 */
const ROUNDS = Number(process.env.DURABILITY_ROUNDS) || 20;
const WRITERS = 4;
const serverUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'durability-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
  fs.rmSync(scratch, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

// deterministic pause lengths (no Math.random: a failure can be replayed)
let lcg = 42;
const nextPause = () => {
  lcg = (lcg * 1103515245 + 12345) % 2 ** 31;
  return 150 + (lcg % 600);
};

const casesFor = (seq: number) =>
  Array.from({ length: 1 + (seq % 3) }, (_, i) => ({ title: `Caso ${i}`, description: `seq ${seq}` }));

async function prepare(target: { databaseUrl?: string; dataDir?: string }) {
  const database = await openDatabase(target);
  await migrate(database);
  const [admin] = await database.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.name, 'admin'));
  const [user] = await database.db
    .insert(users)
    .values({ email: 'durable@test.local', name: 'D', surname: 'K', active: true, profileId: admin.id })
    .returning({ id: users.id });
  const token = await createSession(database.db, user.id, {});
  const ids: number[] = [];
  for (let i = 0; i < WRITERS; i++) {
    const [a] = await database.db
      .insert(arbitrators)
      .values({ email: `w0-a${i}@x.it`, name: 'Anna', surname: `Durevole${i}`, approved: 0 })
      .returning({ id: arbitrators.id });
    ids.push(a.id);
  }
  await database.close();
  return { token, ids };
}

/** What is in the database for each arbitrator: the sequence of its email, and of its cases. */
async function inspect(target: { databaseUrl?: string; dataDir?: string }, ids: number[]) {
  const database = await openDatabase(target);
  try {
    const out: { seq: number; caseSeqs: number[]; cases: number }[] = [];
    for (const id of ids) {
      const [a] = await database.db
        .select({ email: arbitrators.email })
        .from(arbitrators)
        .where(eq(arbitrators.id, id));
      const cases = await database.db
        .select({ description: distributionCases.description })
        .from(distributionCases)
        .where(eq(distributionCases.arbitratorId, id))
        .orderBy(asc(distributionCases.position));
      const seq = Number(/^w(\d+)-/.exec(a.email ?? '')?.[1] ?? -1);
      out.push({
        seq,
        cases: cases.length,
        caseSeqs: cases.map((c) => Number(/seq (\d+)/.exec(c.description ?? '')?.[1])),
      });
    }
    return out;
  } finally {
    await database.close();
  }
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

describe(`durability under SIGKILL (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`keeps every acknowledged write and no half nested save across ${ROUNDS} kills`, async () => {
    let target: { databaseUrl?: string; dataDir?: string };
    let env: Record<string, string>;
    if (serverUrl) {
      const database = await createScratchDatabase(serverUrl);
      cleanups.push(database.drop);
      target = { databaseUrl: database.url };
      env = { DATABASE_URL: database.url, DATA_DIR: scratch };
    } else {
      target = { dataDir: scratch };
      env = { DATA_DIR: scratch, DATABASE_URL: '' };
    }
    const { token, ids } = await prepare(target);
    const acked = ids.map(() => 0);
    const sent = ids.map(() => 0);
    let totalAcked = 0;

    for (let round = 1; round <= ROUNDS; round++) {
      const { child, base } = await startServer(env);
      cleanups.push(async () => {
        child.kill('SIGKILL');
      });
      let killed = false;
      const writers = ids.map(async (id, w) => {
        while (!killed) {
          const seq = ++sent[w];
          try {
            const res = await fetch(`${base}/api/arbitrators/${id}`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({
                arbitrator: wholeArbitrator({
                  email: `w${seq}-a${w}@x.it`,
                  distribution_cases: casesFor(seq),
                }),
              }),
            });
            if (res.status === 200) {
              acked[w] = seq;
              totalAcked++;
            } else if (res.status === 503) {
              // load shed on a saturated machine: nothing acknowledged, so nothing to keep; go on
              await new Promise((r) => setTimeout(r, 50));
            } else if (!killed) throw new Error(`write answered ${res.status}: ${await res.text()}`);
          } catch (err) {
            if (!killed) throw err;
          }
        }
      });
      await new Promise((r) => setTimeout(r, nextPause()));
      const exited = new Promise((r) => child.once('exit', r));
      killed = true;
      child.kill('SIGKILL');
      await exited;
      await Promise.all(writers);

      const state = await inspect(target, ids);
      state.forEach((s, w) => {
        // what was answered 200 is there (a later, unanswered write may be there too)
        expect(s.seq, `round ${round}, writer ${w}`).toBeGreaterThanOrEqual(acked[w]);
        expect(s.seq).toBeLessThanOrEqual(sent[w]);
        // the nested save is whole: the cases are exactly those of the same write
        if (s.seq > 0) {
          expect(s.cases, `round ${round}, writer ${w}`).toBe(casesFor(s.seq).length);
          expect(new Set(s.caseSeqs)).toEqual(new Set([s.seq]));
        }
        // the next round continues from what is stored
        sent[w] = Math.max(sent[w], s.seq);
      });
    }
    expect(totalAcked).toBeGreaterThan(ROUNDS);
    console.info(
      `[reliability] durability (${serverUrl ? 'postgres' : 'pglite'}): ${ROUNDS} SIGKILLs survived, ${totalAcked} acknowledged writes all kept, no half-applied nested save`,
    );
  }, 600_000);
});
