import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { MAX_EVENT_LOOP_UTILIZATION } from '../plugins/load.ts';
import { slicer } from './event-loop.ts';

/** A step of work that never waits: 1 ms of the main thread. */
const step = () => {
  const until = performance.now() + 1;
  while (performance.now() < until);
};

describe('work sliced with slicer()', () => {
  it('lets timers run while it works, and leaves the loop idle enough for load shedding to stay off', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const before = performance.eventLoopUtilization();
    const pause = slicer();
    for (let i = 0; i < 400; i++) {
      step();
      await pause();
    }
    const used = performance.eventLoopUtilization(before).utilization;
    clearInterval(timer);
    // back to back, the 400 steps would run with no timer in between and the loop 100 % busy
    expect(ticks).toBeGreaterThan(10);
    expect(used).toBeLessThan(MAX_EVENT_LOOP_UTILIZATION);
  });
});
