import type { ListParams } from '../../../lib/list-query';

/** Query keys of the mail outbox feature. */
export const mailKeys = {
  all: ['mails'] as const,
  lists: () => [...mailKeys.all, 'list'] as const,
  list: (params: ListParams) => [...mailKeys.lists(), params] as const,
  detail: (id: number) => [...mailKeys.all, 'detail', id] as const,
};
