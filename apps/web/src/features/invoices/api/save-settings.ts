import { MSG, type TInvoiceSettings } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import type { InvoiceSettingsReply } from './get-settings';
import { invoiceKeys } from './keys';

/** PUT /api/invoice-settings { settings } → the settings as saved and what is still missing. */
export async function saveInvoiceSettings(settings: TInvoiceSettings): Promise<InvoiceSettingsReply> {
  const body = await api.put<Partial<InvoiceSettingsReply>>('/api/invoice-settings', { settings });
  if (!body.settings || !Array.isArray(body.missing)) throw new ApiError(200, MSG.somethingWrong, body);
  return { settings: body.settings, missing: body.missing };
}

export function useSaveInvoiceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveInvoiceSettings,
    onSuccess: (saved) => client.setQueryData(invoiceKeys.settings(), saved),
  });
}
