/** Mutation keys of the payments export feature. */
export const paymentKeys = {
  all: ['payments-export'] as const,
  export: () => [...paymentKeys.all, 'export'] as const,
};
