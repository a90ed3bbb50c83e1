import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: the working directory of a server started as its own process. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const BUNDLE = 'apps/server/dist/main.js';
const SOURCES = ['apps/server/src', 'apps/server/drizzle', 'packages/shared/src'];
// what the bundle leaves out: a change to a test does not make the build stale
const NOT_BUNDLED = /(\.test\.tsx?|^test|^reliability|^scale|^fixtures)$/;

function newestSource(): number {
  let newest = 0;
  const visit = (p: string) => {
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (!NOT_BUNDLED.test(name)) visit(path.join(p, name));
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const dir of SOURCES) visit(path.join(repoRoot, dir));
  return newest;
}

let args: string[] | undefined;

/**
 * The arguments after `node` that start the product's server (cwd: repoRoot). The build, as
 * `npm start` runs it, when it exists and is newer than every source (CI builds before these
 * tests): it starts in about half the time of the sources, which matter where a test starts the
 * server many times. Otherwise the sources through tsx, so a fresh checkout's `npm test` needs no
 * build and never runs a stale one.
 */
export function serverArgs(): string[] {
  if (!args) {
    const bundle = path.join(repoRoot, BUNDLE);
    const current = fs.existsSync(bundle) && fs.statSync(bundle).mtimeMs > newestSource();
    args = current ? [BUNDLE] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  }
  return args;
}

/** The same as one shell command line. */
export const serverCommandLine = () => [process.execPath, ...serverArgs()].join(' ');
