import { deflateRawSync } from 'node:zlib';
import { Inflate, inflateSync, strToU8 } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import {
  notificaEsito,
  notificaScarto,
  notificationName,
  ricevutaConsegna,
  zipOf,
} from './fixtures/sdi-receipts.ts';
import { bombZip, deflatedZeros, sharedEntryZip, withDeclaredSize } from './fixtures/zip-bomb.ts';
import { parseSdiReceipts } from './sdi-receipts-parse.ts';

const problemsOf = (bytes: Uint8Array) => parseSdiReceipts(bytes, 'notifiche.zip').problems;
const thrown = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
};

afterEach(() => vi.restoreAllMocks());

const MiB = 1024 * 1024;

/** Counts the bytes every inflater of the parse puts out, whatever becomes of them. */
function countInflated() {
  const counted = { bytes: 0 };
  const push = Inflate.prototype.push;
  vi.spyOn(Inflate.prototype, 'push').mockImplementation(function (this: Inflate, chunk, final) {
    const ondata = this.ondata;
    this.ondata = (data, last) => {
      counted.bytes += data.length;
      ondata.call(this, data, last);
    };
    try {
      push.call(this, chunk, final);
    } finally {
      this.ondata = ondata;
    }
  });
  return counted;
}

describe('a ZIP of notifications', () => {
  it('reads every notification, skips folders and __MACOSX, lists the PDF as a problem', () => {
    const zip = zipOf({
      'notifiche/': new Uint8Array(0),
      [`notifiche/${notificationName('RC')}`]: ricevutaConsegna(),
      [`notifiche/${notificationName('NS', 'IT01234567890_00002.xml')}`]: notificaScarto({
        invoice: 'IT01234567890_00002.xml',
      }),
      [notificationName('NE', 'IT01234567890_00003.xml')]: notificaEsito('EC02', { prefix: 'ns2' }),
      'fattura-00001.pdf': strToU8('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
      '__MACOSX/notifiche/._IT01234567890_00001_RC_001.xml': new Uint8Array([0, 5, 22, 7, 0, 2]),
    });
    const read = parseSdiReceipts(zip, 'notifiche-marzo.zip');
    expect(read.receipts.map((r) => [r.source, r.kind, r.status])).toEqual([
      ['notifiche/IT01234567890_00001_RC_001.xml', 'RC', 'delivered'],
      ['notifiche/IT01234567890_00002_NS_001.xml', 'NS', 'rejected'],
      ['IT01234567890_00003_NE_001.xml', 'NE', 'rejected'],
    ]);
    expect(read.problems).toEqual([{ file: 'fattura-00001.pdf', reason: 'non è una notifica SdI' }]);
  });

  it('an empty ZIP has no receipts and no problems', () => {
    expect(parseSdiReceipts(zipOf({}), 'vuoto.zip')).toEqual({ receipts: [], problems: [] });
  });

  it('a ZIP inside the ZIP is a problem', () => {
    const inner = zipOf({ [notificationName('RC')]: ricevutaConsegna() });
    const read = parseSdiReceipts(zipOf({ 'altre.zip': inner, 'rc.xml': ricevutaConsegna() }), 'n.zip');
    expect(read.receipts).toHaveLength(1);
    expect(read.problems).toEqual([{ file: 'altre.zip', reason: 'archivio dentro un archivio' }]);
  });

  it('an entry declared over 1 MiB is refused before it is inflated', () => {
    const push = vi.spyOn(Inflate.prototype, 'push');
    const zip = zipOf({ 'zeri.xml': new Uint8Array(2 * 1024 * 1024), 'rc.xml': ricevutaConsegna() });
    expect(problemsOf(zip)).toEqual([{ file: 'zeri.xml', reason: 'file troppo grande (massimo 1 MiB)' }]);
    expect(push).toHaveBeenCalledTimes(1); // rc.xml only
  });

  it('a zip bomb whose directory lies is stopped after a few MiB, not after its 256 MiB', () => {
    const sample = inflateSync(deflatedZeros(1000));
    expect([sample.length, sample.every((b) => b === 0)]).toEqual([258_001, true]);
    const push = vi.spyOn(Inflate.prototype, 'push');
    const bomb = deflatedZeros(1_040_000); // 1.6 MiB that inflate to 256 MiB
    expect(problemsOf(bombZip(notificationName('RC'), bomb, 300))).toEqual([
      { file: 'IT01234567890_00001_RC_001.xml', reason: "file più grande di quanto dichiara l'archivio" },
    ]);
    expect(push.mock.calls.length).toBeLessThan(3); // of ~420 steps of 4 KiB
  });

  it('refuses with 413 an archive declaring over 20 MiB unzipped in all, before inflating any', () => {
    const files = Object.fromEntries(
      Array.from({ length: 22 }, (_, i) => [`n${String(i).padStart(2, '0')}.xml`, ricevutaConsegna()]),
    );
    const push = vi.spyOn(Inflate.prototype, 'push');
    const zip = withDeclaredSize(zipOf(files), () => 1_000_000);
    expect(thrown(() => problemsOf(zip))).toMatchObject({
      code: 'too_large',
      statusCode: 413,
      message: 'Archivio troppo grande una volta estratto (massimo 20 MiB in tutto)',
    });
    expect(push).not.toHaveBeenCalled();
  });

  it('refuses with 413 entries sharing one stream of zeros, after inflating about the 20 MiB cap', () => {
    // the probe's 31 KB archive: 200 entries declaring 100 KiB each, all on one 20 MiB stream
    const zeros = new Uint8Array(deflateRawSync(new Uint8Array(20 * MiB), { level: 9 }));
    const zip = sharedEntryZip(bombZip('n000.xml', zeros, 100 * 1024), 200);
    expect(zip.length).toBeLessThan(32 * 1024);
    const inflated = countInflated();
    expect(thrown(() => problemsOf(zip))).toMatchObject({
      code: 'too_large',
      message: 'Archivio troppo grande una volta estratto (massimo 20 MiB in tutto)',
    });
    // where it stopped: past the cap by at most one step of the inflater, not at 200 × its steps
    expect(inflated.bytes).toBeGreaterThan(20 * MiB);
    expect(inflated.bytes).toBeLessThan(22 * MiB);
  });

  it('counts what each entry really inflates, not what it declares', () => {
    const inflated = countInflated();
    const honest = ricevutaConsegna();
    const zip = sharedEntryZip(
      withDeclaredSize(zipOf({ 'n000.xml': honest }), () => honest.length),
      200,
    );
    // 200 copies of one small notification are read, at the cost of 200 notifications
    expect(parseSdiReceipts(zip, 'copie.zip').receipts).toHaveLength(200);
    expect(inflated.bytes).toBe(200 * strToU8(honest).length);
  });

  it('reads at most 200 files and says so', () => {
    const files = Object.fromEntries(
      Array.from({ length: 201 }, (_, i) => [`n${i}.xml`, ricevutaConsegna()]),
    );
    const read = parseSdiReceipts(zipOf(files), 'tante.zip');
    expect(read.receipts).toHaveLength(200);
    expect(read.problems).toEqual([
      { file: 'tante.zip', reason: "più di 200 file nell'archivio: letti solo i primi 200" },
    ]);
  });
});

describe('uploads refused as a whole', () => {
  it('garbage, a PDF or a damaged ZIP: not a notification nor an archive', () => {
    const uploads = [
      new Uint8Array([0x13, 0x37, 0xde, 0xad, 0xbe, 0xef]),
      strToU8('%PDF-1.7\n'),
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]),
      new Uint8Array(0),
    ];
    for (const bytes of uploads) {
      const e = thrown(() => parseSdiReceipts(bytes, 'x'));
      expect(e).toBeInstanceOf(AppError);
      expect(e).toMatchObject({
        code: 'validation',
        message: 'Il file non è una notifica SdI né un archivio ZIP di notifiche',
      });
    }
  });

  it('over 10 MiB, whatever it is', () => {
    const e = thrown(() => parseSdiReceipts(new Uint8Array(10 * 1024 * 1024 + 1), 'grande.zip'));
    expect(e).toMatchObject({ code: 'too_large', message: 'Il file supera il limite di 10 MiB' });
  });
});
