import { CHECKED_IN_HOW_LABELS, CHECKIN_MSG, formatDisplayDate, ZIdParam } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { type CsvRow, sendCsv } from '../../lib/csv.ts';
import { ATTENDANCE_LABELS } from '../../lib/tickets/ticket-pdf.ts';
import type { TicketView } from '../../lib/tickets/tickets.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { conferenceOf, conferenceTickets } from './repository.ts';

/** The attendance list's columns, for the bar's accreditation report. */
const HEADER = [
  'Cognome',
  'Nome',
  'E-mail',
  'Codice fiscale',
  'Modalità',
  'Workshop',
  'Ordine',
  'Presente',
  'Ingresso',
  'Registrato come',
];

const time = (d: Date) =>
  `${formatDisplayDate(d)} ${d.toLocaleTimeString('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' })}`;

const row = (t: TicketView): CsvRow => [
  t.surname,
  t.name,
  t.email,
  t.fiscalCode ?? '',
  ATTENDANCE_LABELS[t.attendance],
  t.workshops.join(', '),
  t.orderId,
  t.checkedInAt ? 'Sì' : 'No',
  t.checkedInAt ? time(t.checkedInAt) : '',
  t.checkedInHow ? CHECKED_IN_HOW_LABELS[t.checkedInHow as keyof typeof CHECKED_IN_HOW_LABELS] : '',
];

/** GET /api/conferences/{id}/attendance/csv and /xlsx: the same rows, surname first. */
export async function attendanceExportRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const format of ['csv', 'xlsx'] as const) {
    typed.get(
      `/conferences/:id/attendance/${format}`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['attendance'],
          summary: `Elenco presenze della conferenza (${format.toUpperCase()}), per la rendicontazione all'ordine`,
          params: ZIdParam,
        },
      },
      async (req, reply) => {
        const conference = await conferenceOf(app.db, req.params.id);
        if (!conference) throw new AppError('not_found', CHECKIN_MSG.conferenceNotFound);
        const list = (await conferenceTickets(app.db, conference.id)).sort(
          (a, b) => a.surname.localeCompare(b.surname, 'it') || a.name.localeCompare(b.name, 'it'),
        );
        async function* rows() {
          for (const t of list) yield row(t);
        }
        const filename = `presenze-conferenza-${conference.id}.${format}`;
        if (format === 'csv') return sendCsv(reply, filename, HEADER, rows());
        return sendXlsx(reply, filename, HEADER, rows(), 'Presenze');
      },
    );
  }
}
