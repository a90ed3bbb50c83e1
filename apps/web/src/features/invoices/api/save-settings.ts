import type { TInvoiceSettings } from '@app/shared';
import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { readSettingsReply } from './get-settings';
import { invoiceKeys } from './keys';

/** PUT /api/invoice-settings { settings } → the settings as saved and what is still missing. */
export const saveInvoiceSettings = async (settings: TInvoiceSettings) =>
  readSettingsReply(await api.put<Record<string, unknown>>('/api/invoice-settings', { settings }));

export const useSaveInvoiceSettings = () =>
  useResourceMutation(saveInvoiceSettings, { cache: (saved) => [invoiceKeys.settings(), saved] });
