// The server's memory as the kernel sees it (/proc/<pid>/status): VmRSS now and VmHWM, the highest
// VmRSS the process has had since it started. On the embedded database this includes PGlite's
// WebAssembly memory, which never shrinks; on PostgreSQL the database's own processes are not
// counted (only the Node process).
import { readFileSync } from 'node:fs';
import { round, sleep } from './util.mjs';

/** `{ rssMb, hwmMb }` of a process, or nulls once it is gone. */
export function procMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1]);
    return { rssMb: round(kb('VmRSS') / 1024), hwmMb: round(kb('VmHWM') / 1024) };
  } catch {
    return { rssMb: null, hwmMb: null };
  }
}

/** A moment at rest: `settleMs` without requests (timers, GC), then VmRSS and VmHWM. */
export async function atRest(pid, settleMs = 2000) {
  await sleep(settleMs);
  return procMemory(pid);
}

/**
 * VmRSS sampled every `everyMs` while something runs: `stop()` returns the RSS when it began, its
 * peak while sampled and VmHWM at the end (which also catches a spike between two samples).
 */
export function watchMemory(pid, everyMs = 50) {
  const start = procMemory(pid);
  let peak = start.rssMb ?? 0;
  const timer = setInterval(() => {
    const { rssMb } = procMemory(pid);
    if (rssMb && rssMb > peak) peak = rssMb;
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const end = procMemory(pid);
      if (end.rssMb && end.rssMb > peak) peak = end.rssMb;
      return { startRssMb: start.rssMb, peakRssMb: round(peak), endRssMb: end.rssMb, hwmMb: end.hwmMb };
    },
  };
}
