// @node-rs/argon2 ships prebuilt binaries as optional platform packages, so it installs with
// install scripts blocked (npm ci --ignore-scripts); it reads the PHC strings the argon2 package wrote.
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolatedModules cannot read as a value: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verifying against this when the email is unknown makes both answers take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    // The parameters come from the hash itself (older hashes keep theirs).
    return await verify(hash, password);
  } catch {
    return false;
  }
}
