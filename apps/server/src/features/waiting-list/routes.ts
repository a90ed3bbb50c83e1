import {
  success,
  WAITING_LIST_MSG,
  WAITING_OFFER_TOKEN_MAX,
  ZIdParam,
  ZIdText,
  ZWaitingListEntry,
  ZWaitingListJoin,
  ZWaitingListJoined,
  ZWaitingListSettings,
  ZWaitingOffer,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { inProcessLimits, publicWriteLimit, READ_LIMIT_FACTOR } from '../../lib/public-limits.ts';
import { listenToSeatRelease } from '../../lib/seat-release.ts';
import { inTurn } from '../../lib/turns.ts';
import { offerFreedSeats } from './offers.ts';
import { findOffer, waitingList } from './read.ts';
import { joinWaitingList, withdrawEntry } from './service.ts';
import { readOfferHours, saveOfferHours } from './settings.ts';
import { WaitingListSweep } from './sweep.ts';

/** How often offers past their time are passed on (a minute late at most). */
const POLL_MS = 60_000;

/**
 * The waiting lists (RUNNING.md "Attendance", decision 0035): the public joins a full conference's
 * or workshop's line; seats that come back are offered to the first in line (in the transaction
 * that frees them, and by the sweep for offers past their time); the admins see each list and set
 * how long an offer holds its seats.
 */
export default async function waitingListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { publicUrl } = app.config;
  listenToSeatRelease('waiting-list', async (tx, audit, conferenceId) => {
    await offerFreedSeats(tx, audit, conferenceId, publicUrl);
  });
  const sweep = new WaitingListSweep(
    app.db,
    { pollMs: POLL_MS, publicUrl, queued: () => app.mail.kick() },
    app.log,
  );
  app.addHook('onReady', async () => sweep.start());
  app.addHook('preClose', async () => sweep.stop());

  const limit = await inProcessLimits(fastify);
  const readLimit = limit(READ_LIMIT_FACTOR * app.config.publicWriteLimit);

  app.post(
    '/public/conferences/:id/waiting-list',
    {
      config: { access: 'public' },
      onRequest: publicWriteLimit('public_write'),
      schema: {
        tags: ['public'],
        summary:
          "Mettiti in lista d'attesa di una conferenza piena (o di un suo workshop pieno): 201 con il posto in lista, 409 se ci sono posti liberi o l'indirizzo è già in lista",
        params: ZIdParam,
        body: ZWaitingListJoin,
        response: { 201: ZWaitingListJoined },
      },
    },
    async (req, reply) => {
      if (req.body.website?.trim()) throw new AppError('validation', 'Richiesta non valida');
      const id = req.params.id;
      // joins take turns with the conference's bookings, then its row lock
      const joined = await inTurn(`booking ${id}`, () =>
        // the entry's language (its offer mail's): the one the body names, else the request's
        req.write((tx, audit) =>
          joinWaitingList(tx, audit, id, { ...req.body, language: req.body.language ?? req.locale }),
        ),
      );
      return reply
        .code(201)
        .send({ status: 'success' as const, message: WAITING_LIST_MSG.joined, position: joined.position });
    },
  );

  app.get(
    '/public/waiting-list/offers/:token',
    {
      config: { access: 'public' },
      onRequest: readLimit,
      schema: {
        tags: ['public'],
        summary: "Un'offerta della lista d'attesa dal suo link: i posti riservati e fino a quando",
        params: z.object({ token: z.string().max(WAITING_OFFER_TOKEN_MAX) }),
        response: { 200: success({ offer: ZWaitingOffer }) },
      },
    },
    async (req) => {
      const offer = await findOffer(app.db, req.params.token);
      if (!offer) throw new AppError('not_found', WAITING_LIST_MSG.offerNotFound);
      return { status: 'success' as const, offer };
    },
  );

  app.get(
    '/conferences/:id/waiting-list',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['conferences'],
        summary: "La lista d'attesa della conferenza, in ordine: chi aspetta, le offerte e come sono finite",
        params: ZIdParam,
        response: {
          200: success({ entries: z.array(ZWaitingListEntry), offer_hours: z.number().int() }),
        },
      },
    },
    async (req) => ({
      status: 'success' as const,
      entries: await waitingList(app.db, req.params.id),
      offer_hours: await readOfferHours(app.db),
    }),
  );

  app.post(
    '/conferences/:id/waiting-list/:entryId/withdraw',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['conferences'],
        summary:
          "Ritira un'iscrizione dalla lista d'attesa; un'offerta ancora valida passa al prossimo in lista",
        params: ZIdParam.extend({ entryId: ZIdText }),
        response: { 200: success({ message: z.string() }) },
      },
    },
    async (req) => {
      const { id, entryId } = req.params;
      await inTurn(`booking ${id}`, () =>
        req.write((tx, audit) => withdrawEntry(tx, audit, id, entryId, publicUrl)),
      );
      app.mail.kick();
      return { status: 'success' as const, message: WAITING_LIST_MSG.withdrawn };
    },
  );

  app.get(
    '/waiting-list/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['conferences'],
        summary: "Per quante ore un'offerta della lista d'attesa tiene i posti (48 se mai impostato)",
        response: { 200: success({ settings: ZWaitingListSettings }) },
      },
    },
    async () => ({ status: 'success' as const, settings: { offer_hours: await readOfferHours(app.db) } }),
  );

  app.put(
    '/waiting-list/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['conferences'],
        summary:
          "Imposta per quante ore un'offerta della lista d'attesa tiene i posti (vale per le offerte nuove)",
        body: ZWaitingListSettings,
        response: { 200: success({ settings: ZWaitingListSettings, message: z.string() }) },
      },
    },
    async (req) => {
      const before = await readOfferHours(app.db);
      await req.write(async (tx, audit) => {
        await saveOfferHours(tx, req.body.offer_hours, req.user?.id ?? null);
        if (before !== req.body.offer_hours) {
          audit.record({
            entity: 'setting',
            entityId: 'waiting_offer_hours',
            action: 'update',
            before: { offer_hours: before },
            after: { offer_hours: req.body.offer_hours },
          });
        }
      });
      return { status: 'success' as const, settings: req.body, message: WAITING_LIST_MSG.settingsSaved };
    },
  );
}
