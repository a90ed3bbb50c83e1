import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';

/**
 * The one list query every list endpoint takes: page (1-based), pageSize, sort ("field" or
 * "-field"), free-text q; each endpoint extends it with its own filters (?status=active). Strict:
 * a filter name the endpoint does not declare is refused (400) rather than silently ignored.
 */
export const ZListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z
    .string()
    .regex(/^-?[a-z_]+$/)
    .optional(),
  q: z.string().trim().max(200).optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** The file an export answers: SPEC's CSV by default, or an Excel workbook (`"format": "xlsx"`). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ZExportFormat = z.enum(EXPORT_FORMATS, { error: 'Formato non valido: csv o xlsx' });
export type TExportFormat = z.infer<typeof ZExportFormat>;
