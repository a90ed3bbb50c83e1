import type { TAssociationContact } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readField, useResourceMutation } from '../../../lib/resource-api';
import { invoiceKeys } from './keys';

/** GET /api/association/contact → the association's contact address, or null. */
export const getAssociationContact = async (signal?: AbortSignal) =>
  readField<TAssociationContact>(
    await api.get<Record<string, unknown>>('/api/association/contact', { signal }),
    'contact',
  );

export const useAssociationContact = () =>
  useQuery(
    queryOptions({ queryKey: invoiceKeys.contact(), queryFn: ({ signal }) => getAssociationContact(signal) }),
  );

/** PUT /api/association/contact { email }: the address (null or empty removes it). */
export const saveAssociationContact = async (contact: TAssociationContact) =>
  readField<TAssociationContact>(
    await api.put<Record<string, unknown>>('/api/association/contact', contact),
    'contact',
  );

export const useSaveAssociationContact = () =>
  useResourceMutation(saveAssociationContact, { cache: (saved) => [invoiceKeys.contact(), saved] });
