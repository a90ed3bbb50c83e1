import { formatDisplayDate, WIRE_DATE_RE } from './dates.ts';
import {
  COMMON_FIELDS,
  type FieldSpec,
  type FieldTable,
  HIDDEN,
  HISTORY_FIELDS,
  type THistoryLine,
  type THistoryRef,
} from './history-fields.ts';
import { formatCents } from './money.ts';

/** Every timestamp of the Storico, the activity page and the dashboard: "26/11/2026 14:05". */
export const DISPLAY_DATE_TIME = 'dd/MM/yyyy HH:mm';
export const formatWhen = (iso: string): string => formatDisplayDate(iso, DISPLAY_DATE_TIME);

/** How much of a large text (a description, a curriculum) the history shows: that it changed. */
export const HISTORY_TEXT_MAX = 80;
/** Any other value is shown whole up to this length. */
const VALUE_MAX = 200;
const EMPTY = '—';
const LONG_CHANGED = 'Testo modificato oltre la parte mostrata';
const ISO_INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Internal whatever the record type: secrets and bookkeeping. */
const INTERNAL_RE = /password|token|secret|hash/i;

/** The name of a referenced record, or undefined when it is gone. */
export type HistoryNames = (ref: THistoryRef, id: number) => string | undefined;

type Changes = Record<string, readonly [unknown, unknown]>;

const shorten = (text: string, max = VALUE_MAX) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** "field_of_activity" → "Field of activity": what an undeclared field shows as its label. */
const readableName = (field: string) => {
  const words = field.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function specOf(table: FieldTable, field: string): FieldSpec | typeof HIDDEN {
  if (INTERNAL_RE.test(field)) return HIDDEN;
  return table[field] ?? { label: readableName(field), format: { kind: 'text' } };
}

/** A value nobody declared a format for: never a JSON blob. */
function genericValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (WIRE_DATE_RE.test(value) && value.length === 10) return formatDisplayDate(value) || value;
    if (ISO_INSTANT_RE.test(value)) return formatWhen(value) || value;
    return shorten(value);
  }
  if (Array.isArray(value)) {
    if (!value.length) return EMPTY;
    const names = value.map(itemName);
    return names.every(Boolean)
      ? shorten(names.join(', '))
      : `${value.length} ${value.length === 1 ? 'elemento' : 'elementi'}`;
  }
  return itemName(value) ?? `${Object.keys(value as object).length} campi`;
}

/**
 * A list item or object by its name: "Cena di gala (€ 40,00)", with its English title when it has
 * one, "Cena di gala (€ 40,00; inglese: Gala dinner)", so a change of that alone shows too.
 */
function itemName(item: unknown): string | undefined {
  if (typeof item === 'string' || typeof item === 'number') return String(item);
  if (!isPlainObject(item)) return undefined;
  const name = item.title ?? item.name ?? item.file_name ?? item.language;
  if (typeof name !== 'string' || !name) return undefined;
  const details = [
    typeof item.price === 'number' ? formatCents(item.price) : '',
    typeof item.title_en === 'string' && item.title_en ? `inglese: ${item.title_en}` : '',
  ].filter(Boolean);
  return details.length ? `${name} (${details.join('; ')})` : name;
}

function formatValue(spec: FieldSpec, value: unknown, names: HistoryNames): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const { format } = spec;
  switch (format.kind) {
    case 'money':
      return typeof value === 'number' ? formatCents(value) : genericValue(value);
    case 'price':
      return isPlainObject(value) && typeof value.price === 'number'
        ? formatCents(value.price)
        : genericValue(value);
    case 'day':
    case 'instant':
      return typeof value === 'string'
        ? formatDisplayDate(value, format.kind === 'day' ? undefined : DISPLAY_DATE_TIME) || value
        : genericValue(value);
    case 'bool':
      return value === true || value === 1
        ? 'Sì'
        : value === false || value === 0
          ? 'No'
          : genericValue(value);
    case 'choice':
      return format.labels[String(value)] ?? genericValue(value);
    case 'ref':
      return typeof value === 'number' ? (names(format.ref, value) ?? `n. ${value}`) : genericValue(value);
    case 'long':
      return typeof value === 'string'
        ? shorten(value.replace(/\s+/g, ' '), HISTORY_TEXT_MAX)
        : genericValue(value);
    default:
      return genericValue(value);
  }
}

type Visit = (field: string, spec: FieldSpec, before: unknown, after: unknown) => void;

/** Walks the shown fields of one diff, opening groups (nested objects) field by field. */
function walk(table: FieldTable, changes: Changes, visit: Visit, path = '') {
  for (const [field, [before, after]] of Object.entries(changes)) {
    const spec = specOf(table, field);
    if (spec === HIDDEN) continue;
    const name = path ? `${path}.${field}` : field;
    if (spec.format.kind === 'group' && (isPlainObject(before) || isPlainObject(after))) {
      const b = isPlainObject(before) ? before : {};
      const a = isPlainObject(after) ? after : {};
      const inner: Record<string, [unknown, unknown]> = {};
      for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
        if (JSON.stringify(b[key] ?? null) !== JSON.stringify(a[key] ?? null)) {
          inner[key] = [b[key] ?? null, a[key] ?? null];
        }
      }
      const fields = spec.format.fields;
      walk(
        fields,
        inner,
        (f, s, x, y) => visit(f, { ...s, label: `${spec.label} · ${s.label}` }, x, y),
        name,
      );
      continue;
    }
    visit(name, spec, before, after);
  }
}

const tableOf = (entity: string): FieldTable => ({ ...COMMON_FIELDS, ...HISTORY_FIELDS[entity] });

/** The records a diff refers to by id, for the server to name them. */
export function historyRefs(entity: string, changes: Changes): { ref: THistoryRef; id: number }[] {
  const refs: { ref: THistoryRef; id: number }[] = [];
  walk(tableOf(entity), changes, (_field, spec, before, after) => {
    if (spec.format.kind !== 'ref') return;
    for (const v of [before, after]) if (typeof v === 'number') refs.push({ ref: spec.format.ref, id: v });
  });
  return refs;
}

/**
 * One audit diff as the Storico shows it: per shown field its Italian label and the values
 * before and after as text (names for ids, € for money, dd/MM/yyyy for dates, Sì/No, statuses in
 * Italian, large texts shortened). Internal fields are left out.
 */
export function historyLines(entity: string, changes: Changes, names: HistoryNames): THistoryLine[] {
  const lines: THistoryLine[] = [];
  walk(tableOf(entity), changes, (field, spec, before, after) => {
    const line = {
      field,
      label: spec.label,
      before: formatValue(spec, before, names),
      after: formatValue(spec, after, names),
    };
    if (line.before !== line.after) lines.push(line);
    // a large text changed past the part shown: say so rather than show two equal texts
    else if (spec.format.kind === 'long' && before !== after) lines.push({ ...line, after: LONG_CHANGED });
    // otherwise it reads the same (null → ''), which is no change for the reader
  });
  return lines;
}
