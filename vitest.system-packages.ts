import { existsSync } from 'node:fs';

/**
 * Tests that need a system package besides Node. `npm test` on a machine with Node alone leaves them
 * out, one line each naming the package and how to install it; `.ci/run` installs the packages and
 * sets REQUIRE_SYSTEM_PACKAGES=1, so a missing one fails the run instead of skipping tests quietly.
 */
const SYSTEM_PACKAGES = [
  {
    name: 'Dovecot',
    path: process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot',
    install: 'apt-get install dovecot-imapd (or set DOVECOT_PATH)',
    tests: [
      'apps/server/src/features/invoices/pec-flow.test.ts',
      'apps/server/src/features/invoices/pec-send.test.ts',
    ],
  },
];

/** The test files to leave out on this machine. */
export function testsMissingSystemPackages(): string[] {
  const missing = SYSTEM_PACKAGES.filter((p) => !existsSync(p.path));
  for (const p of missing) {
    const line = `${p.tests.length} test files need ${p.name} at ${p.path}: ${p.install}`;
    if (process.env.REQUIRE_SYSTEM_PACKAGES === '1') throw new Error(line);
    console.warn(`skipped: ${line}`);
  }
  return missing.flatMap((p) => p.tests);
}
