import { describe, expect, it } from 'vitest';
import { toFatturaPaXml } from '../features/invoices/fatturapa-xml.ts';
import {
  cashAtDesk,
  creditNote,
  documents,
  euCompany,
  italianCompany,
} from '../features/invoices/fixtures/documents.ts';
import { checkFatturaPa } from './fatturapa-check.ts';

const company = toFatturaPaXml(italianCompany);

/** `xml` with `from` replaced by `to`, failing when `from` is not there (a mutation that mutates nothing). */
function broken(xml: string, from: string | RegExp, to: string): string {
  const next = xml.replace(from, to);
  expect(next, `${from} not found`).not.toBe(xml);
  return next;
}

/** One schema-valid XML per SdI content check, each breaking that check. */
const CASES: [code: string, xml: string][] = [
  ['00427', broken(company, '<CodiceDestinatario>M5UXCR1<', '<CodiceDestinatario>UFABCD<')],
  ['00428', broken(company, 'versione="FPR12"', 'versione="FPA12"')],
  [
    '00426',
    broken(
      company,
      '</CodiceDestinatario>',
      '</CodiceDestinatario><PECDestinatario>a@pec.it</PECDestinatario>',
    ),
  ],
  ['00300', broken(company, /<IdCodice>04783210588<\/IdCodice>/, '<IdCodice>04783210589</IdCodice>')],
  [
    '00301',
    broken(
      company,
      /(<CedentePrestatore>\s*<DatiAnagrafici>\s*<IdFiscaleIVA>\s*<IdPaese>IT<\/IdPaese>\s*<IdCodice>)04783210588/,
      '$104783210589',
    ),
  ],
  ['00302', broken(company, '<CodiceFiscale>97123450583<', '<CodiceFiscale>97123450584<')],
  ['00305', broken(company, '<IdCodice>01587340967<', '<IdCodice>01587340968<')],
  [
    '00306',
    broken(
      toFatturaPaXml(documents.italianPerson),
      '<CodiceFiscale>RSSMRA85T10A562S<',
      '<CodiceFiscale>RSSMRA85T10A562T<',
    ),
  ],
  [
    '00417',
    broken(
      company,
      /(<CessionarioCommittente>\s*<DatiAnagrafici>)\s*<IdFiscaleIVA>[\s\S]*?<\/IdFiscaleIVA>/,
      '$1',
    ),
  ],
  ['00311', broken(company, '<CodiceDestinatario>M5UXCR1<', '<CodiceDestinatario>XXXXXXX<')],
  ['00425', broken(company, '<Numero>2026/0001<', '<Numero>FE/A<')],
  ['00403', broken(company, '<Data>2026-03-10<', '<Data>2099-01-01<')],
  ['00418', broken(toFatturaPaXml(creditNote), '<Data>2026-04-02<', '<Data>2026-03-01<')],
  ['00400', broken(toFatturaPaXml(euCompany), /<Natura>N2\.1<\/Natura>/, '')],
  [
    '00401',
    broken(
      company,
      '<AliquotaIVA>22.00</AliquotaIVA>\n      </DettaglioLinee>',
      '<AliquotaIVA>22.00</AliquotaIVA><Natura>N4</Natura></DettaglioLinee>',
    ),
  ],
  [
    '00429',
    broken(
      toFatturaPaXml(euCompany),
      /(<DatiRiepilogo>\s*<AliquotaIVA>0\.00<\/AliquotaIVA>)\s*<Natura>N2\.1<\/Natura>/,
      '$1',
    ),
  ],
  [
    '00430',
    broken(company, /(<DatiRiepilogo>\s*<AliquotaIVA>22\.00<\/AliquotaIVA>)/, '$1<Natura>N4</Natura>'),
  ],
  ['00422', broken(company, '<ImponibileImporto>284.02<', '<ImponibileImporto>284.03<')],
  ['00421', broken(company, '<Imposta>62.48<', '<Imposta>62.50<')],
  ['00423', broken(company, '<PrezzoTotale>20.49<', '<PrezzoTotale>20.51<')],
  // within SdI's cent, not what an accountant computes: 284,02 × 22 % = 62,48
  ['conti', broken(company, '<Imposta>62.48<', '<Imposta>62.49<')],
  [
    'pagamento',
    broken(
      toFatturaPaXml(cashAtDesk),
      '</ImportoPagamento>',
      '</ImportoPagamento><IBAN>IT60X0542811101000000123456</IBAN>',
    ),
  ],
  [
    'regime',
    broken(
      broken(toFatturaPaXml(euCompany), /N2\.1/g, 'N2.2'),
      '<RegimeFiscale>RF01<',
      '<RegimeFiscale>RF19<',
    ),
  ],
  [
    '00419',
    broken(
      company,
      /(<NumeroLinea>4<\/NumeroLinea>[\s\S]*?)<AliquotaIVA>22\.00<\/AliquotaIVA>/,
      '$1<AliquotaIVA>10.00</AliquotaIVA>',
    ),
  ],
  ['conti', broken(company, '<ImportoTotaleDocumento>346.50<', '<ImportoTotaleDocumento>346.51<')],
  ['regime', broken(company, '<RegimeFiscale>RF01<', '<RegimeFiscale>RF19<')],
  ['bollo', broken(toFatturaPaXml(euCompany), /<DatiBollo>[\s\S]*?<\/DatiBollo>/, '')],
  [
    'bollo',
    broken(
      company,
      '</Numero>',
      '</Numero><DatiBollo><BolloVirtuale>SI</BolloVirtuale><ImportoBollo>2.00</ImportoBollo></DatiBollo>',
    ),
  ],
  ['bollo', broken(toFatturaPaXml(euCompany), '<ImportoBollo>2.00<', '<ImportoBollo>16.00<')],
];

describe('checkFatturaPa', () => {
  it.each(Object.entries(documents))('passes the product’s own %s', async (_name, doc) => {
    expect(await checkFatturaPa(toFatturaPaXml(doc))).toEqual([]);
  });

  it.each(CASES)('fails %s on a schema-valid XML that breaks it', async (code, xml) => {
    const problems = await checkFatturaPa(xml);
    expect(
      problems.some((p) => p.startsWith(`${code}:`)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('reports schema errors first', async () => {
    const problems = await checkFatturaPa(broken(company, '<Divisa>EUR</Divisa>', ''));
    expect(problems.join('\n')).toMatch(/Divisa|TipoDocumento/);
  });
});
