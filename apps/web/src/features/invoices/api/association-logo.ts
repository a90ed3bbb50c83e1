import type { TAssociationLogo } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readField, useResourceMutation } from '../../../lib/resource-api';
import { invoiceKeys } from './keys';

/** GET /api/association/logo → the stored name of the logo, or null. */
export const getAssociationLogo = async (signal?: AbortSignal) =>
  readField<TAssociationLogo>(
    await api.get<Record<string, unknown>>('/api/association/logo', { signal }),
    'logo',
  );

export const useAssociationLogo = () =>
  useQuery(
    queryOptions({ queryKey: invoiceKeys.logo(), queryFn: ({ signal }) => getAssociationLogo(signal) }),
  );

/** PUT /api/association/logo { file }: an uploaded image becomes the logo; null removes it. */
export const saveAssociationLogo = async (file: string | null) =>
  readField<TAssociationLogo>(
    await api.put<Record<string, unknown>>('/api/association/logo', { file }),
    'logo',
  );

export const useSaveAssociationLogo = () =>
  useResourceMutation(saveAssociationLogo, { cache: (saved) => [invoiceKeys.logo(), saved] });
