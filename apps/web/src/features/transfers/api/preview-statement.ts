import type { TStatementPreview, TStatementPreviewBody } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { postField } from '../../../lib/resource-api';

/**
 * POST /api/bank-statements/preview: how the server reads the file (format, encoding, delimiter,
 * first rows, header row, suggested columns), without importing it. A mutation, not a query: the
 * body is the whole file and each answer only feeds the import form.
 */
export const previewStatement = (body: TStatementPreviewBody) =>
  postField<TStatementPreview>('/api/bank-statements/preview', 'preview', body);

export const usePreviewStatement = () => useMutation({ mutationFn: previewStatement });
