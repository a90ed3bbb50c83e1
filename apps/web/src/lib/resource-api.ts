import { MSG } from '@app/shared';
import {
  type DefaultError,
  type MutationKey,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, api, type RequestOptions, type SuccessBody } from './api-client';
import type { ListParams } from './list-query';

/**
 * What the per-endpoint files of the features (`features/<feature>/api/*.ts`) have in common: the
 * key factory, reading one field of an answer, the new-or-edit save, and mutations that refresh the
 * cache. Each endpoint file keeps its own path, field and types; only the plumbing lives here.
 */

// ── query keys ───────────────────────────────────────────────────────────────

/**
 * Keys of a feature with paged lists: `[name]`, `[name, 'list']`, `[name, 'list', params]`.
 * Every key starts with the feature's name, so invalidating `all` reaches all of them.
 */
export function listKeys<const Name extends string>(name: Name) {
  const all = [name] as const;
  const lists = () => [...all, 'list'] as const;
  return { all, lists, list: (params: ListParams) => [...lists(), params] as const };
}

/**
 * Keys of a feature with paged lists and records by numeric id: those of `listKeys`, plus
 * `[name, 'detail']` and `[name, 'detail', id]`. A feature spreads them and adds its own.
 */
export function resourceKeys<const Name extends string>(name: Name) {
  const keys = listKeys(name);
  const details = () => [...keys.all, 'detail'] as const;
  return { ...keys, details, detail: (id: number) => [...details(), id] as const };
}

// ── reading an answer ────────────────────────────────────────────────────────

type Body = SuccessBody<Record<string, unknown>>;

/** The options of a JSON call but its method and body (signal, query, ifMatch, token). */
export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

const isPresent = (value: unknown): boolean => value !== undefined && value !== null;

/**
 * `body[field]`. A success answer without the field the endpoint promises is a server fault: it
 * rejects like any failed call, so the screen keeps its state and shows the generic message.
 */
export function readField<T>(body: Body, field: string): T {
  const value = body[field];
  if (!isPresent(value)) throw new ApiError(200, MSG.somethingWrong, body);
  return value as T;
}

/** `body[field]` when it is an array; anything else is a server fault, as in `readField`. */
export function readArray<T>(body: Body, field: string): T[] {
  const value = body[field];
  if (!Array.isArray(value)) throw new ApiError(200, MSG.somethingWrong, body);
  return value as T[];
}

/** GET path → body[field]. */
export async function getField<T>(path: string, field: string, options?: CallOptions): Promise<T> {
  return readField<T>(await api.get<Record<string, unknown>>(path, options), field);
}

/** GET path → body[field], an array. */
export async function getArray<T>(path: string, field: string, options?: CallOptions): Promise<T[]> {
  return readArray<T>(await api.get<Record<string, unknown>>(path, options), field);
}

/** POST path (JSON body) → body[field]. */
export async function postField<T>(
  path: string,
  field: string,
  body?: unknown,
  options?: CallOptions,
): Promise<T> {
  return readField<T>(await api.post<Record<string, unknown>>(path, body, options), field);
}

/** PUT path (JSON body) → body[field]. */
export async function putField<T>(
  path: string,
  field: string,
  body?: unknown,
  options?: CallOptions,
): Promise<T> {
  return readField<T>(await api.put<Record<string, unknown>>(path, body, options), field);
}

/** Which record a save writes: `id` null for a new one; `version` is the one the edit started from. */
export type SaveTarget = { id: number | string | null; version?: number };

/**
 * The editors' save: POST `path` for a new record, else PUT `path/{id}` with If-Match: version (a
 * 412 then carries the record as it is now). Resolves with the saved record, found under `field`.
 */
export function saveRecord<T>(path: string, { id, version }: SaveTarget, field: string, body: unknown) {
  return id === null
    ? postField<T>(path, field, body)
    : putField<T>(`${path}/${encodeURIComponent(id)}`, field, body, { ifMatch: version });
}

// ── mutations ────────────────────────────────────────────────────────────────

/** Query keys to refetch: fixed, or from the mutation's variables (the order whose invoice changed). */
export type RefetchKeys<TVariables> = readonly QueryKey[] | ((variables: TVariables) => readonly QueryKey[]);

export type MutationEffects<TData, TVariables> = {
  mutationKey?: MutationKey;
  /** Written into the cache from the answer (the saved record under its detail key), no refetch needed. */
  cache?: (data: TData) => readonly [key: QueryKey, value: unknown];
  /** Refetched after a success. */
  success?: RefetchKeys<TVariables>;
  /** Refetched after success or failure: a refused write (404, 409) also says the cache is out of date. */
  settled?: RefetchKeys<TVariables>;
  /**
   * True (default): the mutation settles once the refetch is done, so callers see fresh lists.
   * False where the caller's onSuccess must run first, before a refetched record remounts its form.
   */
  wait?: boolean;
};

/** The mutation options behind `useResourceMutation`, apart from React so they can be run on their own. */
export function resourceMutationOptions<TData, TVariables = void>(
  client: QueryClient,
  mutationFn: (variables: TVariables) => Promise<TData>,
  { mutationKey, cache, success, settled, wait = true }: MutationEffects<TData, TVariables>,
): UseMutationOptions<TData, DefaultError, TVariables> {
  const refetch = (keys: RefetchKeys<TVariables>, variables: TVariables) => {
    const queryKeys = typeof keys === 'function' ? keys(variables) : keys;
    const done = Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
    return wait ? done : undefined;
  };
  return {
    mutationKey,
    mutationFn,
    onSuccess:
      cache || success
        ? (data, variables) => {
            if (cache) {
              const [key, value] = cache(data);
              client.setQueryData(key, value);
            }
            return success ? refetch(success, variables) : undefined;
          }
        : undefined,
    onSettled: settled ? (_data, _error, variables) => refetch(settled, variables) : undefined,
  };
}

/** useMutation plus what a write does to the cache afterwards; per-call callbacks still work as usual. */
export function useResourceMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  effects: MutationEffects<TData, TVariables>,
) {
  const client = useQueryClient();
  return useMutation(resourceMutationOptions(client, mutationFn, effects));
}
