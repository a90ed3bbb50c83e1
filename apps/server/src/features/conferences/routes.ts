import type { FastifyInstance } from 'fastify';
import conferenceRoutes from './conference-routes.ts';
import orderCsvRoutes from './order-csv.ts';
import ordersRoutes from './orders-routes.ts';
import pricesRoutes from './prices-routes.ts';

/** Conferences, global prices, orders (bookings), the recap email and the bookings CSV. */
export default async function conferencesFeature(app: FastifyInstance) {
  await app.register(conferenceRoutes);
  await app.register(pricesRoutes);
  await app.register(ordersRoutes);
  await app.register(orderCsvRoutes);
}
