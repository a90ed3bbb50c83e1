import type { TStatementPreview, TStatementPreviewBody } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/bank-statements/preview: how the server reads the file (format, encoding, delimiter,
 * first rows, header row, suggested columns), without importing it. A mutation, not a query: the
 * body is the whole file and each answer only feeds the import form.
 */
export const previewStatement = async (body: TStatementPreviewBody) =>
  (await api.post<{ preview: TStatementPreview }>('/api/bank-statements/preview', body)).preview;

export const usePreviewStatement = () => useMutation({ mutationFn: previewStatement });
