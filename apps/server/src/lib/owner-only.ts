import fs from 'node:fs';
import path from 'node:path';

/**
 * The data directory holds the embedded database and the mail outbox (reset links): only the
 * server's own user may read them. Directories 0700, files 0600.
 */
export const OWNER_DIR_MODE = 0o700;
export const OWNER_FILE_MODE = 0o600;

const ignorable = (err: unknown, ...codes: string[]) =>
  codes.includes((err as NodeJS.ErrnoException).code ?? '');

/**
 * Creates `dir` (and missing parents) owner-only, and tightens it when it already existed. A
 * directory of someone else (DATA_DIR=/tmp) is left as it is: what the server puts inside is
 * owner-only anyway.
 */
export function ownerOnlyDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_DIR_MODE });
  try {
    fs.chmodSync(dir, OWNER_DIR_MODE);
  } catch (err) {
    if (!ignorable(err, 'EPERM')) throw err;
  }
}

/**
 * Everything under `dir` (one the server made: the database's, the outbox) owner-only: what an
 * older version left readable by others, and PGlite's files, which it writes with its own modes
 * (0666 from its initdb archive) whatever the umask.
 */
export function ownerOnlyTree(dir: string): void {
  fs.chmodSync(dir, OWNER_DIR_MODE);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    try {
      if (entry.isDirectory()) ownerOnlyTree(full);
      else if (entry.isFile()) fs.chmodSync(full, OWNER_FILE_MODE);
    } catch (err) {
      // removed meanwhile (a message the worker renamed, a temporary file): nothing to protect
      if (!ignorable(err, 'ENOENT')) throw err;
    }
  }
}
