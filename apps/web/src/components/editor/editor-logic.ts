import { MSG } from '@app/shared';
import { type ApiError, isApiError } from '../../lib/api-client';

/**
 * The decisions of the editor shell (useEditor), kept free of React so they can be tested alone:
 * which server field errors land on which field, what "Ricarica" does after a 412, which message a
 * failed save shows and when leaving the page asks first.
 */

/** A field's message, by its dotted path in the form ("user.name", "rows.0.title"). */
export type FieldIssue = { path: string; message: string };

/** Reads a dotted path ("rows.0.title") out of nested values; undefined when any step is missing. */
export function valueAt(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const step of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Reflect.get(current, step);
  }
  return current;
}

export type FieldMapping = {
  /** The wire envelope in front of the server's field names ("expert." in "expert.name"). */
  prefix?: string;
  /** Overrides the default: the form's field for a server name, or null to leave it off the form. */
  toField?: (serverKey: string) => string | null;
};

/**
 * The server's field errors (ApiError.errors) as the form's fields: the envelope prefix taken away,
 * and only names the form holds (a value, even null, at that path) are kept; the rest stay in the
 * snackbar message only.
 */
export function fieldIssues(
  errors: Record<string, string> | undefined,
  values: unknown,
  mapping: FieldMapping = {},
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [key, message] of Object.entries(errors ?? {})) {
    const path = mapping.toField ? mapping.toField(key) : defaultField(key, values, mapping.prefix ?? '');
    if (path) issues.push({ path, message });
  }
  return issues;
}

function defaultField(key: string, values: unknown, prefix: string): string | null {
  const path = prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key;
  return valueAt(values, path) === undefined ? null : path;
}

/** react-hook-form's nested errors ({ user: { name: { message } } }) as a flat list, in form order. */
export function flattenErrors(errors: object, prefix = ''): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message: unknown = Reflect.get(value, 'message');
    if (typeof message === 'string') issues.push({ path, message });
    else issues.push(...flattenErrors(value, path));
  }
  return issues;
}

/** zod issues (path as an array) as the form's fields. */
export function zodIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The first issue of each field, as a resolver reports them (flat: "user.name" → its error). */
export function firstIssues(
  issues: readonly { code: string; path: readonly PropertyKey[]; message: string }[],
): Record<string, { type: string; message: string }> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!Object.hasOwn(errors, path)) errors[path] = { type: issue.code, message: issue.message };
  }
  return errors;
}

/** The text of a failed save: the editor's own when it has one, else the server's message. */
export function failureMessage(error: unknown, fixed?: string): string {
  if (fixed) return fixed;
  return error instanceof Error && error.message ? error.message : MSG.somethingWrong;
}

/** What "Ricarica" does after a 412. */
export type StaleRecovery<T> = { kind: 'current'; record: T } | { kind: 'refetch' };

/**
 * The one 412 strategy: when the answer carries the record as it is now (under `key`, or as
 * `pick` finds it), the form restarts from it at once; otherwise the record is loaded again.
 */
export function staleRecovery<T>(
  error: unknown,
  from: string | ((error: ApiError) => T | undefined) | undefined,
): StaleRecovery<T> {
  if (from && isApiError(error) && error.isStale) {
    const record = typeof from === 'string' ? error.current<T>(from) : from(error);
    if (record && typeof record === 'object') return { kind: 'current', record };
  }
  return { kind: 'refetch' };
}

const versionOf = (record: unknown): unknown =>
  record !== null && typeof record === 'object' ? Reflect.get(record, 'version') : undefined;

/**
 * Whether a record from the server is the one the editor already holds: the same version when the
 * records carry one, else the same content. Only another one replaces an untouched form.
 */
export function sameRecord(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const [va, vb] = [versionOf(a), versionOf(b)];
  if (typeof va === 'number' && typeof vb === 'number') return va === vb;
  return JSON.stringify(a) === JSON.stringify(b);
}

type Place = { pathname: string; search: string };

/**
 * Whether leaving asks first: only with unsaved edits and only when the page really changes (the
 * path or the query, not just the hash or the history state).
 */
export function shouldBlockNavigation(dirty: boolean, from: Place, to: Place): boolean {
  if (!dirty) return false;
  return from.pathname !== to.pathname || from.search !== to.search;
}

/** True when any of the registered editors has unsaved edits. */
export function anyDirty(checks: Iterable<() => boolean>): boolean {
  for (const check of checks) if (check()) return true;
  return false;
}
