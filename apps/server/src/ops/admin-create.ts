import { ZLogin } from '@app/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import { ensureAdmin } from '../features/auth/service.ts';
import { passwordPolicyProblem } from '../lib/password-policy.ts';

/** `npm run admin:create -- <email>`: exit codes. */
export const EXIT = { created: 0, refused: 1, usage: 2 } as const;
export const USAGE =
  'Uso: npm run admin:create -- <email>\n' +
  'La password si legge da ADMIN_PASSWORD oppure si digita due volte (senza eco) nel terminale.';

export interface AdminCreateIo {
  /** ADMIN_PASSWORD, when set */
  password?: string;
  /** a terminal to ask on: without one and without ADMIN_PASSWORD there is no password to use */
  interactive: boolean;
  /** asks one question without echoing the answer */
  ask: (question: string) => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** The email of the command line, normalised as the sign-in form does; null when it is not one. */
export function parseEmail(argv: string[]): string | null {
  const args = argv.filter((a) => !a.startsWith('--'));
  if (args.length !== 1) return null;
  const parsed = ZLogin.shape.email.safeParse(args[0]);
  return parsed.success ? parsed.data : null;
}

async function existingUser(db: Db, email: string) {
  const [row] = await db
    .select({ active: users.active, profile: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

function existsMessage(email: string, user: { active: boolean; profile: string }): string {
  const what =
    user.profile === 'admin' && user.active
      ? 'è già un amministratore attivo'
      : `appartiene già a un utente (${user.profile}${user.active ? '' : ', disattivato'})`;
  return (
    `L'email ${email} ${what}: admin:create non modifica utenti esistenti (né password né profilo). ` +
    "Usa un'altra email, oppure fai inviare da un amministratore un link per reimpostare la password."
  );
}

/**
 * Creates an active admin with `email` when no user has it. The password comes from ADMIN_PASSWORD
 * or is typed twice; the password policy applies. Returns the exit code.
 */
export async function adminCreate(db: Db, email: string, io: AdminCreateIo): Promise<number> {
  const before = await existingUser(db, email);
  if (before) {
    io.err(existsMessage(email, before));
    return EXIT.refused;
  }
  let password = io.password;
  if (password === undefined) {
    if (!io.interactive) {
      io.err(`Nessuna password: imposta ADMIN_PASSWORD oppure esegui il comando in un terminale.\n${USAGE}`);
      return EXIT.usage;
    }
    password = await io.ask(`Password per ${email}: `);
    if ((await io.ask('Ripeti la password: ')) !== password) {
      io.err('Le due password non coincidono: nessun admin creato.');
      return EXIT.refused;
    }
  }
  const problem = passwordPolicyProblem(password);
  if (problem) {
    io.err(`Password non accettata: ${problem}. Nessun admin creato.`);
    return EXIT.refused;
  }
  // another process may have taken the email meanwhile: ensureAdmin's insert then does nothing
  if (!(await ensureAdmin(db, email, password))) {
    const now = await existingUser(db, email);
    io.err(now ? existsMessage(email, now) : `Nessun admin creato per ${email}.`);
    return EXIT.refused;
  }
  io.out(`Amministratore ${email} creato: ora può accedere dalla pagina di accesso.`);
  return EXIT.created;
}
