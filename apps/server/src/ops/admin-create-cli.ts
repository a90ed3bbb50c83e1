import readline from 'node:readline/promises';
import { Writable } from 'node:stream';
import { loadConfigOrExit } from '../config.ts';
import { DatabaseInUseError, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { adminCreate, EXIT, parseEmail, USAGE } from './admin-create.ts';

/** One line from the terminal, its characters not echoed (a password). Ctrl+C leaves with 130. */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  rl.on('SIGINT', () => {
    process.stdout.write('\n');
    process.exit(130);
  });
  try {
    const answer = rl.question(question); // the prompt is written now; what follows is typed
    muted = true;
    return await answer;
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

// `npm run admin:create -- <email>`: 0 created, 1 refused (exists, weak password), 2 wrong usage
const email = parseEmail(process.argv.slice(2));
if (!email) {
  console.error(USAGE);
  process.exit(EXIT.usage);
}
const password = process.env.ADMIN_PASSWORD || undefined;
// ADMIN_PASSWORD here is this command's, not the start's first admin: the configuration must not pair it
const config = loadConfigOrExit({ ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
process.umask(0o077);
let code: number = EXIT.refused;
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database, config.migrationsDir);
    code = await adminCreate(database.db, email, {
      password,
      interactive: Boolean(process.stdin.isTTY),
      ask: askHidden,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await database.close();
  }
} catch (err) {
  if (!(err instanceof DatabaseInUseError)) throw err;
  console.error(err.message);
}
process.exit(code);
