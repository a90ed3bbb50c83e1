/** Query keys of the document area. */
export const documentAreaKeys = {
  all: ['judicial'] as const,
  documents: () => [...documentAreaKeys.all, 'judicial-documents'] as const,
  texts: () => [...documentAreaKeys.all, 'judicial-texts'] as const,
};
