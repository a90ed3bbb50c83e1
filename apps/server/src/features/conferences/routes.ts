import type { FastifyInstance } from 'fastify';
import bookingCsvRoutes from './booking-csv.ts';
import bookingsRoutes from './bookings-routes.ts';
import conferenceRoutes from './conference-routes.ts';
import pricesRoutes from './prices-routes.ts';

/** Conferences, global prices, orders (bookings), the recap email and the bookings CSV. */
export default async function conferencesFeature(app: FastifyInstance) {
  await app.register(conferenceRoutes);
  await app.register(pricesRoutes);
  await app.register(bookingsRoutes);
  await app.register(bookingCsvRoutes);
}
