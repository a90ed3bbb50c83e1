import type { TCompany, TCompanyUpdateParsed } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membershipKeys } from './keys';

export type SaveCompanyInput = { id: number; version: number; company: TCompanyUpdateParsed };

/** PUT /api/company/{id} with body { company }, based on `version` (If-Match). */
export async function saveCompany({ id, version, company }: SaveCompanyInput): Promise<TCompany> {
  const body = await api.put<{ company: TCompany }>(`/api/company/${id}`, { company }, { ifMatch: version });
  return body.company;
}

export function useSaveCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    // The detail embeds the company (with users and payments): reload it and the list's names.
    // Not awaited: the reloaded detail remounts the form, and the caller's onSuccess (its snackbar)
    // runs only while the form is still mounted.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: membershipKeys.all });
    },
  });
}
