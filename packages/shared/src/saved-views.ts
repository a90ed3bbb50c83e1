import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.ts';
import { ZId } from './ids.ts';
import { MSG } from './messages.ts';

/**
 * Saved views (decision 0038): a list's search, filters, sort, page size and hidden columns kept
 * under a name, for their owner or for every admin.
 */

/** The lists that keep views; a view belongs to one of them. */
export const SAVED_VIEW_LISTS = ['manual-transfers', 'orders', 'invoices', 'users', 'arbitrators'] as const;
export const ZSavedViewList = z.enum(SAVED_VIEW_LISTS, { error: 'Elenco non valido' });
export type TSavedViewList = z.infer<typeof ZSavedViewList>;

export const SAVED_VIEW_MSG = {
  notFound: 'Vista non trovata',
  ownerOnly: 'Solo chi ha creato la vista può modificarla o eliminarla',
  nameTaken: 'Hai già una vista con questo nome in questo elenco',
} as const;

const KEY = /^[a-z_]+$/;

/** What a view restores: the list's state as its address carries it, and the columns hidden. */
export const ZSavedViewState = z.strictObject({
  q: z.string().trim().max(200).optional(),
  sort: z
    .string()
    .regex(/^-?[a-z_]+$/)
    .max(60)
    .optional(),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  /** the list's filters by name (its query string's values) */
  filters: z.record(z.string().regex(KEY).max(40), z.string().max(200)).default({}),
  /** the columns hidden, by field */
  hidden: z.array(z.string().regex(KEY).max(60)).max(50).default([]),
});
export type TSavedViewState = z.infer<typeof ZSavedViewState>;

const ZName = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(80, 'Al massimo 80 caratteri');

/** POST /api/saved-views body `view`. */
export const ZSavedViewInput = z.strictObject({
  list: ZSavedViewList,
  name: ZName,
  /** seen by every admin (only the owner changes or deletes it) */
  shared: z.boolean().default(false),
  state: ZSavedViewState,
});
export type TSavedViewInput = z.infer<typeof ZSavedViewInput>;
/** PUT /api/saved-views/{id} body `view`: what changes (the list stays). */
export const ZSavedViewUpdate = z.strictObject({
  name: ZName.optional(),
  shared: z.boolean().optional(),
  state: ZSavedViewState.optional(),
});
export type TSavedViewUpdate = z.infer<typeof ZSavedViewUpdate>;

export const ZSavedView = z.object({
  id: ZId,
  list: ZSavedViewList,
  name: z.string(),
  shared: z.boolean(),
  state: ZSavedViewState,
  /** who made it, "Nome Cognome" (or the e-mail) */
  owner: z.string(),
  /** made by the admin asking: theirs to change and delete */
  mine: z.boolean(),
  updated_at: z.string(),
});
export type TSavedView = z.infer<typeof ZSavedView>;

/** GET /api/saved-views?list=… */
export const ZSavedViewsQuery = z.strictObject({ list: ZSavedViewList });
