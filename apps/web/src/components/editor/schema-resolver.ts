import { toNestErrors } from '@hookform/resolvers';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { firstIssues } from './editor-logic';

/**
 * The shared zod schema as a form's resolver: the first error of each field, nested as
 * react-hook-form shows them. The values stay the form's own (Save parses them once more into the
 * schema's output), so a form may hold null where the schema wants a choice ("Campo obbligatorio").
 */
export function schemaResolver<TValues extends FieldValues>(schema: z.ZodType): Resolver<TValues> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(firstIssues(result.error.issues), options) };
  };
}
