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

/**
 * A record as a PUT takes it: every field the save writes must be sent (null or empty when it is
 * so), or the save is a 400 naming it; a missing field used to take its default and so silently
 * erase what was stored. `mayOmit`: the read-only echoes, `version` (If-Match may carry it) and
 * what the save leaves as it is when absent. Creates keep the lenient schema and its defaults.
 */
export function everyField<T extends z.ZodObject>(
  record: T,
  mayOmit: readonly (keyof T['shape'] & string)[],
): T {
  const omittable = new Set<string>(mayOmit);
  const mask = Object.fromEntries(
    Object.keys(record.shape).flatMap((k) => (omittable.has(k) ? [] : [[k, true]])),
  );
  // the same output: only what may be left out changes
  return record.required(mask as never) as unknown as T;
}
