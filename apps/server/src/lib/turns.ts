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
