import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type MimeNode, Splitter } from '@zone-eu/mailsplit';
import { XMLParser } from 'fast-xml-parser';
import { simpleParser } from 'mailparser';

/**
 * What a message of the PEC inbox is, told from its top-level headers (RFC 6109): inside PEC every
 * message in a mailbox was put there by a provider. A receipt about a message the association sent
 * carries `X-Ricevuta`; a message someone sent arrives in a transport envelope (`X-Trasporto:
 * posta-certificata`) with the original as `postacert.eml`, whose From the sender's provider
 * checked against the authenticated sender; ordinary mail arrives in an anomaly envelope
 * (`X-Trasporto: errore`). So an SdI notification is believed only inside a transport envelope
 * whose original comes from SdI's domain, and a receipt only at the top.
 */
export type PecMessage =
  | {
      kind: 'receipt';
      key: string;
      /** X-Ricevuta: accettazione, non-accettazione, avvenuta-consegna, errore-consegna… */
      receipt: string;
      /** X-Riferimento-Message-ID: the message the receipt is about */
      refersTo: string | null;
      /** the provider's reason, for the failures (daticert.xml's errore-esteso) */
      reason: string | null;
    }
  | { kind: 'sdi'; key: string; from: string; files: { name: string; bytes: Uint8Array }[] }
  | { kind: 'other'; key: string };

type Leaf = { node: MimeNode; chunks: Buffer[] };
type Part = { contentType: string; filename: string | null; body: Buffer };

const TOP_HEADERS = ['message-id', 'x-ricevuta', 'x-trasporto', 'x-riferimento-message-id'];

/** The top-level headers and the leaf parts, an embedded message kept whole (not parsed into). */
async function split(raw: Buffer): Promise<{ headers: Map<string, string>; parts: Part[] }> {
  const headers = new Map<string, string>();
  const leaves: Leaf[] = [];
  const sink = new Writable({
    objectMode: true,
    // the splitter's objects: MIME nodes (type 'node'), and the bytes of the last node's body
    write(data: { type: string; value?: Buffer }, _enc, done) {
      if (data.type === 'node') {
        const node = data as unknown as MimeNode;
        if (node.root && node.headers) {
          for (const key of TOP_HEADERS) {
            const value = node.headers.getFirst(key);
            if (value) headers.set(key, String(value).trim());
          }
        }
        if (!node.multipart) leaves.push({ node, chunks: [] });
      } else if (data.type === 'body' && data.value) {
        leaves.at(-1)?.chunks.push(data.value);
      }
      done();
    },
  });
  await pipeline(Readable.from([raw]), new Splitter({ ignoreEmbedded: true }), sink);
  const parts: Part[] = [];
  for (const { node, chunks } of leaves) {
    const decoder = node.getDecoder();
    const out: Buffer[] = [];
    decoder.on('data', (chunk: Buffer) => out.push(chunk));
    decoder.end(Buffer.concat(chunks));
    await once(decoder, 'end');
    parts.push({
      contentType: String(node.contentType || 'text/plain').toLowerCase(),
      filename: node.filename || null,
      body: Buffer.concat(out),
    });
  }
  return { headers, parts };
}

const daticertParser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, htmlEntities: false });

/** The provider's own words on a failure: daticert.xml's errore-esteso. */
function providerReason(parts: Part[]): string | null {
  const daticert = parts.find((p) => p.filename?.toLowerCase() === 'daticert.xml');
  if (!daticert || /<!(DOCTYPE|ENTITY)/i.test(daticert.body.toString('utf8'))) return null;
  try {
    const tree = daticertParser.parse(daticert.body.toString('utf8'));
    const reason = tree?.postacert?.dati?.['errore-esteso'];
    return typeof reason === 'string' && reason.trim() ? reason.trim() : null;
  } catch {
    return null;
  }
}

/** A notification file of SdI: an XML (or a ZIP of them), never the envelope's own daticert.xml. */
const isNotificationFile = (name: string) =>
  /\.(xml|zip)$/i.test(name) && name.toLowerCase() !== 'daticert.xml';

const domainOf = (address: string) => address.split('@').pop()?.toLowerCase() ?? '';

/** Reads one raw message of the inbox; `sdiDomain` is the domain SdI writes from (pec.fatturapa.it). */
export async function readPecMessage(raw: Buffer, sdiDomain: string): Promise<PecMessage> {
  const { headers, parts } = await split(raw);
  const key = headers.get('message-id') ?? `sha256:${createHash('sha256').update(raw).digest('hex')}`;
  const receipt = headers.get('x-ricevuta')?.toLowerCase();
  if (receipt && !headers.has('x-trasporto')) {
    return {
      kind: 'receipt',
      key,
      receipt,
      refersTo: headers.get('x-riferimento-message-id') ?? null,
      reason: providerReason(parts),
    };
  }
  if (headers.get('x-trasporto')?.toLowerCase() !== 'posta-certificata') return { kind: 'other', key };
  const postacert =
    parts.find((p) => p.contentType === 'message/rfc822' && p.filename?.toLowerCase() === 'postacert.eml') ??
    parts.find((p) => p.contentType === 'message/rfc822');
  if (!postacert) return { kind: 'other', key };
  const original = await simpleParser(postacert.body, { skipHtmlToText: true, skipTextToHtml: true });
  const from = original.from?.value[0]?.address?.toLowerCase() ?? '';
  if (domainOf(from) !== sdiDomain.toLowerCase()) return { kind: 'other', key };
  const files = original.attachments
    .filter((a) => a.filename && isNotificationFile(a.filename))
    .map((a) => ({ name: a.filename as string, bytes: new Uint8Array(a.content) }));
  return files.length ? { kind: 'sdi', key, from, files } : { kind: 'other', key };
}
