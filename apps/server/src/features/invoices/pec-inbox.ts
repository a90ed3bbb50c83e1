import { ImapFlow, type MailboxObject } from 'imapflow';
import type { Db } from '../../db/client.ts';
import { PeriodicTask, type TaskLog } from '../../lib/queue/periodic-task.ts';
import { writeWithAudit } from '../../plugins/audit.ts';
import { applyPecMessage } from './pec-apply.ts';
import { advanceRead, claimRead, finishRead } from './pec-channel.ts';
import { readPecMessage } from './pec-message.ts';
import { parseSdiReceipts, type SdiReceipt } from './sdi-receipts-parse.ts';

/** Where the messages the product acted on go, out of the way of the association's own mail. */
export const PROCESSED_FOLDER = 'SdI elaborati';
/** A PEC message is at most 30 MB by law; SdI's notifications are a few KiB. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
/** Messages looked at in one pass; the rest wait for the next one. */
const BATCH = 100;

const PRODUCT = { actorId: null, requestId: null, ip: null };

export interface PecInboxOptions {
  imapUrl: string;
  /** the configured SdI address: notifications are believed from its domain only */
  sdiAddress: string;
  pollMs: number;
  leaseMs: number;
}

function imapClient(imapUrl: string): ImapFlow {
  const url = new URL(imapUrl);
  const secure = url.protocol === 'imaps:';
  return new ImapFlow({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
}

type ImapError = { authenticationFailed?: boolean; code?: string; message?: string; responseText?: string };

function italianReadError(err: unknown): string {
  const e = (err ?? {}) as ImapError;
  if (e.authenticationFailed) return 'Accesso alla casella PEC (IMAP) rifiutato: utente o password';
  if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND' || e.code === 'EHOSTUNREACH') {
    return 'Server PEC (IMAP) non raggiungibile';
  }
  if (e.code === 'ETIMEDOUT') return 'Il server PEC (IMAP) non ha risposto in tempo';
  return `Lettura della casella PEC non riuscita: ${(e.responseText || e.message || String(err)).slice(0, 300)}`;
}

/**
 * Reads the PEC inbox every pollMs, one instance at a time: the new messages since the last UID
 * read, each applied once (see pec-apply.ts) and, when it was the product's (an SdI notification,
 * a receipt about an invoice sent from here), moved to PROCESSED_FOLDER. The association's other
 * mail is left where it is, unread.
 */
export class PecInbox extends PeriodicTask {
  private readonly sdiDomain: string;

  constructor(
    private readonly db: Db,
    private readonly opts: PecInboxOptions,
    log: TaskLog,
  ) {
    super(opts.pollMs, log, 'PEC inbox');
    this.sdiDomain = opts.sdiAddress.split('@')[1];
  }

  /** One reading, if no other instance is reading or has just read. Returns the messages looked at. */
  async runOnce(): Promise<number> {
    const claim = await claimRead(this.db, this.opts.pollMs, this.opts.leaseMs);
    if (!claim) return 0;
    let position = { uidValidity: claim.uidValidity, lastUid: claim.lastUid };
    let error: string | null = null;
    let seen = 0;
    const client = imapClient(this.opts.imapUrl);
    // a dropped connection is reported by the command in flight; the event must not go unheard
    client.on('error', () => {});
    try {
      await client.connect();
      const lock = await client.getMailboxLock('INBOX');
      try {
        const validity = String((client.mailbox as MailboxObject).uidValidity);
        // a new UIDVALIDITY renumbers the messages: look at them all again (applying is idempotent)
        if (validity !== position.uidValidity) position = { uidValidity: validity, lastUid: 0 };
        const fresh: { uid: number; size: number }[] = [];
        for await (const m of client.fetch(
          `${position.lastUid + 1}:*`,
          { uid: true, size: true },
          { uid: true },
        )) {
          if (m.uid > position.lastUid) fresh.push({ uid: m.uid, size: m.size ?? 0 });
        }
        for (const m of fresh.sort((a, b) => a.uid - b.uid).slice(0, BATCH)) {
          if (this.stopping) break;
          if (m.size <= MAX_MESSAGE_BYTES && (await this.handle(client, m.uid))) {
            // applied already: a move that fails is said, and the reading goes on
            error = (await moveProcessed(client, m.uid)) ?? error;
          }
          position = { uidValidity: validity, lastUid: m.uid };
          await advanceRead(this.db, validity, m.uid);
          seen++;
        }
      } finally {
        lock.release();
      }
      await client.logout();
    } catch (err) {
      error = italianReadError(err);
      client.close();
      this.log.warn({ event: 'sdiPec.readFailed', error }, 'PEC inbox not read');
    }
    await finishRead(this.db, { ...position, error });
    return seen;
  }

  /** Applies one message; true when it was the product's (to be moved out of the inbox). */
  private async handle(client: ImapFlow, uid: number): Promise<boolean> {
    const fetched = await client.fetchOne(String(uid), { source: true }, { uid: true });
    if (fetched === false || !fetched.source) return false;
    // a message the MIME parsers cannot read is no PEC message of SdI's: it stays where it is
    const message = await readPecMessage(fetched.source, this.sdiDomain).catch(() => null);
    if (!message || message.kind === 'other') return false;
    let receipts: SdiReceipt[] = [];
    if (message.kind === 'sdi') {
      receipts = message.files.flatMap((f) => {
        try {
          return parseSdiReceipts(f.bytes, f.name).receipts;
        } catch {
          return [];
        }
      });
      // from SdI but no notification: an invoice received, say; the association's, not ours
      if (receipts.length === 0) return false;
    }
    const outcome = await writeWithAudit(this.db, PRODUCT, (tx, audit) =>
      applyPecMessage(tx, audit, message, receipts),
    );
    this.log.info(
      { event: 'sdiPec.read', kind: message.kind, applied: outcome !== null },
      'PEC message read',
    );
    return true;
  }
}

const folders = new WeakSet<ImapFlow>();

/** Moves a message the product acted on out of the inbox; the Italian reason when it cannot. */
async function moveProcessed(client: ImapFlow, uid: number): Promise<string | null> {
  try {
    if (!folders.has(client)) {
      const list = await client.list();
      if (!list.some((box) => box.path === PROCESSED_FOLDER)) await client.mailboxCreate(PROCESSED_FOLDER);
      folders.add(client);
    }
    await client.messageMove(String(uid), PROCESSED_FOLDER, { uid: true });
    return null;
  } catch (err) {
    const e = err as ImapError;
    return `Messaggio letto ma non spostato in «${PROCESSED_FOLDER}»: ${(e.responseText || e.message || String(err)).slice(0, 300)}`;
  }
}
