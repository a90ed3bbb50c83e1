import { describe, expect, it } from 'vitest';
import { inTurn, inTurnCount, inTurnOrLeave } from './turns.ts';

/** A turn held until the returned function is called. */
function hold(key: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  void inTurn(key, () => held);
  return release;
}

describe('a turn one may leave', () => {
  it('answers the leave at once and never runs the work that left the line', async () => {
    const release = hold('left');
    let leaveNow: (reason: unknown) => void = () => {};
    let stopped = false;
    let ran = false;
    const waiting = inTurnOrLeave(
      'left',
      async () => {
        ran = true;
        return 'worked';
      },
      (leave) => {
        leaveNow = leave;
        return () => {
          stopped = true;
        };
      },
    );
    expect(inTurnCount('left')).toBe(2);
    leaveNow(new Error('esaurito'));
    await expect(waiting).rejects.toThrow('esaurito');
    expect(stopped).toBe(true);
    release();
    await inTurn('left', async () => {});
    expect(ran).toBe(false);
    expect(inTurnCount('left')).toBe(0);
  });

  it('ignores a leave once its work has started, and stops watching then', async () => {
    let leaveNow: (reason: unknown) => void = () => {};
    let stopped = false;
    const done = inTurnOrLeave(
      'started',
      async () => {
        leaveNow(new Error('troppo tardi'));
        return 'worked';
      },
      (leave) => {
        leaveNow = leave;
        return () => {
          stopped = true;
        };
      },
    );
    await expect(done).resolves.toBe('worked');
    expect(stopped).toBe(true);
  });
});
