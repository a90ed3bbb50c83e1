/** Bank statements as the back-office imports them, built for a test's own transfers. */

const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** One SEPA credit of a statement. */
export interface Credit {
  cents: number;
  payer: string;
  /** unstructured remittance (<Ustrd>), as most payers type it */
  remittance?: string;
  /** the creditor's RF in the structured remittance (<Strd>, typed SCOR by ISO), as SEPA carries it */
  rf?: string;
}

/**
 * A CAMT.053 statement with one credit, in the shape of camt.053.001.08 (or .02, which writes the
 * entry's status and the debtor's name without their wrappers); with `debit`, a bank fee the import
 * leaves out follows it.
 */
export function camt053(
  credit: Credit,
  { version = '08', debit = false }: { version?: '02' | '08'; debit?: boolean } = {},
) {
  const status = version === '02' ? '<Sts>BOOK</Sts>' : '<Sts><Cd>BOOK</Cd></Sts>';
  const debtor = version === '02' ? `<Nm>${credit.payer}</Nm>` : `<Pty><Nm>${credit.payer}</Nm></Pty>`;
  const unstructured = credit.remittance === undefined ? '' : `<Ustrd>${credit.remittance}</Ustrd>`;
  const structured =
    credit.rf === undefined
      ? ''
      : `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>ISO</Issr></Tp><Ref>${credit.rf}</Ref></CdtrRefInf></Strd>`;
  const fee = debit
    ? `
      <Ntry>
        <Amt Ccy="EUR">3.50</Amt><CdtDbtInd>DBIT</CdtDbtInd>${status}
        <BookgDt><Dt>2026-11-20</Dt></BookgDt>
      </Ntry>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>E2E-${Date.now()}-${Math.random().toString(36).slice(2, 8)}</MsgId><CreDtTm>2026-11-20T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>E2E</Id>
      <Ntry>
        <Amt Ccy="EUR">${euros(credit.cents)}</Amt><CdtDbtInd>CRDT</CdtDbtInd>${status}
        <BookgDt><Dt>2026-11-20</Dt></BookgDt>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr>${debtor}</Dbtr></RltdPties>
          <RmtInf>${unstructured}${structured}</RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>${fee}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}
