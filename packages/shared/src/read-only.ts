import { z } from 'zod';
import { MAX_DB_INT } from './ids.ts';

/**
 * A save body may send back a field the save cannot change (the web app's saves echo the
 * whole object they read), but only with the value the record has now; the server compares and
 * refuses any other value instead of dropping it. `echoed(ZRead, keys)` declares those fields in a
 * strict body schema: typed as the GET answers them, optional, and strict all the way down, so an
 * unknown key cannot hide inside an echoed object either.
 */
export function echoed<S extends z.ZodRawShape, K extends keyof S & string>(
  read: z.ZodObject<S>,
  keys: readonly K[],
): { [P in K]: z.ZodOptional<S[P]> } {
  return Object.fromEntries(
    keys.map((key) => [key, strictDeep(read.shape[key] as unknown as z.ZodType).optional()]),
  ) as unknown as { [P in K]: z.ZodOptional<S[P]> };
}

/**
 * The same schema with every object in it strict (read schemas are lenient for the answers), and
 * every number bounded like the integer columns it echoes: out of range, it is a field error too.
 */
function strictDeep(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodNumber) return schema.max(MAX_DB_INT);
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return z.strictObject(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, strictDeep(v)])));
  }
  if (schema instanceof z.ZodArray) return z.array(strictDeep(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return strictDeep(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return strictDeep(schema.unwrap() as z.ZodType).optional();
  return schema;
}
