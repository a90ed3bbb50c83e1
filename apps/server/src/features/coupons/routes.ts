import { success, ZCoupon, ZCouponPutBody, ZCouponRow, ZCouponSaveBody, ZListQuery } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { createRoute, deleteRoute, getRoute, listRoute, updateRoute } from '../../lib/routes.ts';
import { COUPON_SORTS, listCoupons, loadCoupon } from './repository.ts';
import { createCoupon, deleteCoupon, updateCoupon } from './service.ts';

const tags = ['coupons'];
const ZCouponAnswer = success({ coupon: ZCoupon });

/** Discount codes of the booking site: admins keep them, bookings use them (RUNNING.md). */
export default async function couponsRoutes(app: FastifyInstance) {
  listRoute(app, '/coupons', {
    access: 'admin',
    tags,
    summary: 'Coupon (codice, sconto, conferenza, scadenza, utilizzi), paginati; q cerca il codice',
    querystring: ZListQuery,
    sorts: COUPON_SORTS,
    key: 'coupons',
    item: ZCouponRow,
    list: (query) => listCoupons(app.db, query),
  });
  getRoute(app, '/coupons/:id', {
    access: 'admin',
    tags,
    key: 'coupon',
    response: ZCouponAnswer,
    load: ({ id }) => loadCoupon(app.db, id),
  });
  createRoute(app, '/coupons', {
    access: 'admin',
    tags,
    summary: 'Crea un coupon: sconto in centesimi oppure percentuale; 409 se il codice esiste già',
    body: ZCouponSaveBody,
    key: 'coupon',
    response: ZCouponAnswer,
    create: createCoupon,
  });
  updateRoute(app, '/coupons/:id', {
    access: 'admin',
    tags,
    summary: 'Modifica un coupon (If-Match: versione); gli utilizzi non si modificano',
    body: ZCouponPutBody,
    key: 'coupon',
    response: ZCouponAnswer,
    update: (tx, audit, { id }, input, expected) => updateCoupon(tx, audit, id, input, expected),
  });
  deleteRoute(app, '/coupons/:id', {
    access: 'admin',
    tags,
    summary: 'Sposta il coupon nel cestino; gli ordini che lo hanno usato restano invariati',
    remove: (tx, audit, { id }) => deleteCoupon(tx, audit, id),
  });
}
