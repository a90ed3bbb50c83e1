import type { TStatementImport, ZStatementImportResult } from '@app/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { transferKeys } from './keys';

export type TStatementImportResult = z.infer<typeof ZStatementImportResult>;

/** POST /api/bank-statements/import with the statement's bytes in base64 (and a CSV's column mapping). */
export const importStatement = (body: TStatementImport) =>
  api.post<TStatementImportResult>('/api/bank-statements/import', body);

export const useImportStatement = () =>
  useResourceMutation(importStatement, {
    success: [transferKeys.lines(), transferKeys.mappings()],
    wait: false,
  });
