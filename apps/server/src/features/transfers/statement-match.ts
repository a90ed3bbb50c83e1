import {
  amountDifferenceText,
  amountIssueOf,
  formatCents,
  formatCreditorReference,
  HIGH_CONFIDENCE,
  type TLineStatus,
} from '@app/shared';
import { creditorReferencesIn } from '../../lib/creditor-reference.ts';
import { normalizeText, type StatementCredit } from './statement-parse.ts';

/** A transfer as matching sees it. */
export interface Candidate {
  id: number;
  email: string;
  /** the remittance reason the payer was asked to write (order number, membership reference) */
  reason: string;
  amount: number;
  confirmed: boolean;
  /** its ISO 11649 reference (compact), when it has one */
  reference: string | null;
}

/**
 * A transfer closed because its order ended another way (expired, cancelled, paid by card): money
 * that still arrives for it is shown against it and flagged on the order, never confirmed in bulk.
 */
export interface ClosedCandidate {
  id: number;
  reference: string;
  amount: number;
  orderId: number;
  orderStatus: 'expired' | 'cancelled' | 'paid';
}

export interface Match {
  status: TLineStatus;
  transferId: number | null;
  confidence: number;
  reason: string;
  amountIssue: 'short' | 'over' | null;
  /** the line pays an order that can no longer take it: the import flags it for the admin */
  flag?: { orderId: number; kind: 'late_payment' | 'double_payment' };
}

const ENDED: Record<ClosedCandidate['orderStatus'], string> = {
  expired: 'scaduto',
  cancelled: 'annullato',
  paid: 'già pagato in altro modo',
};

/** A reference of a closed transfer: matched to it for the admin to see, flagged, left undecided. */
function closedMatch(line: StatementCredit, t: ClosedCandidate): Match {
  return {
    status: 'ambiguous',
    transferId: t.id,
    confidence: 40,
    reason: `Riferimento «${formatCreditorReference(t.reference)}» dell'ordine n. ${t.orderId}, ${ENDED[t.orderStatus]}: pagamento segnalato sull'ordine, da accettare o rimborsare`,
    amountIssue: amountIssueOf(line.amount, t.amount),
    flag: { orderId: t.orderId, kind: t.orderStatus === 'paid' ? 'double_payment' : 'late_payment' },
  };
}

/** References shorter than this are too likely to turn up by chance in a remittance text. */
const MIN_REFERENCE = 4;

// a statement's every line is matched against the same transfers: each reason is folded once
const references = new WeakMap<Candidate, string>();
function referenceOf(t: Candidate): string {
  let ref = references.get(t);
  if (ref === undefined) {
    ref = normalizeText(t.reason);
    references.set(t, ref);
  }
  return ref;
}

const tokens = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((t) => t.length >= 3);

/** Payer name against the transfer's email: "ROSSI MARIO" and mario.rossi@… share their words. */
function payerMatches(payer: string, email: string): boolean {
  const local = tokens(email.split('@')[0] ?? '');
  const words = new Set(tokens(payer));
  return local.length > 0 && local.filter((t) => words.has(t)).length >= Math.min(2, local.length);
}

function amountNote(paid: number, due: number): string {
  const issue = amountIssueOf(paid, due);
  if (!issue) return 'importo corrispondente';
  return `${amountDifferenceText(paid, due).toLowerCase()} (${formatCents(paid)} invece di ${formatCents(due)})`;
}

/** Confidence of a reference found with the exact amount: an RF's check digits make it certain. */
const RF_CONFIDENCE = 99;
const REASON_CONFIDENCE = 98;
/** A reference with another amount: matched, but never among the sure ones. */
const DIFFERENT_AMOUNT_CONFIDENCE = 60;

/**
 * Transfers named by an ISO 11649 reference in the line, however the bank rewrote it: this rule
 * comes before every other, whatever else the remittance says.
 */
function byCreditorReference(
  line: StatementCredit,
  transfers: Candidate[],
  taken: Set<number>,
  closed: ClosedCandidate[],
): Match | null {
  const found = new Set(creditorReferencesIn(`${line.reference} ${line.payer}`));
  if (found.size === 0) return null;
  const named = transfers.filter((t) => t.reference !== null && found.has(t.reference));
  if (named.length > 0) {
    return referenceMatch(line, named, taken, RF_CONFIDENCE, (t) =>
      formatCreditorReference(t.reference ?? ''),
    );
  }
  const ended = closed.find((t) => found.has(t.reference));
  return ended ? closedMatch(line, ended) : null;
}

/**
 * A line naming these transfers: one waiting is a match (unless another line claims it: a possible
 * double payment), several are a choice for a person, only confirmed ones were paid already.
 */
function referenceMatch(
  line: StatementCredit,
  named: Candidate[],
  taken: Set<number>,
  confidence: number,
  shown: (t: Candidate) => string,
): Match {
  const open = named.filter((t) => !t.confirmed);
  if (open.length === 1) {
    const t = open[0];
    const issue = amountIssueOf(line.amount, t.amount);
    if (taken.has(t.id)) {
      return {
        status: 'ambiguous',
        transferId: t.id,
        confidence: 50,
        reason: `Riferimento «${shown(t)}» già abbinato a un'altra riga: possibile pagamento doppio`,
        amountIssue: issue,
      };
    }
    return {
      status: 'matched',
      transferId: t.id,
      confidence: issue ? DIFFERENT_AMOUNT_CONFIDENCE : confidence,
      reason: `Riferimento «${shown(t)}» nella causale; ${amountNote(line.amount, t.amount)}`,
      amountIssue: issue,
    };
  }
  if (open.length > 1) {
    return {
      status: 'ambiguous',
      transferId: null,
      confidence: 30,
      reason: `La causale cita ${open.length} bonifici in attesa: ${open.map(shown).join(', ')}`,
      amountIssue: null,
    };
  }
  const t = named[0];
  return {
    status: 'already_confirmed',
    transferId: t.id,
    confidence: 90,
    reason: `Riferimento «${shown(t)}» di un bonifico già confermato`,
    amountIssue: amountIssueOf(line.amount, t.amount),
  };
}

/**
 * Matches one credit line against the transfers: first by an RF creditor reference found in the
 * line, whatever else it says (a closed transfer's too, see ClosedCandidate); then by the transfer's remittance reason found in the text (case,
 * spaces and punctuation ignored); then by amount with the payer's name or email. `taken` holds
 * transfers another line of the same import already claims.
 */
export function matchLine(
  line: StatementCredit,
  transfers: Candidate[],
  taken: Set<number>,
  closed: ClosedCandidate[] = [],
): Match {
  const rf = byCreditorReference(line, transfers, taken, closed);
  if (rf) return rf;
  const text = normalizeText(`${line.reference} ${line.payer}`);
  const byReference = transfers.filter((t) => {
    const ref = referenceOf(t);
    return ref.length >= MIN_REFERENCE && text.includes(ref);
  });
  if (byReference.length > 0) {
    return referenceMatch(line, byReference, taken, REASON_CONFIDENCE, (t) => t.reason);
  }

  const sameAmount = transfers.filter((t) => !t.confirmed && t.amount === line.amount && !taken.has(t.id));
  const lineText = `${line.reference} ${line.payer}`.toLowerCase();
  const byEmail = sameAmount.filter((t) => lineText.includes(t.email.toLowerCase()));
  if (byEmail.length === 1) {
    return {
      status: 'matched',
      transferId: byEmail[0].id,
      confidence: HIGH_CONFIDENCE,
      reason: `Importo e email (${byEmail[0].email}) corrispondono`,
      amountIssue: null,
    };
  }
  const byPayer = sameAmount.filter((t) => payerMatches(line.payer, t.email));
  if (byPayer.length === 1) {
    return {
      status: 'matched',
      transferId: byPayer[0].id,
      confidence: 75,
      reason: `Importo corrispondente; il nome dell'ordinante ricorda ${byPayer[0].email}`,
      amountIssue: null,
    };
  }
  if (sameAmount.length > 0) {
    return {
      status: 'ambiguous',
      transferId: sameAmount.length === 1 ? sameAmount[0].id : null,
      confidence: 30,
      reason:
        sameAmount.length === 1
          ? `Solo l'importo corrisponde (${sameAmount[0].reason})`
          : `Solo l'importo corrisponde, a ${sameAmount.length} bonifici in attesa`,
      amountIssue: null,
    };
  }
  return {
    status: 'unmatched',
    transferId: null,
    confidence: 0,
    reason: 'Nessun bonifico corrispondente',
    amountIssue: null,
  };
}
