/** Query keys of the dashboard: one per widget. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  widget: (name: string) => [...dashboardKeys.all, name] as const,
};
