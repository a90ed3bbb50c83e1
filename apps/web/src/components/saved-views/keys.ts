import type { TSavedViewList } from '@app/shared';

/** Query keys of the saved views: per list. */
export const savedViewKeys = {
  all: ['saved-views'] as const,
  list: (list: TSavedViewList) => ['saved-views', list] as const,
};
