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
