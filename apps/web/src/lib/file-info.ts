import type { TFileInfo, TUploadResult } from '@app/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from './resource-api';

/**
 * Records keep the stored (random) file name; what the file was called when uploaded is looked up
 * here, once per file: a stored file never changes, so the answer is cached for the session.
 */
export const fileInfoKeys = {
  all: ['file-info'] as const,
  one: (name: string) => [...fileInfoKeys.all, name] as const,
};

/** GET /api/files/{name}/info → file (name, original_name, content_type, size). */
export const getFileInfo = (name: string, signal?: AbortSignal) =>
  getField<TFileInfo>(`/api/files/${encodeURIComponent(name)}/info`, 'file', { signal });

/** The query holds the original name alone: all a screen shows, and all an upload knows. */
export const originalNameQuery = (name: string) =>
  queryOptions({
    queryKey: fileInfoKeys.one(name),
    queryFn: async ({ signal }) => (await getFileInfo(name, signal)).original_name,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The original name of a stored file: undefined while it loads, the stored name if it cannot be found. */
export function useOriginalFileName(name: string | null | undefined): string | undefined {
  const query = useQuery({ ...originalNameQuery(name ?? ''), enabled: Boolean(name) });
  return query.isError ? (name ?? undefined) : query.data;
}

/** An upload already knows its original name: no lookup needed for the file just uploaded. */
export function rememberUpload(client: QueryClient, { file, original_name }: TUploadResult): void {
  client.setQueryData(originalNameQuery(file).queryKey, original_name);
}
