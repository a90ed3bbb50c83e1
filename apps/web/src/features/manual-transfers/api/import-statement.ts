import type { TStatementImport, ZStatementImportResult } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { transferKeys } from './keys';

export type TStatementImportResult = z.infer<typeof ZStatementImportResult>;

/** POST /api/bank-statements/import with the statement's bytes in base64 (and a CSV's column mapping). */
export const importStatement = (body: TStatementImport) =>
  api.post<TStatementImportResult>('/api/bank-statements/import', body);

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
