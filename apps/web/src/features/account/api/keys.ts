/** Query keys of the account (profile) feature. */
export const accountKeys = {
  all: ['account'] as const,
  security: () => [...accountKeys.all, 'security'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  settings: () => [...accountKeys.all, 'security-settings'] as const,
};
