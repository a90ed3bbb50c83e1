import { formatCreditorReference } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { manualTransfers } from '../../db/schema/index.ts';
import { newCreditorReference } from '../../lib/creditor-reference.ts';
import { insertConference, pendingTransfer } from '../../test/fixtures/transfers.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();
let conferenceId: number;
beforeAll(async () => {
  conferenceId = await insertConference(t.app);
});

/** A site booking's pending transfer: its remittance reason is its RF reference, as the site asks. */
async function booked(amount: number) {
  const rf = newCreditorReference();
  const ids = await pendingTransfer(t.app, conferenceId, rf, amount);
  await t.app.db.update(manualTransfers).set({ reference: rf }).where(eq(manualTransfers.id, ids.transferId));
  return { ...ids, rf };
}

describe('the transfers list and RF references', () => {
  it('lists transfers with their reference and due date, found by the reference as typed', async () => {
    const site = await booked(33300);
    await t.app.db
      .update(manualTransfers)
      .set({ dueDate: '2026-12-04' })
      .where(eq(manualTransfers.id, site.transferId));
    const older = await pendingTransfer(t.app, conferenceId, 'Ordine 12 - Conf', 1000);
    const find = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/manual-transfers?q=${encodeURIComponent(q)}`,
          headers,
        })
      ).json().transfers as { id: number; reference: string | null; due_date: string | null }[];
    expect(await find(formatCreditorReference(site.rf))).toEqual([
      expect.objectContaining({ id: site.transferId, reference: site.rf, due_date: '2026-12-04' }),
    ]);
    expect(await find(site.rf.toLowerCase())).toHaveLength(1);
    expect(await find('Ordine 12 - Conf')).toEqual([
      expect.objectContaining({ id: older.transferId, reference: null, due_date: null }),
    ]);
    const sorted = await t.app.inject({ method: 'GET', url: '/api/manual-transfers?sort=due_date', headers });
    expect(sorted.statusCode).toBe(200);
  });
});
