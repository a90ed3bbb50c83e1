/** How an invoice names its customer: a firm (Denominazione) or a natural person (Nome, Cognome). */

/** Billing types that name a natural person: their invoice says Nome and Cognome, never a firm's name. */
export const PERSON_TYPES = new Set(['individual', 'lawyer']);

/** Titles people put before their own name ("Avv. Giuseppe Verdi"): no part of a firm's name. */
// "Dott.ssa" and "Sig.ra" split into "dott" + "ssa", "sig" + "ra"
const TITLES = new Set(
  'avv avvocato avvocata avvocatessa dott dottor dottore dottoressa dr prof professore professoressa sig ssa ra'.split(
    ' ',
  ),
);

const nameWords = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w && !TITLES.has(w))
    .sort()
    .join(' ');

/** A "company name" that is only the person's own name, maybe with a title: it names no firm. */
const isOwnName = (companyName: string, name: string | null, surname: string | null) =>
  !!name && !!surname && nameWords(companyName) === nameWords(`${name} ${surname}`);

/**
 * Whether billing names a firm (Denominazione) or a natural person (Nome, Cognome): a private
 * person always a person; a lawyer a person unless billing in a firm's name; anyone else a firm
 * when a company name is given.
 */
export function namesFirm(billing: {
  invoiceType: string;
  companyName: string | null;
  name: string | null;
  surname: string | null;
}) {
  if (!billing.companyName || billing.invoiceType === 'individual') return false;
  return !(billing.invoiceType === 'lawyer' && isOwnName(billing.companyName, billing.name, billing.surname));
}
