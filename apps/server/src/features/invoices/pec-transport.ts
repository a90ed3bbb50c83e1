import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

/** An invoice's PEC message to SdI: one file attached, nothing else. */
export interface PecInvoiceMessage {
  messageId: string;
  to: string;
  number: string;
  fileName: string;
  xml: string;
}

export interface PecTransport {
  send(message: PecInvoiceMessage): Promise<void>;
  close(): void;
}

/** Connection timeouts: a hung server is given up on well within the queue's lease. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createPecTransport(smtpUrl: string, from: string): PecTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS } as SMTPTransport.Options);
  return {
    async send(m) {
      await transporter.sendMail({
        from,
        to: m.to,
        subject: `Fattura ${m.number} (${m.fileName})`,
        text: `Trasmissione al Sistema di Interscambio della fattura ${m.number}, file ${m.fileName}.`,
        messageId: m.messageId,
        attachments: [{ filename: m.fileName, content: m.xml, contentType: 'application/xml' }],
      });
    },
    close: () => transporter.close(),
  };
}

/** A Message-ID of our own, stamped on the queue row before sending: receipts name it back. */
export function newMessageId(from: string, fileName: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<sdi.${fileName.replace(/\.xml$/i, '')}.${randomBytes(6).toString('hex')}@${domain}>`;
}

type SmtpError = {
  code?: string;
  originalCode?: string;
  responseCode?: number;
  response?: string;
  timeoutType?: string;
  message?: string;
};

/** Failures that happen before the message is handed over: it surely did not leave. */
const BEFORE_HANDOVER = new Set(['EAUTH', 'EDNS', 'ETLS', 'EENVELOPE', 'EREQUIRETLS']);
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * What a send error means. `refused`: the server said no, or was never reached, so the message
 * did not leave and may be retried. `unknown`: the connection broke while the message was being
 * handed over, so it may have left and must not be sent again blindly.
 */
export function sendFailure(err: unknown): { refused: boolean; message: string } {
  const e = (err ?? {}) as SmtpError;
  const refused =
    Boolean(e.responseCode) ||
    BEFORE_HANDOVER.has(e.code ?? '') ||
    UNREACHABLE.has(e.originalCode ?? e.code ?? '') ||
    (e.code === 'ETIMEDOUT' && e.timeoutType !== 'SOCKET_TIMEOUT');
  return { refused, message: italianSendError(e) };
}

function italianSendError(e: SmtpError): string {
  const answer = (e.response || '').slice(0, 500);
  if (e.code === 'EAUTH')
    return `Accesso alla casella PEC rifiutato (utente o password)${answer ? `: ${answer}` : ''}`;
  if (e.responseCode) return `Il server PEC ha rifiutato il messaggio: ${answer}`;
  if (UNREACHABLE.has(e.originalCode ?? e.code ?? '')) return 'Server PEC non raggiungibile';
  if (e.code === 'ETIMEDOUT') return 'Il server PEC non ha risposto in tempo';
  if (e.code === 'ETLS') return 'Connessione sicura con il server PEC non riuscita';
  return `Invio PEC non riuscito: ${(e.message || String(e)).slice(0, 500)}`;
}
