import { queryOptions } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { dashboardKeys } from './keys';

/** GET /api/dashboard/{name} → the figures of one widget, under the field of the same name. */
export const fetchWidget = <T>(name: string, signal?: AbortSignal) =>
  getField<T>(`/api/dashboard/${name}`, name, { signal });

export const widgetQuery = <T>(name: string) =>
  queryOptions({
    queryKey: dashboardKeys.widget(name),
    queryFn: ({ signal }) => fetchWidget<T>(name, signal),
  });
