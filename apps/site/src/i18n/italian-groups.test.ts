import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import italian from '../locales/it.json';

/**
 * The Italian catalogue is read by groups (i18n/provider.tsx): the first load's by name, a lazy
 * page's as modules of their own (`virtual:catalogue/it/<group>`, vite.config.ts) added as the
 * page's code loads. A page whose code names a group nobody added shows keys instead of Italian:
 * these tests follow the imports from each page and find that before a browser does.
 */

const SRC = path.resolve(import.meta.dirname, '..');
const GROUPS = new Set(Object.keys(italian));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** A file's code without its comments (their examples are no keys). */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
const text = new Map(sources(SRC).map((file) => [file, code(readFileSync(file, 'utf8'))]));

/** A relative specifier as the file it names. */
function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => text.has(f)) ?? null;
}

const staticImports = (file: string) =>
  // `import type` is gone once built: nothing of it runs
  [...(text.get(file) ?? '').matchAll(/(?:^|\n)(?:import|export)\s(?!type\s)[^;]*?from\s*'(\.[^']+)'/g)]
    .map((m) => resolve(file, m[1]))
    .filter((f): f is string => f !== null);

/** A module and all it imports statically: what is evaluated before it renders. */
function graph(root: string, seen = new Set<string>()): Set<string> {
  if (seen.has(root)) return seen;
  seen.add(root);
  for (const f of staticImports(root)) graph(f, seen);
  return seen;
}

/** The groups a module names in its keys: 'booking.title', `common.billing.labels.${f}`. */
const named = (file: string) =>
  new Set(
    [...(text.get(file) ?? '').matchAll(/['`]([a-zA-Z]+)\.[a-zA-Z_][\w.]*(?:['`]|\$\{)/g)]
      .map((m) => m[1])
      .filter((g) => GROUPS.has(g)),
  );
const added = (file: string) =>
  [...(text.get(file) ?? '').matchAll(/from\s*'virtual:catalogue\/it\/(\w+)'/g)].map((m) => m[1]);

const provider = text.get(path.join(SRC, 'i18n', 'provider.tsx')) ?? '';
const FIRST_LOAD = new Set(
  (/import\s*\{([^}]*)\}\s*from\s*'\.\.\/locales\/it\.json'/.exec(provider)?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

/** The first load (main.tsx) and every module loaded on demand (`import('./pages/…')`). */
const roots = [
  path.join(SRC, 'main.tsx'),
  ...[...text].flatMap(([file, source]) =>
    [...source.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].map((m) => resolve(file, m[1]) ?? ''),
  ),
].filter((f) => existsSync(f));

describe('the Italian words of every page are there when it renders', () => {
  it.each(roots.map((root) => [path.relative(SRC, root), root]))('%s', (_name, root) => {
    const modules = graph(root);
    const available = new Set([...FIRST_LOAD, ...[...modules].flatMap(added)]);
    const missing = [...modules].flatMap((m) =>
      [...named(m)].filter((g) => !available.has(g)).map((g) => `${path.relative(SRC, m)}: ${g}`),
    );
    expect(
      missing,
      "import 'virtual:catalogue/it/<group>' and addItalian() it in the page (or name it in provider.tsx)",
    ).toEqual([]);
  });

  it('reads every group of it.json somewhere', () => {
    const read = new Set([...FIRST_LOAD, ...[...text.keys()].flatMap(added)]);
    expect([...GROUPS].filter((g) => !read.has(g))).toEqual([]);
  });
});
