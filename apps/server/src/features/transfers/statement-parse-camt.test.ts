import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { type BankEntry, type BankVersion, camt053Bank } from './fixtures/camt053-bank.ts';
import { parseCamt053, parseCamtAmount, parseStatement } from './statement-parse.ts';

const lines = async (xml: string) =>
  (await parseCamt053(xml)).credits.map(({ checksum: _c, currency: _e, ...c }) => c);

describe('CAMT.053 amounts', () => {
  it('reads the dot as the decimal point, always, and refuses fractions of a cent', () => {
    expect(parseCamtAmount('8.850')).toEqual({ cents: 885 });
    expect(parseCamtAmount('12.50000')).toEqual({ cents: 1250 });
    expect(parseCamtAmount('1234.56')).toEqual({ cents: 123456 });
    expect(parseCamtAmount(' 250 ')).toEqual({ cents: 25000 });
    expect(parseCamtAmount('0.1')).toEqual({ cents: 10 });
    expect(parseCamtAmount('0.05')).toEqual({ cents: 5 });
    expect(parseCamtAmount('19.99')).toEqual({ cents: 1999 });
    expect(parseCamtAmount('1000.000')).toEqual({ cents: 100000 });
    expect(parseCamtAmount('21474836.47')).toEqual({ cents: 2147483647 });
    for (const refused of ['8.855', '8.85001', '21474836.48', '1,234.56', '1.234,56', '12,30', '-5.00']) {
      expect(parseCamtAmount(refused), refused).toHaveProperty('refused');
    }
    for (const refused of ['', '.5', '5.', '1e3', 'EUR 5.00', '0.00', '99999999999999999999']) {
      expect(parseCamtAmount(refused), refused).toHaveProperty('refused');
    }
  });
});

/** Every case the issue names, in one statement. */
const entries: BankEntry[] = [
  { ref: 'N1', amount: '8.850', txs: [{ payer: 'Niccolò Calì', remittance: 'Ordine ORD-1042' }] },
  {
    ref: 'N2',
    amount: '12.50000',
    bookingDate: null,
    valueDate: '2026-11-19',
    txs: [{ payer: 'Anna Bianchi', remittance: 'MEM-0007', endToEndId: 'E2E-7' }],
  },
  {
    ref: 'N3',
    amount: '40.00',
    bookingDate: null,
    valueDate: '2026-11-17',
    valueDateTime: true,
    txs: [{ payer: 'Luca Verdi', remittance: 'ORD-1043' }],
  },
  {
    ref: 'N4',
    amount: '15.5',
    bookingDate: null,
    valueDate: null,
    txs: [{ payer: 'Sara Gialli', remittance: 'NOT PROVIDED', endToEndId: 'ORD-1051' }],
  },
  {
    ref: 'N5',
    amount: '350.55',
    info: 'ACCREDITO CUMULATIVO SCT',
    txs: [
      { amount: '100.00', payer: 'Studio Légale Ünal', remittance: 'MEM-0008 quota' },
      { amount: '250.50', payer: 'Paola Neri', remittance: 'notprovided', endToEndId: 'ORD-1050' },
      { amount: '0.05', payer: 'Zoë Ferrà', remittance: 'ORD-1052 resto' },
    ],
  },
  { ref: 'N6', amount: '99.90', indicator: 'DBIT', txs: [{ payer: 'Fornitore', remittance: 'fattura 12' }] },
  { ref: 'N7', amount: '250.00', reversal: true, txs: [{ payer: 'Niccolò Calì', remittance: 'storno' }] },
  { ref: 'N8', amount: '8.855', txs: [{ payer: 'Mario Rossi', remittance: 'ORD-1044' }] },
];

const expected = [
  { bookedOn: '2026-11-20', amount: 885, payer: 'Niccolò Calì', reference: 'Ordine ORD-1042' },
  { bookedOn: '2026-11-19', amount: 1250, payer: 'Anna Bianchi', reference: 'MEM-0007 E2E-7' },
  { bookedOn: '2026-11-17', amount: 4000, payer: 'Luca Verdi', reference: 'ORD-1043' },
  // no booking or value date: the end of the statement's period
  { bookedOn: '2026-11-20', amount: 1550, payer: 'Sara Gialli', reference: 'ORD-1051' },
  { bookedOn: '2026-11-20', amount: 10000, payer: 'Studio Légale Ünal', reference: 'MEM-0008 quota' },
  { bookedOn: '2026-11-20', amount: 25050, payer: 'Paola Neri', reference: 'ORD-1050' },
  { bookedOn: '2026-11-20', amount: 5, payer: 'Zoë Ferrà', reference: 'ORD-1052 resto' },
];

describe('CAMT.053 statements as banks send them', () => {
  const cases: [BankVersion, string | undefined][] = [
    ['02', undefined],
    ['02', 'camt'],
    ['04', undefined],
    ['04', 'ns2'],
    ['08', undefined],
    ['08', 'camt'],
  ];
  it.each(cases)('camt.053.001.%s, namespace prefix %s', async (version, prefix) => {
    const parsed = await parseStatement(camt053Bank(version, entries, { prefix }), undefined);
    expect(parsed.credits.map(({ checksum: _c, currency: _e, ...c }) => c)).toEqual(expected);
    expect(parsed.skipped).toBe(2); // the debit and the reversal
    expect(parsed.notes).toEqual([
      'Movimento 7 (N7): storno di 250,00 €, non è un pagamento ricevuto: escluso (se storna un accredito già confermato, va verificato)',
      'Movimento 8 (N8): importo 8.855 con frazioni di centesimo: escluso',
    ]);
  });

  it("falls back on the statement's creation date, then the message's", async () => {
    const undated: BankEntry[] = [
      {
        ref: 'U1',
        amount: '10.00',
        bookingDate: null,
        valueDate: null,
        txs: [{ payer: 'A', remittance: 'x' }],
      },
    ];
    expect((await lines(camt053Bank('04', undated, { toDate: null })))[0].bookedOn).toBe('2026-11-21');
    expect((await lines(camt053Bank('08', undated, { toDate: null, created: null })))[0].bookedOn).toBe(
      '2026-11-21',
    );
  });

  it('keeps a batch whose details do not add up (or have no amounts) as one line for the total, and says so', async () => {
    const txs = [
      { amount: '100.00', payer: 'Anna Bianchi', remittance: 'ORD-1' },
      { amount: '50.00', payer: 'Luca Verdi', remittance: 'ORD-2' },
    ];
    for (const batch of [txs, txs.map(({ amount: _a, ...tx }) => tx)]) {
      const parsed = await parseCamt053(
        camt053Bank('02', [{ ref: 'B1', amount: '149.00', info: 'SCT', txs: batch }]),
      );
      expect(parsed.credits.map(({ checksum: _c, currency: _e, ...c }) => c)).toEqual([
        {
          bookedOn: '2026-11-20',
          amount: 14900,
          payer: 'Anna Bianchi, Luca Verdi',
          reference: 'ORD-1 ORD-2 SCT',
        },
      ]);
      expect(parsed.notes).toEqual([
        'Movimento 1 (B1): i dettagli del lotto non corrispondono al totale 149,00 €: una sola riga',
      ]);
    }
  });

  it('leaves out entries not yet booked or without a direction, never counting them as debits', async () => {
    const parsed = await parseCamt053(
      camt053Bank('08', [
        { ref: 'P1', amount: '20.00', status: 'PDNG', txs: [{ payer: 'A', remittance: 'ORD-9' }] },
        { ref: 'P2', amount: '30.00', txs: [{ payer: 'B', remittance: 'ORD-8' }] },
      ]).replace(/(<NtryRef>P2<\/NtryRef>\s*<Amt[^>]*>[^<]*<\/Amt>\s*)<CdtDbtInd>CRDT/, '$1<CdtDbtInd>XXX'),
    );
    expect(parsed.credits).toEqual([]);
    expect(parsed.skipped).toBe(0);
    expect(parsed.notes).toEqual([
      'Movimento 1 (P1): accredito di 20,00 € non ancora contabilizzato: escluso',
      'Movimento 2 (P2): non indica se è un accredito o un addebito: escluso',
    ]);
  });

  it('reads a statement written by hand with several remittance lines', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.04">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>20261121-BPM-01</MsgId><CreDtTm>2026-11-21T05:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STM-224</Id><ElctrncSeqNb>224</ElctrncSeqNb><CreDtTm>2026-11-21T05:00:00</CreDtTm>
      <Acct><Id><IBAN>IT60X0542811101000000123456</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-20</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1075.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-20</Dt></Dt></Bal>
      <Ntry>
        <NtryRef>1</NtryRef><Amt Ccy="EUR">75.000</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-20</Dt></BookgDt><ValDt><Dt>2026-11-20</Dt></ValDt>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>notprovided</EndToEndId></Refs>
          <RltdPties><Dbtr><Nm>Rossi &amp; Figli srl</Nm></Dbtr><DbtrAcct><Id><IBAN>IT02L1234512345123456789012</IBAN></Id></DbtrAcct></RltdPties>
          <RmtInf><Ustrd>Quota ORD-2001</Ustrd><Ustrd>e ORD-2002</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
    expect(await lines(xml)).toEqual([
      {
        bookedOn: '2026-11-20',
        amount: 7500,
        payer: 'Rossi & Figli srl',
        reference: 'Quota ORD-2001 e ORD-2002',
      },
    ]);
  });

  it('says a statement with no entries, or with no credits, has nothing to match', async () => {
    await expect(parseCamt053(camt053Bank('02', []))).rejects.toThrow('Il file non contiene movimenti');
    const debit: BankEntry = { ref: 'D', amount: '5.00', indicator: 'DBIT', txs: [{ payer: 'Banca' }] };
    await expect(parseCamt053(camt053Bank('08', [debit]))).rejects.toThrow('Il file non contiene accrediti');
  });

  it('answers any malformed file with a validation error, never a crash', async () => {
    const good = camt053Bank('08', entries, { prefix: 'camt' });
    const broken = [
      '',
      '<',
      '<Document/>',
      '<Document><BkToCstmrStmt/></Document>',
      '<Document><BkToCstmrStmt>text</BkToCstmrStmt></Document>',
      '<Document><BkToCstmrStmt><Stmt/></BkToCstmrStmt></Document>',
      '<Document><BkToCstmrStmt><Stmt><Ntry>x</Ntry></Stmt></BkToCstmrStmt></Document>',
      '<Document><BkToCstmrStmt><Stmt><Ntry><Amt><a/></Amt><CdtDbtInd>CRDT</CdtDbtInd><NtryDtls>y</NtryDtls></Ntry></Stmt></BkToCstmrStmt></Document>',
      '<Document><BkToCstmrStmt><Stmt><Ntry><Amt>1.00</Amt><CdtDbtInd><x/></CdtDbtInd><NtryDtls><TxDtls>z</TxDtls><TxDtls><RltdPties>q</RltdPties><RmtInf><Ustrd><b>1</b></Ustrd></RmtInf></TxDtls></NtryDtls></Ntry></Stmt></BkToCstmrStmt></Document>',
      '<Document><BkToCstmrStmt><Stmt><Ntry><Amt>1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt>oggi</BookgDt></Ntry></Stmt></BkToCstmrStmt></Document>',
      good.replace(/<\/Stmt>/, ''),
      ...Array.from({ length: 40 }, (_, i) => good.slice(0, Math.floor((good.length * i) / 40))),
    ];
    for (const xml of broken) {
      try {
        await parseStatement(xml || '<', undefined);
      } catch (err) {
        expect(err, xml.slice(-80)).toBeInstanceOf(AppError);
        expect((err as AppError).message).toMatch(/^Il file/);
      }
    }
  });
});

describe('CAMT.053 structured remittance', () => {
  it('reads every Strd block: creditor references and additional text, beside the Ustrd lines', async () => {
    const [line] = await lines(
      camt053Bank('08', [
        {
          ref: 'S1',
          amount: '100.00',
          txs: [
            {
              payer: 'Studio Rossi',
              remittance: ['Saldo fatture', 'novembre'],
              structured: [{ ref: 'RF18539007547034' }, { ref: 'RF47000000000001', extra: 'seconda quota' }],
              endToEndId: 'NOTPROVIDED',
            },
          ],
        },
      ]),
    );
    expect(line.reference).toBe('Saldo fatture novembre RF18539007547034 RF47000000000001 seconda quota');
  });
});
