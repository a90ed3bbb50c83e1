import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type SeedContext, type SeedRefs, seededFaker } from './context.ts';
import { DEMO_MARKER } from './guard.ts';
import { seedArbitrators } from './parts/arbitrators.ts';
import { seedAttendance } from './parts/attendance.ts';
import { seedBase } from './parts/base.ts';
import { seedBookingSite } from './parts/booking-site.ts';
import { seedConferences } from './parts/conferences.ts';
import { seedDocuments } from './parts/documents.ts';
import { seedExperts } from './parts/experts.ts';
import { seedInvoices } from './parts/invoices.ts';
import { seedDemoMember } from './parts/member.ts';
import { seedMemberships } from './parts/memberships.ts';
import { seedOrderLife } from './parts/order-life.ts';
import { seedTransfers } from './parts/transfers.ts';
import { seedUsers } from './parts/users.ts';
import { seedWaitingList } from './parts/waiting-list.ts';

/**
 * Seed parts in dependency order; each feature adds its own:
 * base → memberships (companies, subscriptions, payments) → users → experts → documents →
 * conferences (and orders) → booking site (coupons, billing snapshots, site bookings, seats) →
 * transfers → invoices → order life (expired, card, desk, cancelled) → a full conference with its
 * waiting list → arbitrators → the demo member (who signs in to the member site) → attendance
 * (tickets, a conference held yesterday).
 */
const PARTS: ((ctx: SeedContext) => Promise<void>)[] = [
  seedBase,
  seedMemberships,
  seedUsers,
  seedExperts,
  seedDocuments,
  seedConferences,
  seedBookingSite,
  seedTransfers,
  seedInvoices,
  seedOrderLife,
  seedWaitingList,
  seedArbitrators,
  seedDemoMember,
  seedAttendance,
];

// Reference data kept by the wipe: it belongs to the schema, not to the demo.
const KEEP = new Set(['profiles', 'countries', '__drizzle_migrations']);

/** Replaces every record with the demo dataset, in one transaction: running it twice leaves one copy. */
export async function seedDemo(db: Db, scale = 1): Promise<SeedRefs> {
  return db.transaction(async (tx) => {
    const tables = (await tx.execute(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { tablename: string }[] };
    const wipe = tables.rows.map((r) => r.tablename).filter((t) => !KEEP.has(t));
    if (wipe.length) {
      await tx.execute(sql.raw(`TRUNCATE ${wipe.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`));
    }
    await tx.execute(sql`INSERT INTO global_prices (kind, price) VALUES
      ('PRICE_CONFERENCE_MEMBER', 0), ('PRICE_CONFERENCE_EXPERT', 0), ('PRICE_CONFERENCE_GUESTS', 0),
      ('PRICE_CONFERENCE_SPEAKER', 0), ('PRICE_CONFERENCE_STREAMING', 0)`);
    const ctx: SeedContext = { tx: tx as unknown as Db, faker: seededFaker(), scale, refs: {} as SeedRefs };
    for (const part of PARTS) await part(ctx);
    // what lets the next seed:demo know this database is the demo's to replace
    await tx.execute(sql`INSERT INTO settings (key, value) VALUES (${DEMO_MARKER}, 'true'::jsonb)`);
    return ctx.refs;
  });
}
