import type { ListParams } from '../../../lib/list-query';

/** Query keys of the documents (sections) feature. */
export const sectionKeys = {
  all: ['sections'] as const,
  lists: () => [...sectionKeys.all, 'list'] as const,
  list: (params: ListParams) => [...sectionKeys.lists(), params] as const,
  details: () => [...sectionKeys.all, 'detail'] as const,
  detail: (id: number) => [...sectionKeys.details(), id] as const,
  categories: () => [...sectionKeys.all, 'categories'] as const,
  languages: () => [...sectionKeys.all, 'languages'] as const,
  experts: () => [...sectionKeys.all, 'experts'] as const,
};
