/**
 * The day `days` from today in Rome (yyyy-MM-dd), the calendar the product counts in: from 23:00 or
 * 22:00 UTC Rome is already on the next day, and a date taken from UTC would be one day off.
 */
export function romeDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
