import { subscriptionStatusLabel } from './constants.ts';
import { isMembershipActive } from './memberships.ts';

/**
 * The membership of a user or a company, decided by ONE field: the status of the company's
 * subscription (mirrored from Stripe). The user's own "Stato" and the account switch do not
 * change it; see docs/decisions/0016-one-membership-state.md.
 */

/** The two values of the membership flag, as SPEC.md words them. */
export const MEMBERSHIP_LABEL = { active: 'Attiva', inactive: 'Non Attiva' } as const;

export type TMembershipState = {
  active: boolean;
  label: (typeof MEMBERSHIP_LABEL)[keyof typeof MEMBERSHIP_LABEL];
  /** why, in a sentence: what the company's subscription says */
  reason: string;
};

export const MEMBERSHIP_RULE =
  "La membership segue l'abbonamento dell'azienda: è attiva quando l'abbonamento è attivo o in prova.";

/** `company` null: the user belongs to no company; `status` null: the company has no subscription. */
export function membershipState(input: {
  company: string | null;
  status: string | null | undefined;
}): TMembershipState {
  const active = Boolean(input.status && isMembershipActive(input.status));
  const label = active ? MEMBERSHIP_LABEL.active : MEMBERSHIP_LABEL.inactive;
  if (input.company === null) return { active, label, reason: 'Non appartiene a nessuna azienda.' };
  if (!input.status) return { active, label, reason: `L'azienda ${input.company} non ha un abbonamento.` };
  return {
    active,
    label,
    reason: `Abbonamento dell'azienda ${input.company}: ${subscriptionStatusLabel(input.status)}.`,
  };
}

/**
 * The sentence shown beside the user's own status when it differs from the company's
 * subscription (null when they agree or either is missing): the subscription wins.
 */
export function userStatusConflict(
  userStatus: string | null | undefined,
  subscriptionStatus: string | null | undefined,
): string | null {
  if (!userStatus || !subscriptionStatus || userStatus === subscriptionStatus) return null;
  return `Diverso dall'abbonamento dell'azienda («${subscriptionStatusLabel(subscriptionStatus)}»): per la membership vale l'abbonamento.`;
}
