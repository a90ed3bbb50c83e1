import { describe, expect, it } from 'vitest';
import { camt053 } from './fixtures/camt053.ts';
import { type Candidate, matchLine } from './statement-match.ts';
import { parseBankCsv, parseCamt053, parseStatement } from './statement-parse.ts';

describe('statement parsing', () => {
  it('reads CAMT.053: credits, a batch booking split per payment, reversals and debits left out', async () => {
    const parsed = await parseCamt053(
      camt053([
        { amount: '250.00', payer: 'Niccolò Calì', remittance: 'Ordine ORD-1042 conferenza' },
        { amount: '99.90', indicator: 'DBIT', payer: 'Fornitore', remittance: 'fattura' },
        { amount: '250.00', reversal: true, payer: 'Niccolò Calì', remittance: 'storno ORD-1042' },
        {
          amount: '700.50',
          batch: [
            { amount: '500.00', payer: 'Studio Légale Ünal', remittance: 'MEM-0007 quota' },
            { amount: '200.50', payer: 'Anna Bianchi', remittance: 'ORD 1043' },
          ],
        },
      ]),
    );
    expect(parsed.format).toBe('camt053');
    expect(parsed.skipped).toBe(2);
    expect(parsed.notes).toHaveLength(1); // the reversal is said, not only counted
    expect(parsed.credits.map(({ checksum: _c, currency: _e, ...c }) => c)).toEqual([
      {
        bookedOn: '2026-11-20',
        amount: 25000,
        payer: 'Niccolò Calì',
        reference: 'Ordine ORD-1042 conferenza',
      },
      { bookedOn: '2026-11-20', amount: 50000, payer: 'Studio Légale Ünal', reference: 'MEM-0007 quota' },
      { bookedOn: '2026-11-20', amount: 20050, payer: 'Anna Bianchi', reference: 'ORD 1043' },
    ]);
  });

  it('reads the debtor name of camt.053.001.08 (Dbtr/Pty/Nm)', async () => {
    const parsed = await parseCamt053(
      camt053([{ amount: '10.00', payer: 'Zoë Ferrà', remittance: 'ORD-1', partyShape: true }], '001.08'),
    );
    expect(parsed.credits[0].payer).toBe('Zoë Ferrà');
  });

  it('refuses XML that is no CAMT.053, and any DOCTYPE', async () => {
    await expect(parseCamt053('<html><body/></html>')).rejects.toThrow('CAMT.053');
    await expect(
      parseCamt053(
        '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "y">]><Document><BkToCstmrStmt/></Document>',
      ),
    ).rejects.toThrow('CAMT.053');
  });

  it("reads a bank's CSV with ';' and decimal commas through its mapping", async () => {
    const csv = [
      'Data contabile;Data valuta;Importo;Ordinante;Descrizione',
      '20/11/2026;20/11/2026;1.250,00;ROSSI MARIO;BONIFICO ORD-1042',
      '21/11/2026;21/11/2026;-45,10;;COMMISSIONI',
      '22/11/2026;22/11/2026;80,5;"Bianchi; Anna";"MEM 0007"',
    ].join('\r\n');
    const mapping = {
      bank: 'Banca Test',
      date: 'Data contabile',
      amount: 'Importo',
      payer: 'Ordinante',
      reference: 'Descrizione',
      delimiter: ';' as const,
      header_row: null,
      amount_mode: 'single' as const,
      debit: '',
      credit: '',
      currency: '',
    };
    const parsed = await parseBankCsv(`\uFEFF${csv}`, mapping);
    expect(parsed.skipped).toBe(1);
    expect(parsed.credits.map((c) => [c.bookedOn, c.amount, c.payer, c.reference])).toEqual([
      ['2026-11-20', 125000, 'ROSSI MARIO', 'BONIFICO ORD-1042'],
      ['2026-11-22', 8050, 'Bianchi; Anna', 'MEM 0007'],
    ]);
    await expect(parseBankCsv(csv, { ...mapping, amount: 'Euro' })).rejects.toThrow(
      'Colonna "Euro" assente nel file',
    );
    await expect(parseStatement(csv, undefined)).rejects.toThrow('Per un file CSV');
    // a header and no rows is an empty statement, not a wrong mapping
    await expect(parseBankCsv(`${csv.split('\r\n')[0]}\r\n`, mapping)).rejects.toThrow(
      'Il file non contiene movimenti',
    );
    await expect(parseBankCsv(' \n', mapping)).rejects.toThrow('Il file non contiene movimenti');
    await expect(
      parseBankCsv(csv.split('\r\n').slice(0, 1).concat('21/11/2026;;-45,10;;X').join('\n'), mapping),
    ).rejects.toThrow('Il file non contiene accrediti');
  });

  it('gives the same line the same checksum, whatever the spacing and case of payer and reference', async () => {
    const a = await parseCamt053(camt053([{ amount: '5.00', payer: 'Anna Rossi', remittance: 'ORD-1' }]));
    const b = await parseCamt053(camt053([{ amount: '5.00', payer: 'ANNA  ROSSI', remittance: 'ord 1' }]));
    expect(a.credits[0].checksum).toBe(b.credits[0].checksum);
  });
});

describe('matching', () => {
  const transfers: Candidate[] = [
    {
      id: 1,
      email: 'mario.rossi@example.it',
      reason: 'ORD-1042',
      amount: 125000,
      confirmed: false,
      reference: null,
    },
    {
      id: 2,
      email: 'anna.bianchi@example.it',
      reason: 'MEM-0007',
      amount: 50000,
      confirmed: false,
      reference: null,
    },
    {
      id: 3,
      email: 'luca.verdi@example.it',
      reason: 'ORD-1043',
      amount: 20050,
      confirmed: false,
      reference: null,
    },
    { id: 4, email: 'gia@example.it', reason: 'ORD-0999', amount: 1000, confirmed: true, reference: null },
    {
      id: 5,
      email: 'paola.neri@example.it',
      reason: 'ORD-1050',
      amount: 30000,
      confirmed: false,
      reference: null,
    },
    {
      id: 6,
      email: 'sara.gialli@example.it',
      reason: 'ORD-1051',
      amount: 30000,
      confirmed: false,
      reference: null,
    },
  ];
  const line = (amount: number, payer: string, reference: string) => ({
    bookedOn: '2026-11-20',
    amount,
    currency: 'EUR',
    payer,
    reference,
    checksum: `${amount}${payer}${reference}`,
  });

  it('matches by the reference in the remittance text, case, spaces and punctuation ignored', () => {
    expect(matchLine(line(125000, 'ROSSI MARIO', 'bonifico ord 1042'), transfers, new Set())).toMatchObject({
      status: 'matched',
      transferId: 1,
      confidence: 98,
      amountIssue: null,
    });
  });

  it('flags a short or an excess amount instead of a clean match', () => {
    const short = matchLine(line(100000, 'x', 'ORD-1042'), transfers, new Set());
    expect(short).toMatchObject({ status: 'matched', transferId: 1, amountIssue: 'short', confidence: 60 });
    expect(short.reason).toContain('pagamento parziale: mancano');
    expect(matchLine(line(130000, 'x', 'ORD1042'), transfers, new Set())).toMatchObject({
      amountIssue: 'over',
    });
  });

  it('calls a line ambiguous when it cites two transfers, or a transfer another line already claims', () => {
    expect(matchLine(line(125000, 'x', 'ORD-1042 e ORD-1043'), transfers, new Set())).toMatchObject({
      status: 'ambiguous',
      transferId: null,
    });
    expect(matchLine(line(125000, 'x', 'ORD-1042'), transfers, new Set([1]))).toMatchObject({
      status: 'ambiguous',
      transferId: 1,
    });
  });

  it('falls back on amount with email (high) or payer name (lower), and amount alone is ambiguous', () => {
    expect(matchLine(line(30000, 'x', 'quota paola.neri@example.it'), transfers, new Set())).toMatchObject({
      status: 'matched',
      transferId: 5,
      confidence: 90,
    });
    expect(matchLine(line(30000, 'GIALLI SARA', 'quota annuale'), transfers, new Set())).toMatchObject({
      status: 'matched',
      transferId: 6,
      confidence: 75,
    });
    expect(matchLine(line(30000, 'Ditta', 'quota'), transfers, new Set())).toMatchObject({
      status: 'ambiguous',
    });
  });

  it('recognises a payment for a transfer already confirmed, and leaves the rest unmatched', () => {
    expect(matchLine(line(1000, 'x', 'ORD-0999'), transfers, new Set())).toMatchObject({
      status: 'already_confirmed',
      transferId: 4,
    });
    expect(matchLine(line(777, 'x', 'regalo'), transfers, new Set())).toMatchObject({ status: 'unmatched' });
  });
});
