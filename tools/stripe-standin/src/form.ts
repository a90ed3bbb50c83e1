import qs from 'qs';
import { invalid, missing } from './errors.ts';

/** Parameters as the SDK sends them: form-encoded, nested by brackets (`line_items[0][price_data][currency]`). */
export type Params = { [key: string]: Param };
export type Param = string | Params | Param[] | undefined;

/** Stripe's own limits are far above qs's defaults (20 array entries): 100 line items must parse as an array. */
export function parseForm(text: string): Params {
  return qs.parse(text, { arrayLimit: 1000, depth: 10, parameterLimit: 10_000 }) as Params;
}

const isParams = (value: Param): value is Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A nested object parameter, or an empty one when absent. */
export function object(value: Param, param: string): Params {
  if (value === undefined || value === '') return {};
  if (!isParams(value)) throw invalid(param, `Invalid object: ${param}`);
  return value;
}

export function list(value: Param, param: string): Param[] {
  if (value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  // qs keeps sparse or huge indices as an object: Stripe refuses them as we do
  throw invalid(param, `Invalid array: ${param}`);
}

export function text(value: Param, param: string, opts: { required?: boolean; max?: number } = {}) {
  if (value === undefined || value === '') {
    if (opts.required) throw missing(param);
    return undefined;
  }
  if (typeof value !== 'string') throw invalid(param, `Invalid string: ${param}`);
  if (opts.max !== undefined && value.length > opts.max) {
    throw invalid(param, `Invalid string: ${param}: must be at most ${opts.max} characters`);
  }
  return value;
}

export function integer(
  value: Param,
  param: string,
  opts: { required?: boolean; min?: number; max?: number } = {},
) {
  const raw = text(value, param, { required: opts.required });
  if (raw === undefined) return undefined;
  if (!/^-?\d+$/.test(raw)) throw invalid(param, `Invalid integer: ${raw}`, 'parameter_invalid_integer');
  const n = Number(raw);
  if ((opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
    const range = `${opts.min ?? '-∞'} and ${opts.max ?? '∞'}`;
    throw invalid(
      param,
      `Invalid ${param}: must be an integer between ${range}`,
      'parameter_invalid_integer',
    );
  }
  return n;
}

export function oneOf<T extends string>(
  value: Param,
  param: string,
  allowed: readonly T[],
  required = false,
) {
  const raw = text(value, param, { required });
  if (raw === undefined) return undefined;
  if (!allowed.includes(raw as T)) {
    throw invalid(param, `Invalid ${param}: must be one of ${allowed.join(', ')}`);
  }
  return raw as T;
}

/** Metadata: at most 50 keys of 40 characters, values of 500 (Stripe's limits). */
export function metadata(value: Param, param = 'metadata'): Record<string, string> {
  const entries = Object.entries(object(value, param));
  if (entries.length > 50) throw invalid(param, 'Metadata can have at most 50 keys.');
  const out: Record<string, string> = {};
  for (const [key, v] of entries) {
    if (key.length > 40) throw invalid(`${param}[${key}]`, 'Metadata keys can be at most 40 characters.');
    const s = text(v, `${param}[${key}]`, { max: 500 });
    if (s !== undefined) out[key] = s;
  }
  return out;
}
