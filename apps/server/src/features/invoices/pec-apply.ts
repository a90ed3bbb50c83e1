import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sdiPecInbox, sdiPecSends } from '../../db/schema/index.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { learnSdiAddress } from './pec-channel.ts';
import type { PecMessage } from './pec-message.ts';
import { confirmSent, refuseSent } from './pec-sends.ts';
import { applySdiReceipts } from './receipts.ts';
import type { SdiReceipt } from './sdi-receipts-parse.ts';

/** What one message of the PEC inbox changes, applied in the caller's transaction. */

const RECEIPT_LABELS: Record<string, string> = {
  accettazione: 'Ricevuta di accettazione',
  'non-accettazione': 'Avviso di non accettazione',
  'avvenuta-consegna': 'Ricevuta di avvenuta consegna',
  'errore-consegna': 'Avviso di mancata consegna',
  'preavviso-errore-consegna': 'Preavviso di mancata consegna',
  'presa-in-carico': 'Ricevuta di presa in carico',
  'rilevazione-virus': 'Avviso di rilevazione virus',
};

/** The provider's receipts that say the message never reached SdI. */
const NOT_DELIVERED = new Set(['non-accettazione', 'errore-consegna', 'rilevazione-virus']);

async function applyReceipt(
  tx: Db,
  audit: AuditRecorder,
  m: Extract<PecMessage, { kind: 'receipt' }>,
): Promise<string> {
  const label = RECEIPT_LABELS[m.receipt] ?? `Ricevuta PEC "${m.receipt}"`;
  const [send] = m.refersTo
    ? await tx.select().from(sdiPecSends).where(eq(sdiPecSends.messageId, m.refersTo)).for('update')
    : [];
  if (!send) return `${label}: non riguarda una fattura inviata dal gestionale`;
  if (m.receipt === 'accettazione') {
    const settled = await confirmSent(tx, audit, m.refersTo as string);
    return settled ? `${label}: ${send.fileName} inviato` : `${label}: ${send.fileName}, già registrata`;
  }
  if (NOT_DELIVERED.has(m.receipt)) {
    const reason = `${label}: ${m.reason ?? 'il gestore PEC non ha recapitato il messaggio a SdI'}`;
    await refuseSent(tx, audit, m.refersTo as string, reason);
    return `${reason} (${send.fileName})`;
  }
  return `${label}: ${send.fileName}`;
}

/**
 * Applies a message once: its key goes into sdi_pec_inbox in the same transaction, so a message
 * seen again (a copy, a second instance, a move that failed) changes nothing. Returns what it
 * changed, or null when it had been applied before.
 */
export async function applyPecMessage(
  tx: Db,
  audit: AuditRecorder,
  m: Exclude<PecMessage, { kind: 'other' }>,
  receipts: SdiReceipt[],
): Promise<string | null> {
  const kind = m.kind === 'sdi' ? 'sdi' : m.receipt;
  const [fresh] = await tx
    .insert(sdiPecInbox)
    .values({ messageKey: m.key, kind, outcome: '' })
    .onConflictDoNothing()
    .returning({ key: sdiPecInbox.messageKey });
  if (!fresh) return null;
  let outcome: string;
  if (m.kind === 'sdi') {
    const results = await applySdiReceipts(tx, audit, receipts);
    await learnSdiAddress(tx, m.from);
    outcome = results.map((r) => r.outcome).join('; ');
  } else {
    outcome = await applyReceipt(tx, audit, m);
  }
  await tx.update(sdiPecInbox).set({ outcome }).where(eq(sdiPecInbox.messageKey, m.key));
  return outcome;
}
