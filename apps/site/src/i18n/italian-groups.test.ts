import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import italian from '../locales/it.json';

/** Every source file of the site. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/**
 * The Italian catalogue is read by groups (i18n/provider.tsx): those of the first pages at start,
 * a lazy page's as its code loads. A group read nowhere would show its keys instead of Italian.
 */
it('imports every group of the Italian catalogue somewhere: at start or where its page loads', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const imported = new Set<string>();
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    // the first load's groups, by name
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(?:\.\.?\/)+locales\/it\.json'/g)) {
      for (const name of m[1].split(',')) imported.add(name.trim().split(/\s+as\s+/)[0]);
    }
    // a lazy page's, each a module of its own (vite.config.ts)
    for (const m of text.matchAll(/from\s*'virtual:catalogue\/it\/(\w+)'/g)) imported.add(m[1]);
  }
  const missing = Object.keys(italian).filter((group) => !imported.has(group));
  expect(
    missing,
    "name them in i18n/provider.tsx's import, or import 'virtual:catalogue/it/<group>' where its page loads",
  ).toEqual([]);
});
