import { STATEMENT_MSG, type TCsvMapping } from '@app/shared';
import { AppError } from '../../lib/app-error.ts';
import type { ParsedStatement } from './statement-credit.ts';
import { parseCamt053 } from './statement-parse-camt.ts';
import { parseBankCsv } from './statement-parse-csv.ts';

export { parseCsvAmount } from './statement-amount.ts';
export type { ParsedStatement, StatementCredit } from './statement-credit.ts';
export { normalizeText, parseStatementDate } from './statement-credit.ts';
export { parseCamt053, parseCamtAmount } from './statement-parse-camt.ts';
export { parseBankCsv } from './statement-parse-csv.ts';

export const isXml = (text: string) => text.trimStart().startsWith('<');

/** XML is CAMT.053; anything else needs a CSV mapping. */
export async function parseStatement(
  text: string,
  mapping: TCsvMapping | undefined,
): Promise<ParsedStatement> {
  if (isXml(text)) return parseCamt053(text);
  if (!mapping) {
    throw new AppError('validation', STATEMENT_MSG.csvMappingRequired, {
      errors: { csv: STATEMENT_MSG.csvMappingRequired },
    });
  }
  return parseBankCsv(text, mapping);
}
