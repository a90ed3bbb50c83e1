import type net from 'node:net';
import { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import {
  type Errore,
  notificaMancataConsegna,
  notificaScarto,
  notificationName,
  ricevutaConsegna,
} from '../features/invoices/fixtures/sdi-receipts.ts';
import { providerReceipt, sdiNotificationPec } from './pec-messages.ts';

/**
 * A stand-in for the association's PEC provider and for SdI, for the tests: an SMTP server (the
 * provider's) that takes the invoice messages and, for each, puts into the association's IMAP
 * mailbox what real PEC would: the provider's acceptance receipt naming the message's Message-ID,
 * then SdI's notification about the file in a transport envelope from SdI's dedicated address.
 */

/** The association's PEC mailbox in the tests, and its SMTP password. */
export const PEC_MAILBOX = 'fatture@pec.test';
const SMTP_PASSWORD = 'smtp-test-password';

export type SdiAnswer = { kind: 'RC' } | { kind: 'NS'; errors?: Errore[] } | { kind: 'MC' } | null;

export interface Sent {
  from: string;
  to: string[];
  raw: Buffer;
  messageId: string;
  subject: string;
  /** the attached invoice file */
  fileName: string;
  xml: string;
}

export interface FakeSdiOptions {
  /** the association's mailbox, where receipts and notifications are put */
  imapUrl: string;
  /** the address SdI answers from */
  sdiFrom?: string;
  /** SdI's answer to a file; RC unless told, null for none */
  answer?: (fileName: string) => SdiAnswer;
  /** false: no acceptance receipt */
  acceptance?: boolean;
  /** whether the provider takes a message with this file now; refused (451, try later) if not */
  accept?: (fileName: string) => boolean;
}

/** Puts a raw message into a folder of the mailbox, as a provider delivers it. */
export async function appendMessage(imapUrl: string, raw: Buffer, folder = 'INBOX') {
  const client = imapOf(imapUrl);
  await client.connect();
  try {
    await client.append(folder, raw);
  } finally {
    await client.logout();
  }
}

/** The Message-IDs of the messages in a folder ([] when it does not exist). */
export async function folderMessageIds(imapUrl: string, folder: string): Promise<string[]> {
  const client = imapOf(imapUrl);
  await client.connect();
  try {
    if (!(await client.list()).some((b) => b.path === folder)) return [];
    const lock = await client.getMailboxLock(folder);
    try {
      const ids: string[] = [];
      for await (const m of client.fetch('1:*', { envelope: true })) ids.push(m.envelope?.messageId ?? '');
      return ids;
    } finally {
      lock.release();
    }
  } finally {
    await client.logout();
  }
}

function imapOf(imapUrl: string) {
  const url = new URL(imapUrl);
  const client = new ImapFlow({
    host: url.hostname,
    port: Number(url.port),
    secure: false,
    auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    logger: false,
  });
  client.on('error', () => {});
  return client;
}

function notification(answer: Exclude<SdiAnswer, null>, invoice: string): string {
  if (answer.kind === 'NS') return notificaScarto({ invoice }, answer.errors);
  if (answer.kind === 'MC') return notificaMancataConsegna({ invoice });
  return ricevutaConsegna({ invoice });
}

export async function startFakeSdi(opts: FakeSdiOptions) {
  const sent: Sent[] = [];
  const sdiFrom = opts.sdiFrom ?? 'sdi23@pec.fatturapa.it';
  /** while set, the next message is taken in full but its SMTP reply waits for the release */
  let held: { release: (err?: Error) => void } | null = null;
  let holding = false;

  async function answer(m: Sent) {
    const mailbox = decodeURIComponent(new URL(opts.imapUrl).username);
    if (opts.acceptance !== false) {
      const receipt = await providerReceipt({
        kind: 'accettazione',
        refersTo: m.messageId,
        sender: m.from,
        recipient: m.to[0],
        subject: m.subject,
      });
      await appendMessage(opts.imapUrl, receipt);
    }
    const reply = (opts.answer ?? (() => ({ kind: 'RC' as const })))(m.fileName);
    if (!reply) return;
    const { raw } = await sdiNotificationPec({
      from: sdiFrom,
      to: mailbox,
      fileName: notificationName(reply.kind, m.fileName),
      xml: notification(reply, m.fileName),
    });
    await appendMessage(opts.imapUrl, raw);
  }

  const server = new SMTPServer({
    // a PEC provider wants the mailbox's credentials; no TLS on the loopback
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.password === SMTP_PASSWORD
        ? callback(null, { user: auth.username })
        : callback(Object.assign(new Error('5.7.8 Credenziali non valide'), { responseCode: 535 })),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks);
        const parsed = await simpleParser(raw);
        const file = parsed.attachments[0];
        const m: Sent = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: parsed.messageId ?? '',
          subject: parsed.subject ?? '',
          fileName: file?.filename ?? '',
          xml: file ? file.content.toString('utf8') : '',
        };
        if (opts.accept && !opts.accept(m.fileName)) {
          const busy = Object.assign(new Error('4.3.2 Servizio momentaneamente non disponibile'), {
            responseCode: 451,
          });
          callback(busy);
          return;
        }
        sent.push(m);
        if (holding) {
          holding = false;
          held = { release: (err) => (err ? callback(err) : callback()) };
          return;
        }
        callback();
        answer(m).catch((err) => console.error('fake SdI: answer failed', err));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as net.AddressInfo).port;
  return {
    port,
    /** PEC_SMTP_URL for the product */
    url: `smtp://${encodeURIComponent(PEC_MAILBOX)}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    sent,
    /** the reply to the next message waits for release() */
    hold() {
      holding = true;
    },
    /** the message taken whole is waiting for its reply */
    get waiting() {
      return held !== null;
    },
    /** answers the held message: accepted, or refused with `err` */
    release(err?: Error) {
      held?.release(err);
      held = null;
    },
    /** sends SdI's answer to a message now (a held one, once released as accepted) */
    answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeSdi = Awaited<ReturnType<typeof startFakeSdi>>;
