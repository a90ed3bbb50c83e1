/** Bank statements as the back-office imports them, built for a test's own transfers. */

const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A CAMT.053 statement with one SEPA credit whose unstructured remittance is `remittance`. */
export const camt053 = (
  cents: number,
  remittance: string,
  payer: string,
) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>E2E-LOOP-${Date.now()}</MsgId><CreDtTm>2026-11-20T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>E2E-LOOP</Id>
      <Ntry>
        <Amt Ccy="EUR">${euros(cents)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-11-20</Dt></BookgDt>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Pty><Nm>${payer}</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>${remittance}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
