import {
  success,
  ZConference,
  ZConferencePut,
  ZConferenceRow,
  ZConferenceSaveBody,
  ZConferenceSeats,
  ZListQuery,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createRoute, deleteRoute, getRoute, listRoute, updateRoute } from '../../lib/routes.ts';
import { CONFERENCE_SORTS, listConferences, loadConference } from './repository.ts';
import { conferenceSeats } from './seats.ts';
import { createConference, deleteConference, updateConference } from './service.ts';

const ZConferencesQuery = ZListQuery.extend({
  active: z.enum(['true', 'false']).optional(),
});

const tags = ['conferences'];
const ZConferenceAnswer = success({ conference: ZConference });

export default async function conferenceRoutes(app: FastifyInstance) {
  listRoute(app, '/conferences', {
    access: 'admin',
    tags,
    summary: 'Conferenze (titolo, stato, date), paginate',
    querystring: ZConferencesQuery,
    sorts: CONFERENCE_SORTS,
    key: 'conferences',
    item: ZConferenceRow,
    list: (query) => listConferences(app.db, query),
  });
  getRoute(app, '/conferences/:id', {
    access: 'admin',
    tags,
    summary: 'Una conferenza con optional e workshop (prezzi in centesimi)',
    key: 'conference',
    response: ZConferenceAnswer,
    load: ({ id }) => loadConference(app.db, id),
    notFoundMessage: 'Conferenza non trovata',
  });
  getRoute(app, '/conferences/:id/seats', {
    access: 'admin',
    tags,
    summary: 'Posti della conferenza e dei suoi workshop, con quelli già occupati (null = illimitati)',
    key: 'seats',
    response: success({ seats: ZConferenceSeats }),
    load: ({ id }) => conferenceSeats(app.db, id),
    notFoundMessage: 'Conferenza non trovata',
  });
  createRoute(app, '/conferences', {
    access: 'admin',
    tags,
    summary: 'Crea una conferenza (e salva i prezzi globali nella stessa transazione, se dati)',
    body: ZConferenceSaveBody,
    key: 'conference',
    response: ZConferenceAnswer,
    create: (tx, audit, input, { prices }) => createConference(tx, audit, input, prices),
  });
  updateRoute(app, '/conferences/:id', {
    access: 'admin',
    tags,
    summary: 'Sostituisce una conferenza, tutti i campi (If-Match: versione), e, se dati, i prezzi globali',
    body: ZConferencePut,
    key: 'conference',
    response: ZConferenceAnswer,
    update: (tx, audit, { id }, input, expected, { prices }) =>
      updateConference(tx, audit, id, input, expected, prices),
  });
  deleteRoute(app, '/conferences/:id', {
    access: 'admin',
    tags,
    summary: 'Sposta la conferenza nel cestino; 409 se ha ordini',
    remove: (tx, audit, { id }) => deleteConference(tx, audit, id),
  });
}
