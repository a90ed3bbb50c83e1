import type { ListParams } from '../../../lib/list-query';

/** Query keys of the trash. */
export const trashKeys = {
  all: ['trash'] as const,
  lists: () => [...trashKeys.all, 'list'] as const,
  list: (params: ListParams) => [...trashKeys.lists(), params] as const,
};
