import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  attestazioneTrasmissione,
  DEFAULT_ERRORS,
  fatturaElettronica,
  notificaDecorrenzaTermini,
  notificaEsito,
  notificaMancataConsegna,
  notificaScarto,
  notificationName,
  ricevutaConsegna,
  ricevutaImpossibilitaRecapito,
  ricevutaScarto,
  SDI_NS,
  zipOf,
} from './fixtures/sdi-receipts.ts';
import { parseSdiReceipts, SDI_RECEIPT_KIND_LABELS } from './sdi-receipts-parse.ts';

const one = (xml: string, name = 'notifica.xml') => {
  const read = parseSdiReceipts(strToU8(xml), name);
  expect(read.problems).toEqual([]);
  expect(read.receipts).toHaveLength(1);
  return read.receipts[0];
};
const problemsOf = (bytes: Uint8Array, name: string) => parseSdiReceipts(bytes, name).problems;

describe('each kind of SdI message', () => {
  it('RicevutaConsegna: delivered, at the delivery time', () => {
    const name = notificationName('RC');
    expect(name).toBe('IT01234567890_00001_RC_001.xml');
    expect(one(ricevutaConsegna(), name)).toEqual({
      source: name,
      kind: 'RC',
      invoice_file_name: 'IT01234567890_00001.xml',
      sdi_id: '4410227651',
      at: '2026-03-02T09:17:05.000Z',
      status: 'delivered',
      errors: [],
      note: null,
    });
  });

  it('NotificaScarto: rejected, with every error, escaped text read back and a missing suggestion as null', () => {
    const r = one(notificaScarto());
    expect(r).toMatchObject({
      kind: 'NS',
      status: 'rejected',
      sdi_id: '4410227652',
      at: '2026-03-02T10:40:00.000Z',
    });
    expect(r.errors).toEqual([
      { code: '00404', description: 'Fattura duplicata', suggestion: null },
      { code: '00305', description: DEFAULT_ERRORS[1].description, suggestion: DEFAULT_ERRORS[1].suggestion },
    ]);
    expect(r.errors[1].description).toContain('<IdCodice>');
  });

  it('NotificaMancataConsegna: not delivered, with SdI’s reason as the note', () => {
    expect(one(notificaMancataConsegna())).toMatchObject({
      kind: 'MC',
      status: 'not_delivered',
      invoice_file_name: 'IT01234567890_00001.xml',
      at: '2026-03-03T08:00:00.000Z',
      note: 'Casella PEC del destinatario piena',
      errors: [],
    });
  });

  it('NotificaEsito EC01: accepted by the administration, no date of its own', () => {
    expect(one(notificaEsito('EC01', { sdiId: '555000111222' }))).toMatchObject({
      kind: 'NE',
      status: 'delivered',
      sdi_id: '555000111222',
      invoice_file_name: 'IT01234567890_00001.xml',
      at: null,
      errors: [],
    });
  });

  it('NotificaEsito EC02: refused, its Descrizione as one EC02 error', () => {
    const r = one(notificaEsito('EC02', {}, 'Importo non conforme all’ordine & al contratto'));
    expect(r.status).toBe('rejected');
    expect(r.errors).toEqual([
      { code: 'EC02', description: 'Importo non conforme all’ordine & al contratto', suggestion: null },
    ]);
    expect(one(notificaEsito('EC02')).errors[0].description).toBe('Fattura rifiutata dal committente');
  });

  it('AttestazioneTrasmissioneFattura: not delivered; a time without offset is Italian time', () => {
    expect(one(attestazioneTrasmissione())).toMatchObject({
      kind: 'AT',
      status: 'not_delivered',
      at: '2026-03-04T07:30:00.000Z', // 08:30 in Rome, winter time
    });
  });

  it('NotificaDecorrenzaTermini: no status change', () => {
    expect(one(notificaDecorrenzaTermini())).toMatchObject({
      kind: 'DT',
      status: null,
      invoice_file_name: 'IT01234567890_00001.xml',
      note: 'Decorsi i termini per la notifica di esito',
    });
  });

  it('the B2B shapes (MessaggiFatturaTypes): RicevutaScarto and RicevutaImpossibilitaRecapito', () => {
    expect(one(ricevutaScarto({ invoice: 'IT01234567890_00002.xml.p7m' }))).toMatchObject({
      kind: 'NS',
      status: 'rejected',
      invoice_file_name: 'IT01234567890_00002.xml.p7m',
      at: '2026-03-05T16:58:56.000Z',
      errors: [
        { code: '00200', description: 'File non conforme al formato', suggestion: 'Verificare lo schema' },
      ],
    });
    expect(one(ricevutaImpossibilitaRecapito())).toMatchObject({
      kind: 'MC',
      status: 'not_delivered',
      note: 'Fattura a disposizione del cliente nella sua area riservata dal 2026-03-06',
    });
  });

  it('labels every kind in Italian', () => {
    expect(Object.keys(SDI_RECEIPT_KIND_LABELS).sort()).toEqual(['AT', 'DT', 'MC', 'NE', 'NS', 'RC']);
  });
});

describe('what a notification file may look like', () => {
  it('reads the same whatever the prefix, with a default namespace or with none', () => {
    const expected = one(ricevutaConsegna());
    for (const shape of [
      { prefix: 'ns2' },
      { prefix: 'ns3' },
      { prefix: '' },
      { prefix: '', namespace: null },
    ]) {
      expect(one(ricevutaConsegna(shape))).toEqual(expected);
    }
  });

  it('tolerates a BOM, a stylesheet instruction and a summer time without offset', () => {
    const xml = ricevutaConsegna()
      .replace('?>', `?>\n<?xml-stylesheet type="text/xsl" href="RC_v1.1.xsl"?>`)
      .replace('2026-03-02T10:17:05.000+01:00', '2026-07-01T10:00:00');
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8(xml)]);
    expect(parseSdiReceipts(bytes, 'rc.xml').receipts[0].at).toBe('2026-07-01T08:00:00.000Z');
  });

  it('a FatturaPA invoice, or a message without IdentificativoSdI, is not a notification', () => {
    expect(parseSdiReceipts(strToU8(fatturaElettronica), 'IT01234567890_00001.xml')).toEqual({
      receipts: [],
      problems: [{ file: 'IT01234567890_00001.xml', reason: 'non è una notifica SdI' }],
    });
    const noId = `<RicevutaConsegna xmlns="${SDI_NS}"><NomeFile>x.xml</NomeFile></RicevutaConsegna>`;
    expect(problemsOf(strToU8(noId), 'rc.xml')).toEqual([
      { file: 'rc.xml', reason: 'non è una notifica SdI' },
    ]);
  });

  it('broken XML, or XML not in UTF-8, is a problem, not a throw', () => {
    const broken = ricevutaConsegna().replace('</NomeFile>', '');
    expect(problemsOf(strToU8(broken), 'rc.xml')).toEqual([{ file: 'rc.xml', reason: 'XML non leggibile' }]);
    const latin1 = Buffer.from('<RicevutaConsegna>è</RicevutaConsegna>', 'latin1');
    expect(problemsOf(latin1, 'rc.xml')[0].reason).toMatch(/UTF-8/);
  });

  it('an XML nested deeper than any notification is a problem, not a throw; in a ZIP the others are read', () => {
    // 744 bytes, 101 levels: what the parser refuses to build
    const deep = `<RicevutaConsegna>${'<x>'.repeat(105)}${'</x>'.repeat(105)}</RicevutaConsegna>`;
    const unreadable = 'XML non leggibile: più di 100 elementi annidati';
    expect(problemsOf(strToU8(deep), 'rc.xml')).toEqual([{ file: 'rc.xml', reason: unreadable }]);
    const read = parseSdiReceipts(zipOf({ 'deep.xml': deep, 'rc.xml': ricevutaConsegna() }), 'n.zip');
    expect(read.problems).toEqual([{ file: 'deep.xml', reason: unreadable }]);
    expect(read.receipts.map((r) => r.source)).toEqual(['rc.xml']);
  });

  it('refuses DOCTYPE and ENTITY (the billion laughs) without expanding anything', () => {
    const lol = `<?xml version="1.0"?>
<!DOCTYPE RicevutaConsegna [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<RicevutaConsegna><IdentificativoSdI>1</IdentificativoSdI><NomeFile>&lol9;</NomeFile></RicevutaConsegna>`;
    expect(problemsOf(strToU8(lol), 'lol.xml')).toEqual([
      { file: 'lol.xml', reason: 'XML con DOCTYPE o ENTITY: non ammesso' },
    ]);
  });

  it('a single XML over 1 MiB is a problem', () => {
    const padded = ricevutaConsegna().replace(
      '<MessageId>',
      `<Note>${'x'.repeat(1024 * 1024)}</Note><MessageId>`,
    );
    expect(problemsOf(strToU8(padded), 'rc.xml')).toEqual([
      { file: 'rc.xml', reason: 'file troppo grande (massimo 1 MiB)' },
    ]);
  });
});
