import type { TWaitingListSettings } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readField, useResourceMutation } from '../../../lib/resource-api';
import { invoiceKeys } from './keys';

/** GET /api/waiting-list/settings → how many hours a waiting-list offer holds its seats. */
export const getWaitingOfferHours = async (signal?: AbortSignal) =>
  readField<TWaitingListSettings>(
    await api.get<Record<string, unknown>>('/api/waiting-list/settings', { signal }),
    'settings',
  );

export const useWaitingOfferHours = () =>
  useQuery(
    queryOptions({
      queryKey: invoiceKeys.waitingOfferHours(),
      queryFn: ({ signal }) => getWaitingOfferHours(signal),
    }),
  );

/** PUT /api/waiting-list/settings { offer_hours }: for the offers made from now on. */
export const saveWaitingOfferHours = async (settings: TWaitingListSettings) =>
  readField<TWaitingListSettings>(
    await api.put<Record<string, unknown>>('/api/waiting-list/settings', settings),
    'settings',
  );

export const useSaveWaitingOfferHours = () =>
  useResourceMutation(saveWaitingOfferHours, { cache: (saved) => [invoiceKeys.waitingOfferHours(), saved] });
