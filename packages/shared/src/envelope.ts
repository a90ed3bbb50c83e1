import { z } from 'zod';

/** Every JSON answer carries status. */
export const ZErrorBody = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  request_id: z.string().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** `{ status: 'success', ...fields }` */
export function success<T extends z.ZodRawShape>(shape: T) {
  return z.object({ status: z.literal('success'), ...shape });
}

export const ZOk = success({});
