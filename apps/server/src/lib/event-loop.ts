import { setTimeout as sleep } from 'node:timers/promises';

/** Work on the main thread longer than this at a stretch delays every other request. */
const SLICE_MS = 20;
/**
 * After each slice the loop is left idle a tenth of its length: work back to back would keep it
 * busy all the time, and @fastify/under-pressure (plugins/load.ts) then answers every request 503.
 */
const REST = 0.1;

/**
 * For long work on the main thread (a large file read line by line): `await pause()` between two
 * steps hands the event loop over once the current slice has run SLICE_MS, so other requests
 * (health checks, sign-ins, lists) are answered meanwhile instead of after the whole file.
 */
export function slicer(sliceMs = SLICE_MS): () => Promise<void> {
  let started = performance.now();
  return async () => {
    const busy = performance.now() - started;
    if (busy < sliceMs) return;
    await sleep(Math.ceil(busy * REST));
    started = performance.now();
  };
}
