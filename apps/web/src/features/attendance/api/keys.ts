/** Query keys of the attendance feature. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  conference: (id: number) => [...attendanceKeys.all, 'conference', id] as const,
};
