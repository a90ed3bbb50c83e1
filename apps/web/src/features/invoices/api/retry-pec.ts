import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { invoiceKeys } from './keys';

/** POST /api/invoices/{id}/pec-retry: a failed or uncertain PEC send queued again. */
export const retryPec = async (invoiceId: number) => {
  await api.post(`/api/invoices/${invoiceId}/pec-retry`);
};

export const useRetryPec = () => useResourceMutation(retryPec, { success: [invoiceKeys.pec()] });
