import { resourceKeys } from '../../../lib/resource-api';

const base = resourceKeys('sections');

/** Query keys of the documents (sections) feature. */
export const sectionKeys = {
  ...base,
  categories: () => [...base.all, 'categories'] as const,
  languages: () => [...base.all, 'languages'] as const,
  experts: () => [...base.all, 'experts'] as const,
};
