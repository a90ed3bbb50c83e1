import type { OrderForLines } from '@app/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  conferences,
  orders,
  participantOptionals,
  participants,
  participantWorkshops,
} from '../../db/schema/index.ts';

/** An order as its invoice needs it, the order row locked so that it is invoiced once. */
export async function lockOrderForInvoice(tx: Db, orderId: number) {
  const [order] = await tx
    .select({
      id: orders.id,
      price: orders.price,
      paidAt: orders.paidAt,
      couponCode: orders.couponCode,
      discount: orders.discount,
      conference: conferences.title,
      vatRule: conferences.vatRule,
    })
    .from(orders)
    .innerJoin(conferences, eq(conferences.id, orders.conferenceId))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  if (!order) return null;
  const people = await tx
    .select()
    .from(participants)
    .where(eq(participants.orderId, orderId))
    .orderBy(asc(participants.position), asc(participants.id));
  const ids = people.map((p) => p.id);
  const optionals = ids.length
    ? await tx
        .select()
        .from(participantOptionals)
        .where(inArray(participantOptionals.participantId, ids))
        .orderBy(asc(participantOptionals.id))
    : [];
  const workshops = ids.length
    ? await tx
        .select()
        .from(participantWorkshops)
        .where(inArray(participantWorkshops.participantId, ids))
        .orderBy(asc(participantWorkshops.id))
    : [];
  const forLines: OrderForLines = {
    conference: order.conference,
    coupon_code: order.couponCode,
    discount: order.discount,
    participants: people.map((p) => ({
      name: p.name,
      surname: p.surname,
      fee: p.fee,
      fee_kind: p.feeKind,
      optionals: optionals.filter((o) => o.participantId === p.id),
      workshops: workshops.filter((w) => w.participantId === p.id),
    })),
  };
  return { ...order, forLines };
}
