import { spawn } from 'node:child_process';

/** The PostgreSQL client tools of the host (Debian's), overridable for other layouts. */
export const PG_DUMP = process.env.PG_DUMP ?? '/usr/bin/pg_dump';
export const PG_RESTORE = process.env.PG_RESTORE ?? '/usr/bin/pg_restore';

/**
 * Connection settings for pg_dump/pg_restore: the password goes in the environment, never on the
 * command line (where `ps` would show it).
 */
export function pgConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a tool to completion; rejects with its stderr when it fails. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} è terminato con codice ${code}: ${stderr.trim()}`));
    });
  });
}
