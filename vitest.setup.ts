import { afterAll } from 'vitest';

// Test files share a process (isolate: false) and some set process.env at load time (mail worker
// timings, TRUST_PROXY): give every file the environment it started with.
const initial = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) {
    if (!(name in initial)) delete process.env[name];
  }
  Object.assign(process.env, initial);
});
