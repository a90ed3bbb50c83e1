import type { TStatementImport } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transferKeys } from './keys';

export type ImportResult = {
  statement_id: number | null;
  lines: number;
  added: number;
  skipped_debits: number;
  /** entries left out for a reason worth reading */
  notes: string[];
};

/** POST /api/bank-statements/import with the statement's text (and a CSV's column mapping). */
export const importStatement = (body: TStatementImport) =>
  api.post<ImportResult>('/api/bank-statements/import', body);

export function useImportStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importStatement,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: transferKeys.lines() });
      void client.invalidateQueries({ queryKey: transferKeys.mappings() });
    },
  });
}
