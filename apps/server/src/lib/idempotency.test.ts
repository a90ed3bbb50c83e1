import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { useTestApp } from '../test/test-app.ts';
import { claimIdempotencyKey, storeAnswer } from './idempotency.ts';

/**
 * Two writes with one key, overlapping (as from two instances): the second waits on the key's
 * unique index until the first commits, then gets the first's answer; if the first rolls back,
 * the second owns the key.
 */
const { t } = useTestApp({ as: null });

const answer = { statusCode: 201, response: { status: 'success', order: { order_id: 7 } } };

function holdOpen() {
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  return { release, released };
}

describe('claimIdempotencyKey', () => {
  it('gives the second of two overlapping writes the answer the first committed', async () => {
    const gate = holdOpen();
    let claimedFirst!: () => void;
    const firstClaimed = new Promise<void>((r) => {
      claimedFirst = r;
    });
    const first = t.app.db.transaction(async (tx) => {
      expect(await claimIdempotencyKey(tx as unknown as Db, 'public_order', 'k1', 'hash-a')).toBeNull();
      claimedFirst();
      await gate.released;
      await storeAnswer(tx as unknown as Db, 'public_order', 'k1', answer);
    });
    await firstClaimed;
    const second = t.app.db.transaction((tx) =>
      claimIdempotencyKey(tx as unknown as Db, 'public_order', 'k1', 'hash-a'),
    );
    gate.release();
    await first;
    expect(await second).toEqual(answer);
    await expect(
      t.app.db.transaction((tx) => claimIdempotencyKey(tx as unknown as Db, 'public_order', 'k1', 'hash-b')),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('lets the second own the key when the first rolled back', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        expect(await claimIdempotencyKey(tx as unknown as Db, 'public_order', 'k2', 'h')).toBeNull();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const owned = await t.app.db.transaction((tx) =>
      claimIdempotencyKey(tx as unknown as Db, 'public_order', 'k2', 'h'),
    );
    expect(owned).toBeNull();
  });
});
