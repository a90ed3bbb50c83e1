import type { TCompany, TCompanyUpdateParsed } from '@app/shared';
import { putField, useResourceMutation } from '../../../lib/resource-api';
import { membershipKeys } from './keys';

export type SaveCompanyInput = { id: number; version: number; company: TCompanyUpdateParsed };

/** PUT /api/company/{id} with body { company }, based on `version` (If-Match). */
export const saveCompany = ({ id, version, company }: SaveCompanyInput) =>
  putField<TCompany>(`/api/company/${id}`, 'company', { company }, { ifMatch: version });

// The detail embeds the company (with users and payments): reload it and the list's names.
// Not awaited: the reloaded detail remounts the form, and the caller's onSuccess (its snackbar)
// runs only while the form is still mounted.
export const useSaveCompany = () =>
  useResourceMutation(saveCompany, { success: [membershipKeys.all], wait: false });
