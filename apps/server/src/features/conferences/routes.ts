import type { FastifyInstance } from 'fastify';
import { mailsOnPaid } from '../../lib/order-mails.ts';
import { listenToPayments } from '../../lib/paid-hooks.ts';
import conferenceRoutes from './conference-routes.ts';
import orderCsvRoutes from './order-csv.ts';
import ordersRoutes from './orders-routes.ts';
import pricesRoutes from './prices-routes.ts';

/** Conferences, global prices, orders (bookings), the order's mails and the bookings CSV. */
export default async function conferencesFeature(app: FastifyInstance) {
  // a paid order's contact and participants are told, after its invoice is issued
  listenToPayments('mails', { orderPaid: mailsOnPaid(app.config.publicUrl) });
  await app.register(conferenceRoutes);
  await app.register(pricesRoutes);
  await app.register(ordersRoutes);
  await app.register(orderCsvRoutes);
}
