import { COUPON_MSG, COUPON_READ_ONLY, type TCoupon, type TCouponUpdate } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { refuseReadOnlyChanges } from '../../lib/read-only-fields.ts';
import { trashVersioned, updateVersioned } from '../../lib/records.ts';
import { uniqueOr } from '../../lib/unique-violation.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { codeTaken, conferenceExists, couponColumns, loadCoupon } from './repository.ts';

const duplicate = (code: string) =>
  new AppError('conflict', COUPON_MSG.duplicate(code), {
    errors: { 'coupon.code': COUPON_MSG.duplicate(code) },
  });

/** Two saves of the same new code at once: the unique index stops the second, answered as a 409. */
const guarded = <T>(code: string, write: () => Promise<T>) => uniqueOr(write, () => duplicate(code));

/** The code is free, the conference exists, the cap is not below the uses so far. */
async function check(tx: Db, input: TCouponUpdate, current: TCoupon | null) {
  if (await codeTaken(tx, input.code, current?.id)) throw duplicate(input.code);
  if (input.conference_id !== null && !(await conferenceExists(tx, input.conference_id))) {
    throw fieldError('coupon.conference_id', COUPON_MSG.unknownConference);
  }
  const uses = current?.uses ?? 0;
  if (input.max_uses !== null && input.max_uses < uses) {
    const message = COUPON_MSG.maxUsesBelowUses(uses);
    throw new AppError('conflict', message, { errors: { 'coupon.max_uses': message } });
  }
}

const couponRecord = (tx: Db, id: number) => ({
  table: coupons,
  id,
  key: 'coupon',
  load: () => loadCoupon(tx, id),
});

export async function createCoupon(tx: Db, audit: AuditRecorder, input: TCouponUpdate): Promise<TCoupon> {
  refuseReadOnlyChanges('coupon', input, null, COUPON_READ_ONLY);
  await check(tx, input, null);
  const [row] = await guarded(input.code, () =>
    tx.insert(coupons).values(couponColumns(input)).returning({ id: coupons.id }),
  );
  const created = (await loadCoupon(tx, row.id))!;
  audit.record({ entity: 'coupon', entityId: row.id, action: 'create', after: created });
  return created;
}

/** The save holds the coupon's row lock: a booking taking a use waits, so `uses` read here is current. */
export function updateCoupon(
  tx: Db,
  audit: AuditRecorder,
  id: number,
  input: TCouponUpdate,
  expected: number | undefined,
): Promise<TCoupon> {
  return updateVersioned(tx, {
    ...couponRecord(tx, id),
    audit,
    expected,
    body: input,
    readOnly: COUPON_READ_ONLY,
    check: (current) => check(tx, input, current),
    write: async () => {
      await guarded(input.code, () => tx.update(coupons).set(couponColumns(input)).where(eq(coupons.id, id)));
    },
  });
}

/** To the trash: orders that used it keep their code and discount. */
export function deleteCoupon(tx: Db, audit: AuditRecorder, id: number) {
  return trashVersioned(tx, audit, { ...couponRecord(tx, id), entity: 'coupon' });
}
