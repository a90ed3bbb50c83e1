/** Query keys of the password-reset feature. */
export const passwordResetKeys = {
  all: ['password-reset'] as const,
  check: (token: string) => [...passwordResetKeys.all, 'check', token] as const,
};
