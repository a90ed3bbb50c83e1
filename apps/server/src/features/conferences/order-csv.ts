import {
  centsToDecimal,
  MEMBER_BADGE,
  numberIntolerances,
  optionalLinePrice,
  orderStatus,
  ZOrdersCsvBody,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { batches, type CsvRow, csvAmount, csvDate, sendCsv } from '../../lib/csv.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { loadConference } from './repository.ts';

export const BOOKING_CSV_HEADER = [
  'Ordine',
  'Data ordine',
  'Data pagamento',
  'Stato',
  'Azienda',
  'Nome',
  'Cognome',
  'Email',
  'Telefono',
  'Indirizzo azienda',
  'Tipo membro',
  'Totale ordine (€)',
  'Coupon',
  'Sconto (€)',
  'Optional',
  'Workshop',
];

interface ParticipantRow {
  id: number;
  order_id: number;
  created_at: Date | string;
  paid_at: Date | string | null;
  price: number;
  coupon_code: string | null;
  discount: number;
  company: string | null;
  name: string;
  surname: string;
  email: string;
  phone: string | null;
  company_address: string | null;
  company_founder: number;
  optionals: { title: string; quantity: number; price: number; intolerances: string[] }[] | string;
  workshops: string | null;
}

/** One batch of a conference's participants (keyset on participants.id) with their lines. */
async function fetchBatch(db: Db, conferenceId: number, afterId: number, limit: number) {
  const result = (await db.execute(sql`
    SELECT p.id, o.id AS order_id, o.created_at, o.paid_at, o.price, o.coupon_code, o.discount,
      coalesce(c.name, o.billing->'company'->>'name') AS company, p.name, p.surname, p.email, p.phone, p.company_address, p.company_founder,
      (SELECT coalesce(json_agg(json_build_object(
          'title', po.title, 'quantity', po.quantity, 'price', po.price,
          'intolerances', (SELECT coalesce(json_agg(pi.intolerance_info ORDER BY pi.position, pi.id), '[]'::json)
                           FROM participant_intolerances pi WHERE pi.participant_optional_id = po.id)
        ) ORDER BY po.id), '[]'::json)
       FROM participant_optionals po WHERE po.participant_id = p.id) AS optionals,
      (SELECT string_agg(pw.title, ', ' ORDER BY pw.id)
       FROM participant_workshops pw WHERE pw.participant_id = p.id) AS workshops
    FROM participants p
    JOIN orders o ON o.id = p.order_id
    LEFT JOIN companies c ON c.id = o.company_id
    WHERE o.conference_id = ${conferenceId} AND o.deleted_at IS NULL AND p.id > ${afterId}
    ORDER BY p.id
    LIMIT ${limit}`)) as unknown as { rows: ParticipantRow[] };
  return result.rows;
}

/** "Cena di gala x2 € 100,00 (intolleranze: 1. senza glutine; 2. vegano) | …" */
function optionalsCell(raw: ParticipantRow['optionals']): string {
  const optionals = typeof raw === 'string' ? (JSON.parse(raw) as Exclude<typeof raw, string>) : raw;
  const notes = numberIntolerances(
    optionals.map((o) => ({ intolerances: o.intolerances.map((i) => ({ intolerance_info: i })) })),
  );
  return optionals
    .map((o, i) => {
      const text = notes[i].map((n) => `${n.number}. ${n.text}`).join('; ');
      const line = `${o.title} x${o.quantity} € ${centsToDecimal(optionalLinePrice(o))}`;
      return text ? `${line} (intolleranze: ${text})` : line;
    })
    .join(' | ');
}

export function toCsvRow(r: ParticipantRow): CsvRow {
  return [
    r.order_id,
    csvDate(r.created_at),
    csvDate(r.paid_at),
    orderStatus(r.paid_at),
    r.company ?? '',
    r.name,
    r.surname,
    r.email,
    r.phone ?? '',
    r.company_address ?? '',
    MEMBER_BADGE(r.company_founder),
    csvAmount(r.price),
    r.coupon_code ?? '',
    csvAmount(r.discount),
    optionalsCell(r.optionals),
    r.workshops ?? '',
  ];
}

export default async function orderCsvRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/csv/download-booking',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders'],
        summary:
          'CSV delle prenotazioni di una conferenza (una riga per partecipante), in streaming; con "format": "xlsx" una cartella Excel',
        body: ZOrdersCsvBody,
      },
    },
    async (req, reply) => {
      const conferenceId = req.body.conference_id;
      if (!(await loadConference(app.db, conferenceId))) {
        throw new AppError('not_found', 'Conferenza non trovata');
      }
      const rows = (async function* () {
        for await (const row of batches(
          (after, limit) => fetchBatch(app.db, conferenceId, after, limit),
          1000,
        )) {
          yield toCsvRow(row);
        }
      })();
      const name = `prenotazioni-conferenza-${conferenceId}`;
      return req.body.format === 'xlsx'
        ? sendXlsx(reply, `${name}.xlsx`, BOOKING_CSV_HEADER, rows, 'Prenotazioni')
        : sendCsv(reply, `${name}.csv`, BOOKING_CSV_HEADER, rows);
    },
  );
}
