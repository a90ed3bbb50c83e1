import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries are held by the lint (biome.json's noRestrictedImports overrides): files
 * laid out as in the repository, linted with its configuration, in a directory of their own.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const biome = path.join(root, 'node_modules/.bin/biome');
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  fs.copyFileSync(path.join(root, 'biome.json'), path.join(dir, 'biome.json'));
  // the configuration names its schema by a path inside node_modules
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function lint(file: string, source: string): string {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, source);
  try {
    execFileSync(biome, ['lint', file], { cwd: dir, stdio: 'pipe', encoding: 'utf8' });
    return '';
  } catch (err) {
    return (
      String((err as { stdout?: string; stderr?: string }).stdout ?? '') +
      String((err as { stderr?: string }).stderr ?? '')
    );
  }
}

describe('import boundaries', () => {
  it('refuses a feature importing another feature, on both sides', () => {
    expect(
      lint('apps/web/src/features/invoices/api/a.ts', "export * from '../../orders/api/keys';\n"),
    ).toContain('A feature does not import another feature');
    expect(
      lint('apps/server/src/features/transfers/a.ts', "export * from '../invoices/issue.ts';\n"),
    ).toContain('A feature does not import another feature');
  });

  it('refuses shared code importing a feature, and production code importing test helpers or the seed', () => {
    expect(lint('apps/web/src/components/a.ts', "export * from '../features/auth/session';\n")).toContain(
      'Shared code imports no feature',
    );
    expect(lint('apps/server/src/lib/a.ts', "export * from '../features/invoices/issue.ts';\n")).toContain(
      'Shared code imports no feature',
    );
    expect(
      lint('apps/server/src/features/orders/b.ts', "export * from '../../seed/demo-files.ts';\n"),
    ).toContain('Production code does not import test helpers or the demo seed');
  });

  it('lets a feature import its own files, lib, components and the shared package; tests their helpers', () => {
    const allowed = [
      [
        'apps/web/src/features/invoices/api/c.ts',
        "export * from './keys';\nexport * from '../../../lib/api-client';\n",
      ],
      ['apps/web/src/features/invoices/pages/c.ts', "export * from '../../../components/resource-grid';\n"],
      [
        'apps/server/src/features/invoices/c.ts',
        "export * from './issue.ts';\nexport * from '../../lib/app-error.ts';\n",
      ],
      ['apps/server/src/features/invoices/c.test.ts', "export * from '../../test/fixtures/invoices.ts';\n"],
    ];
    for (const [file, source] of allowed)
      expect(lint(file, source), file).not.toContain('noRestrictedImports');
  });
});

/**
 * Routes call services, services call repositories: a route file builds no query. Queries are
 * recognised by a db/tx receiver (so Fastify's `app.delete('/…')` is not one), a `sql` template,
 * Drizzle's `count()` or an `.execute(`; comments are blanked first, keeping the line numbers.
 */
const QUERY =
  /\b(?:db|tx)\s*\.\s*(?:select\w*|insert|update|delete|execute|query|with)\b|\bsql\s*(?:<[^`;]*>)?\s*`|\bsql\.\w+\(|\bcount\(\)|\.execute\(/g;

function queriesIn(source: string): { line: number; text: string }[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(QUERY)].map((m) => {
    // the line of the match's last character: the method of a chain split over lines
    const line = code.slice(0, m.index + m[0].length - 1).split('\n').length;
    return { line, text: source.split('\n')[line - 1].trim() };
  });
}

describe('layering', () => {
  it('keeps queries out of route files: they call services and repositories', () => {
    // the detector itself: a route declaration and a transaction handed on are not queries
    expect(queriesIn("app.delete('/x/:id', opts, h);\nreq.write((tx, audit) => f(tx));\n")).toEqual([]);
    const probe = 'const rows = await app.db\n  .select()\n  .from(t);\nawait tx.delete(t);\nx(sql`1`);\n';
    expect(queriesIn(probe).map((q) => q.line)).toEqual([2, 4, 5]);

    const features = path.join(root, 'apps/server/src/features');
    const routeFiles = fs
      .readdirSync(features, { recursive: true, encoding: 'utf8' })
      .filter((f) => /(^|-)routes\.ts$/.test(path.basename(f)));
    expect(routeFiles.length).toBeGreaterThan(20);
    const found = routeFiles.flatMap((f) =>
      queriesIn(fs.readFileSync(path.join(features, f), 'utf8')).map(
        (q) => `apps/server/src/features/${f}:${q.line}: ${q.text}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
