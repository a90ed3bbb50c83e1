import AsyncLock from 'async-lock';
import { AppError } from './app-error.ts';

/**
 * Work on one key (a conference's bookings, one address's write count) that the database
 * serializes anyway, with a row or an advisory lock, first takes its turn in this process: a rush
 * waits here, in memory, instead of holding every pooled connection while blocked on the same lock
 * (the pool would then time out and answer 503). The database lock still orders the instances.
 */
const MAX_WAITING = 5000;
const lock = new AsyncLock({ maxPending: Number.POSITIVE_INFINITY });
const waiting = new Map<string, number>();

/** Runs `work` once the earlier work on `key` in this process is done; 503 past 5000 waiting. */
export async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const ahead = waiting.get(key) ?? 0;
  if (ahead >= MAX_WAITING) throw new AppError('unavailable');
  waiting.set(key, ahead + 1);
  try {
    return await lock.acquire(key, work);
  } finally {
    const left = (waiting.get(key) ?? 1) - 1;
    if (left > 0) waiting.set(key, left);
    else waiting.delete(key);
  }
}

/** How many are in `key`'s turn in this process, the one working included. */
export const inTurnCount = (key: string): number => waiting.get(key) ?? 0;

/**
 * `inTurn`, but the caller may leave the line before its turn: `watch` is given `leave(reason)`
 * and returns its own stop. Leaving while the work has not started answers `reason` at once, and
 * the work is skipped when its turn comes; once it has started, leaving does nothing.
 */
export function inTurnOrLeave<T>(
  key: string,
  work: () => Promise<T>,
  watch: (leave: (reason: unknown) => void) => () => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let state = 'waiting' as 'waiting' | 'working' | 'left';
    let stop: (() => void) | undefined;
    const leave = (reason: unknown) => {
      if (state !== 'waiting') return;
      state = 'left';
      stop?.();
      reject(reason);
    };
    stop = watch(leave);
    // left while being watched for the first time: the watch is stopped now that it is known
    if ((state as string) === 'left') stop();
    inTurn(key, async () => {
      if (state === 'left') return undefined;
      state = 'working';
      stop?.();
      return work();
    }).then(
      (value) => {
        if (state !== 'left') resolve(value as T);
      },
      (err) => {
        stop?.();
        if (state !== 'left') reject(err);
      },
    );
  });
}
