import type { TInvoiceSettings } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type SuccessBody } from '../../../lib/api-client';
import { readArray, readField } from '../../../lib/resource-api';
import { invoiceKeys } from './keys';

/** The issuer's data and the labels of the required fields still empty. */
export type InvoiceSettingsReply = { settings: TInvoiceSettings; missing: string[] };

/** An answer carrying `settings` and `missing` (the GET and the PUT alike). */
export const readSettingsReply = (body: SuccessBody<Record<string, unknown>>): InvoiceSettingsReply => ({
  settings: readField<TInvoiceSettings>(body, 'settings'),
  missing: readArray<string>(body, 'missing'),
});

/** GET /api/invoice-settings → settings, missing. */
export const getInvoiceSettings = async (signal?: AbortSignal) =>
  readSettingsReply(await api.get<Record<string, unknown>>('/api/invoice-settings', { signal }));

export const invoiceSettingsQuery = () =>
  queryOptions({ queryKey: invoiceKeys.settings(), queryFn: ({ signal }) => getInvoiceSettings(signal) });

export const useInvoiceSettings = () => useQuery(invoiceSettingsQuery());
