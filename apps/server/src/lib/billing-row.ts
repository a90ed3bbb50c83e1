import {
  BILLING_ADDED_FIELDS,
  BILLING_FIELD_NAMES,
  type TBillingField,
  type TBillingInformation,
  type TBillingInformationRead,
} from '@app/shared';
import type { billingInformation } from '../db/schema/index.ts';

/** Billing information: its row (billing_information) and its wire shape, both ways. */

export type BillingRow = typeof billingInformation.$inferSelect;
type CamelCase<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<CamelCase<T>>}` : S;

/**
 * The column of each billing field is its wire name in camelCase (invoice_type → invoiceType,
 * column invoice_type), except the ones this table names: the one place wire and row differ.
 */
const BILLING_COLUMN_OF = { country: 'countryId' } as const satisfies Partial<
  Record<TBillingField, keyof BillingRow>
>;
type ColumnOf<F extends TBillingField> = F extends keyof typeof BILLING_COLUMN_OF
  ? (typeof BILLING_COLUMN_OF)[F]
  : CamelCase<F>;
// A billing field without its column fails to compile here (its name shows in the error).
type MissingColumn = Exclude<ColumnOf<TBillingField>, keyof BillingRow>;
const everyBillingFieldHasItsColumn: [MissingColumn] extends [never] ? true : MissingColumn = true;
void everyBillingFieldHasItsColumn;

export const billingColumnOf = (field: TBillingField): keyof BillingRow =>
  (BILLING_COLUMN_OF as Partial<Record<TBillingField, keyof BillingRow>>)[field] ??
  (field.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()) as keyof BillingRow);

/** The billing row as GET answers it (the response schema checks what the database holds). */
export function billingToWire(b: BillingRow): TBillingInformationRead {
  return Object.fromEntries(
    BILLING_FIELD_NAMES.map((f) => [f, b[billingColumnOf(f)]]),
  ) as TBillingInformationRead;
}

/**
 * The row a save writes. A field beyond SPEC the body left out (undefined) keeps what `stored`
 * holds (RUNNING.md: a PUT that leaves one out keeps its value); without a stored row, null.
 */
export function billingToRow(userId: number, b: TBillingInformation, stored?: BillingRow | null): BillingRow {
  const row = Object.fromEntries(BILLING_FIELD_NAMES.map((f) => [billingColumnOf(f), b[f] ?? null]));
  for (const f of BILLING_ADDED_FIELDS) {
    const column = billingColumnOf(f);
    if (b[f] === undefined) row[column] = stored?.[column] ?? null;
  }
  return { ...row, userId } as BillingRow;
}
