import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What `npm ci --omit=dev` installs is what the built server needs: the packages its own code
 * imports. A package only tests import is a devDependency (a production install leaves it out).
 */
const server = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(server, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Tests, their helpers and fixtures, and the test suites' harnesses: never in the build. */
const isTestCode = (file: string) =>
  /\.test\.ts$|(^|\/)fixtures\//.test(file) || /^(test|reliability|scale)\//.test(file);

/** The npm packages a source file imports ('drizzle-orm/pg-core' → 'drizzle-orm'). */
function packagesOf(source: string): string[] {
  const names: string[] = [];
  const statements = /^\s*(?:(?:import|export)\b[^;]*?\bfrom\s*|import\s*)'([^']+)'|\bimport\(\s*'([^']+)'/gm;
  for (const [, from, dynamic] of source.matchAll(statements)) {
    const spec = from ?? dynamic;
    if (spec.startsWith('.') || spec.startsWith('node:')) continue;
    const parts = spec.split('/');
    names.push(spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return names;
}

function importsBy(test: boolean): Set<string> {
  const src = path.join(server, 'src');
  const files = fs
    .readdirSync(src, { recursive: true })
    .map((f) => String(f).split(path.sep).join('/'))
    .filter((f) => f.endsWith('.ts') && isTestCode(f) === test);
  return new Set(files.flatMap((f) => packagesOf(fs.readFileSync(path.join(src, f), 'utf8'))));
}

describe('the server package.json', () => {
  it('lists every package the server code imports as a dependency', () => {
    const missing = [...importsBy(false)].filter((name) => !(name in pkg.dependencies));
    expect(missing).toEqual([]);
  });

  it('keeps the packages only tests import out of the runtime dependencies', () => {
    const runtime = importsBy(false);
    const testOnly = [...importsBy(true)].filter((name) => !runtime.has(name) && name in pkg.dependencies);
    expect(testOnly).toEqual([]);
  });
});
