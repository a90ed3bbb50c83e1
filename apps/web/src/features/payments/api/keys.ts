/** Mutation keys of the payments export feature. */
export const paymentKeys = {
  all: ['payments'] as const,
  export: () => [...paymentKeys.all, 'export'] as const,
};
