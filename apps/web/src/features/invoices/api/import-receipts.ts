import { fileTooLargeText, MAX_SDI_RECEIPTS_BYTES, MSG, ZSdiReceiptsReply } from '@app/shared';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { clearToken, getToken } from '../../../lib/auth-token';
import { useResourceMutation } from '../../../lib/resource-api';
import { invoiceKeys } from './keys';

export type SdiReceiptsReply = z.output<typeof ZSdiReceiptsReply>;

/** Refusals that may come without a JSON body (a proxy's limit page). */
const FALLBACK: Record<number, string> = {
  413: fileTooLargeText(MAX_SDI_RECEIPTS_BYTES),
  415: MSG.unsupportedType,
};

const messageOf = (body: unknown): string | null =>
  body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
    ? body.message
    : null;

/**
 * POST /api/invoices/sdi-receipts, multipart field "file" (one SdI notification XML or a ZIP of
 * them) → what each notification changed and which files were not notifications. The api client
 * only sends JSON, so the multipart request is made here.
 */
export async function importReceipts(file: File): Promise<SdiReceiptsReply> {
  const form = new FormData();
  form.append('file', file);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch('/api/invoices/sdi-receipts', {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError(0, MSG.unavailable);
  }
  if (response.status === 401) clearToken();
  const body: unknown = await response.json().catch(() => null);
  const ok = body && typeof body === 'object' && 'status' in body && body.status === 'success';
  const parsed = ok ? ZSdiReceiptsReply.safeParse(body) : null;
  if (response.ok && parsed?.success) return parsed.data;
  throw new ApiError(
    response.status || 0,
    messageOf(body) ?? FALLBACK[response.status] ?? MSG.somethingWrong,
    null,
  );
}

/** Receipts change the SdI status of invoices: the lists and details reload. */
export const useImportReceipts = () =>
  useResourceMutation(importReceipts, {
    mutationKey: invoiceKeys.receipts(),
    success: [invoiceKeys.lists(), invoiceKeys.details()],
  });
