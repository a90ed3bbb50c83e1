import type { TSavedViewState } from '@app/shared';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { lower, parentRef, serialId, timestamps } from './common.ts';
import { users } from './users.ts';

/**
 * An admin's saved view of a list (decision 0038): the list's search, filters, sort and hidden
 * columns under a name; shared ones are seen by every admin, changed only by their owner.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    ...serialId(),
    ownerId: parentRef('owner_id', () => users.id),
    list: text('list').notNull(),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    state: jsonb('state').$type<TSavedViewState>().notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_name_uq').on(t.ownerId, t.list, lower(t.name)),
    index('saved_views_list_idx').on(t.list),
  ],
);
