import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createScratchDatabase, signIn, useTestApp } from '../test/test-app.ts';
import { type AdminCreateIo, adminCreate, EXIT, parseEmail } from './admin-create.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const STRONG = 'una frase lunga da ricordare';

const { t } = useTestApp({ as: null });

/** The io of a run: `answers` are what the terminal would type, in order. */
function io(over: Partial<AdminCreateIo> & { answers?: string[] } = {}) {
  const lines = { out: [] as string[], err: [] as string[] };
  const answers = [...(over.answers ?? [])];
  const asked: string[] = [];
  return {
    lines,
    asked,
    io: {
      interactive: false,
      ask: async (q: string) => {
        asked.push(q);
        return answers.shift() ?? '';
      },
      out: (l: string) => lines.out.push(l),
      err: (l: string) => lines.err.push(l),
      ...over,
    } satisfies AdminCreateIo,
  };
}

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('admin:create', () => {
  it('reads the email of the command line as the sign-in form does', () => {
    expect(parseEmail([' Capo@Studio.IT '])).toBe('capo@studio.it');
    expect(parseEmail([])).toBeNull();
    expect(parseEmail(['not-an-email'])).toBeNull();
    expect(parseEmail(['a@b.it', 'c@d.it'])).toBeNull();
  });

  it('creates an active admin with ADMIN_PASSWORD, who can sign in; a second run refuses', async () => {
    const run = io({ password: STRONG });
    expect(await adminCreate(t.app.db, 'capo@studio.it', run.io)).toBe(EXIT.created);
    expect(run.lines.out.join()).toContain('capo@studio.it creato');
    expect((await login('capo@studio.it', STRONG)).statusCode).toBe(200);

    const again = io({ password: 'un’altra frase lunghissima' });
    expect(await adminCreate(t.app.db, 'capo@studio.it', again.io)).toBe(EXIT.refused);
    expect(again.lines.err.join()).toContain('è già un amministratore attivo');
    // the password stays the first one
    expect((await login('capo@studio.it', STRONG)).statusCode).toBe(200);
  });

  it('asks twice on a terminal, and refuses two different answers', async () => {
    const typed = io({ interactive: true, answers: [STRONG, STRONG] });
    expect(await adminCreate(t.app.db, 'terminale@studio.it', typed.io)).toBe(EXIT.created);
    expect(typed.asked).toEqual(['Password per terminale@studio.it: ', 'Ripeti la password: ']);

    const differ = io({ interactive: true, answers: [STRONG, `${STRONG}!`] });
    expect(await adminCreate(t.app.db, 'diverse@studio.it', differ.io)).toBe(EXIT.refused);
    expect(differ.lines.err.join()).toContain('non coincidono');
    const none = await t.app.db.select().from(users).where(eq(users.email, 'diverse@studio.it'));
    expect(none).toEqual([]);
  });

  it('refuses a weak password, and a user that exists; without a terminal or a password it is a usage error', async () => {
    const weak = io({ password: 'corta' });
    expect(await adminCreate(t.app.db, 'debole@studio.it', weak.io)).toBe(EXIT.refused);
    expect(weak.lines.err.join()).toMatch(/^Password non accettata: Almeno 12 caratteri/);

    const member = await signIn(t.app, 'client');
    const taken = io({ password: STRONG });
    expect(await adminCreate(t.app.db, member.email, taken.io)).toBe(EXIT.refused);
    expect(taken.lines.err.join()).toContain('appartiene già a un utente (client)');

    const noPassword = io();
    expect(await adminCreate(t.app.db, 'senza@studio.it', noPassword.io)).toBe(EXIT.usage);
    expect(noPassword.lines.err.join()).toContain('imposta ADMIN_PASSWORD');
  });
});

describe('the admin:create command', () => {
  it('exits 0 when it creates the admin, 1 when it exists, 2 without an email', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-create-'));
    const serverUrl = process.env.TEST_DATABASE_URL;
    const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'admincreate') : null;
    const run = async (args: string[]) => {
      const env = {
        ...process.env,
        DATABASE_URL: scratch?.url ?? '',
        DATA_DIR: tmp,
        ADMIN_PASSWORD: STRONG,
        ADMIN_EMAIL: '',
      };
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/ops/admin-create-cli.ts', ...args],
        {
          cwd: root,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (c: Buffer) => {
        output += c.toString();
      });
      child.stderr.on('data', (c: Buffer) => {
        output += c.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      return { code, output };
    };
    try {
      const created = await run(['primo@studio.it']);
      expect(created.code, created.output).toBe(0);
      expect(created.output).toContain('Amministratore primo@studio.it creato');
      const exists = await run(['primo@studio.it']);
      expect(exists.code, exists.output).toBe(1);
      expect(exists.output).toContain('è già un amministratore attivo');
      const usage = await run([]);
      expect(usage.code).toBe(2);
      expect(usage.output).toContain('Uso: npm run admin:create -- <email>');
    } finally {
      await scratch?.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 90_000);
});
