import { COMMON_PASSWORD_MESSAGE, PASSWORD_MIN_LENGTH, passwordProblems } from '@app/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from './app-error.ts';

/**
 * OWASP ASVS 5.0 V6.2 on the server: the shared length rule plus refusal of the common passwords
 * of @zxcvbn-ts/language-common (kept here, out of the web bundle). The list is lowercase; only
 * its entries as long as the minimum can ever match, so the set stays small (about 300 entries).
 */
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].filter((p) => [...p].length >= PASSWORD_MIN_LENGTH));
  return common;
}

/** null when the password is acceptable, otherwise the Italian message for the password field. */
export function passwordPolicyProblem(password: string): string | null {
  const problem = passwordProblems(password);
  if (problem) return problem;
  return commonPasswords().has(password.toLowerCase()) ? COMMON_PASSWORD_MESSAGE : null;
}

/** Every place that sets a password calls this first: 400 with the message on `field`. */
export function assertPasswordPolicy(password: string, field = 'password'): void {
  const problem = passwordPolicyProblem(password);
  if (problem) throw fieldError(field, problem);
}
