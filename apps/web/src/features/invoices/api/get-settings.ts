import { MSG, type TInvoiceSettings } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { invoiceKeys } from './keys';

/** The issuer's data and the labels of the required fields still empty. */
export type InvoiceSettingsReply = { settings: TInvoiceSettings; missing: string[] };

/** GET /api/invoice-settings → settings, missing. */
export async function getInvoiceSettings(signal?: AbortSignal): Promise<InvoiceSettingsReply> {
  const body = await api.get<Partial<InvoiceSettingsReply>>('/api/invoice-settings', { signal });
  if (!body.settings || !Array.isArray(body.missing)) throw new ApiError(200, MSG.somethingWrong, body);
  return { settings: body.settings, missing: body.missing };
}

export const invoiceSettingsQuery = () =>
  queryOptions({ queryKey: invoiceKeys.settings(), queryFn: ({ signal }) => getInvoiceSettings(signal) });

export const useInvoiceSettings = () => useQuery(invoiceSettingsQuery());
