import { CHECKIN_MSG } from '@app/shared';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, participants } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { readTickets } from '../../lib/tickets/tickets.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { checkIn } from './service.ts';

const EMAIL = /^[^\s@;,]+@[^\s@;,]+\.[^\s@;,]+$/;
const EMAIL_HEADERS = ['email', 'e-mail', 'mail', 'indirizzo email', 'indirizzo e-mail', 'email address'];

/**
 * The addresses of a streaming platform's attendance list: CSV (comma or semicolon, a BOM
 * tolerated), the column headed "email" (or "e-mail", "mail"…); without such a header, every cell
 * that is an address. Lower-cased, once each.
 */
export function attendanceEmails(csv: string): string[] {
  const text = csv.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let rows: string[][];
  try {
    rows = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch {
    throw new AppError('validation', 'File CSV non leggibile', { errors: { csv: 'File CSV non leggibile' } });
  }
  const head = (rows[0] ?? []).map((h) => h.toLowerCase());
  const column = head.findIndex((h) => EMAIL_HEADERS.includes(h));
  const cells = column >= 0 ? rows.slice(1).map((r) => r[column] ?? '') : rows.flat();
  const emails = [...new Set(cells.map((c) => c.trim().toLowerCase()).filter((c) => EMAIL.test(c)))];
  if (emails.length === 0) {
    throw new AppError('validation', CHECKIN_MSG.noEmailColumn, {
      errors: { csv: CHECKIN_MSG.noEmailColumn },
    });
  }
  return emails;
}

/** Marks the streaming participants (paid orders) of the conference booked with each address. */
export async function importAttendance(
  tx: Db,
  audit: AuditRecorder,
  conferenceId: number,
  csv: string,
  userId: number | null,
) {
  const emails = attendanceEmails(csv);
  const list = await readTickets(
    tx,
    and(
      eq(orders.conferenceId, conferenceId),
      eq(orders.status, 'paid'),
      eq(participants.attendance, 'streaming'),
      inArray(sql`lower(trim(${participants.email}))`, emails),
    ),
  );
  const found = new Set(list.map((t) => t.email.trim().toLowerCase()));
  let marked = 0;
  let already = 0;
  for (const t of list) {
    if (t.checkedInAt) {
      already += 1;
      continue;
    }
    await checkIn(tx, audit, { ticket: t, conferenceId, userId, how: 'import' });
    marked += 1;
  }
  const unknown = emails.filter((e) => !found.has(e));
  return { marked, already, unknown };
}
