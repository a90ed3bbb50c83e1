import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';

/** GET `path` (with its query string) as the admin: the answer must be a success; returns its `field`. */
export async function getField<T>(api: APIRequestContext, path: string, field: string): Promise<T> {
  const res = await api.get(path);
  expect(res.ok()).toBe(true);
  return (await res.json())[field];
}
