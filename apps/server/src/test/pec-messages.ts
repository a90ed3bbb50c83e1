import { randomBytes } from 'node:crypto';
import MimeNode from 'nodemailer/lib/mime-node';

/**
 * PEC messages written for the tests, in the shapes RFC 6109 (the PEC technical rules) gives them:
 * a transport envelope (`X-Trasporto: posta-certificata`) carrying the sender's message as
 * `postacert.eml` beside the certification data `daticert.xml`, the whole signed S/MIME by the
 * provider; and the provider's receipts (`X-Ricevuta`, `X-Riferimento-Message-ID`, `daticert.xml`).
 * The signatures are filler: nothing here or in the product verifies them.
 */

const SIGNATURE = Buffer.from('filler PKCS#7 signature of the provider, not a real one');

const xmlText = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface Daticert {
  tipo: string;
  errore?: string;
  mittente: string;
  destinatario: string;
  oggetto: string;
  msgid: string;
  gestore?: string;
  erroreEsteso?: string;
}

/** The certification data every PEC envelope and receipt carries. */
export function daticert(d: Daticert): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<postacert tipo="${d.tipo}" errore="${d.errore ?? 'nessuno'}">
  <intestazione>
    <mittente>${xmlText(d.mittente)}</mittente>
    <destinatari tipo="certificato">${xmlText(d.destinatario)}</destinatari>
    <risposte>${xmlText(d.mittente)}</risposte>
    <oggetto>${xmlText(d.oggetto)}</oggetto>
  </intestazione>
  <dati>
    <gestore-emittente>${xmlText(d.gestore ?? 'Gestore PEC di prova')}</gestore-emittente>
    <data zona="+0100"><giorno>02/03/2026</giorno><ora>10:17:05</ora></data>
    <identificativo>opec${randomBytes(8).toString('hex')}</identificativo>
    <msgid>${xmlText(d.msgid)}</msgid>${d.erroreEsteso ? `\n    <errore-esteso>${xmlText(d.erroreEsteso)}</errore-esteso>` : ''}
  </dati>
</postacert>
`;
}

const build = (node: MimeNode) =>
  new Promise<Buffer>((resolve, reject) =>
    node.build((err, buf) => (err ? reject(err) : resolve(buf as Buffer))),
  );

const providerOf = (address: string) => address.split('@')[1];

/** The provider's S/MIME signature around `content` (a multipart/mixed). */
function signed(content: MimeNode, headers: Record<string, string>): MimeNode {
  const root = new MimeNode('multipart/signed; protocol="application/pkcs7-signature"; micalg=sha-256', {
    newline: '\r\n',
  });
  root.setHeader(headers);
  root.appendChild(content);
  root
    .createChild('application/pkcs7-signature', { filename: 'smime.p7s' })
    .setHeader('Content-Disposition', 'attachment; filename="smime.p7s"')
    .setContent(SIGNATURE);
  return root;
}

export interface SdiPec {
  /** the SdI's dedicated address the notification comes from */
  from?: string;
  to: string;
  /** the notification file's name, e.g. IT01234567890_00001_RC_001.xml */
  fileName: string;
  xml: string;
  /** the envelope's Message-ID (the provider's); a new one if not given */
  envelopeId?: string;
  /** some providers send postacert.eml base64-encoded */
  base64?: boolean;
}

/** An SdI notification as it lands in the association's PEC inbox: in a transport envelope. */
export async function sdiNotificationPec(n: SdiPec): Promise<{ raw: Buffer; envelopeId: string }> {
  const from = n.from ?? 'sdi23@pec.fatturapa.it';
  const kind = /_([A-Z]{2})_\d{3}\.xml$/.exec(n.fileName)?.[1] ?? 'RC';
  const subject = `Notifica ${kind} del file ${n.fileName.replace(/_[A-Z]{2}_\d{3}\.xml$/, '.xml')}`;
  const innerId = `<${randomBytes(8).toString('hex')}.sdi@${providerOf(from)}>`;

  const inner = new MimeNode('multipart/mixed', { newline: '\r\n' });
  inner.setHeader({ From: from, To: n.to, Subject: subject, 'Message-ID': innerId });
  inner
    .createChild('text/plain')
    .setContent(`Il Sistema di Interscambio trasmette la notifica ${n.fileName}.`);
  inner
    .createChild('application/octet-stream', { filename: n.fileName })
    .setHeader('Content-Disposition', `attachment; filename="${n.fileName}"`)
    .setContent(Buffer.from(n.xml, 'utf8'));
  const postacert = await build(inner);

  const envelopeId = n.envelopeId ?? `<opec${randomBytes(10).toString('hex')}@${providerOf(from)}>`;
  const mixed = new MimeNode('multipart/mixed');
  mixed
    .createChild('text/plain')
    .setContent(
      `Messaggio di posta certificata\r\n\r\nIl messaggio "${subject}" è stato inviato da "${from}" indirizzato a: ${n.to}\r\nIl messaggio originale è incluso in allegato.`,
    );
  const original = mixed
    .createChild('message/rfc822', { filename: 'postacert.eml' })
    .setHeader('Content-Disposition', 'inline; filename="postacert.eml"')
    .setContent(postacert);
  if (n.base64) original.setHeader('Content-Transfer-Encoding', 'base64');
  mixed
    .createChild('application/xml', { filename: 'daticert.xml' })
    .setHeader('Content-Disposition', 'inline; filename="daticert.xml"')
    .setContent(
      daticert({
        tipo: 'posta-certificata',
        mittente: from,
        destinatario: n.to,
        oggetto: subject,
        msgid: innerId,
      }),
    );
  const raw = await build(
    signed(mixed, {
      From: `"Per conto di: ${from}" <posta-certificata@${providerOf(from)}>`,
      'Reply-To': from,
      To: n.to,
      Subject: `POSTA CERTIFICATA: ${subject}`,
      'Message-ID': envelopeId,
      'X-Riferimento-Message-ID': innerId,
      'X-Trasporto': 'posta-certificata',
    }),
  );
  return { raw, envelopeId };
}

export type ReceiptKind = 'accettazione' | 'non-accettazione' | 'avvenuta-consegna' | 'errore-consegna';

const RECEIPT_SUBJECT: Record<ReceiptKind, string> = {
  accettazione: 'ACCETTAZIONE',
  'non-accettazione': 'AVVISO DI NON ACCETTAZIONE',
  'avvenuta-consegna': 'CONSEGNA',
  'errore-consegna': 'AVVISO DI MANCATA CONSEGNA',
};

export interface Receipt {
  kind: ReceiptKind;
  /** the Message-ID of the message the receipt is about */
  refersTo: string;
  /** who sent it (the association's PEC address) and to whom */
  sender: string;
  recipient: string;
  subject: string;
  /** errore-esteso, for the failures */
  error?: string;
  /** a delivery receipt "completa" carries the original message back */
  original?: Buffer;
}

/** A receipt of the association's own PEC provider about a message it sent. */
export async function providerReceipt(r: Receipt): Promise<Buffer> {
  const provider = providerOf(r.sender);
  const subject = `${RECEIPT_SUBJECT[r.kind]}: ${r.subject}`;
  const mixed = new MimeNode('multipart/mixed');
  mixed
    .createChild('text/plain')
    .setContent(
      `Ricevuta di ${r.kind}\r\n\r\nIl messaggio "${r.subject}" inviato da "${r.sender}" a ${r.recipient}${r.error ? `: ${r.error}` : ''}.`,
    );
  if (r.original) {
    mixed
      .createChild('message/rfc822', { filename: 'postacert.eml' })
      .setHeader('Content-Disposition', 'inline; filename="postacert.eml"')
      .setContent(r.original);
  }
  mixed
    .createChild('application/xml', { filename: 'daticert.xml' })
    .setHeader('Content-Disposition', 'inline; filename="daticert.xml"')
    .setContent(
      daticert({
        tipo: r.kind,
        errore: r.error ? 'altro' : 'nessuno',
        mittente: r.sender,
        destinatario: r.recipient,
        oggetto: r.subject,
        msgid: r.refersTo,
        erroreEsteso: r.error,
      }),
    );
  return build(
    signed(mixed, {
      From: `posta-certificata@${provider}`,
      To: r.sender,
      Subject: subject,
      'Message-ID': `<opec${randomBytes(10).toString('hex')}@${provider}>`,
      'X-Ricevuta': r.kind,
      'X-Riferimento-Message-ID': r.refersTo,
      ...(r.kind === 'avvenuta-consegna' ? { 'X-TipoRicevuta': r.original ? 'completa' : 'breve' } : {}),
    }),
  );
}
