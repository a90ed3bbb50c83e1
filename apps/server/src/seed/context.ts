import { type Faker, fakerIT } from '@faker-js/faker';
import type { Db } from '../db/client.ts';

/** What every seed part gets: the transaction, a seeded faker, the scale, and what earlier parts made. */
export interface SeedContext {
  tx: Db;
  faker: Faker;
  scale: number;
  /** ids and names earlier parts created, for later parts to point at */
  refs: SeedRefs;
}

export interface SeedRefs {
  adminId: number;
  categoryIds: number[];
  languageCodes: string[];
  countryIds: Record<string, number>;
  /** stored demo files: pdf documents and png images */
  pdfs: string[];
  images: string[];
  [key: string]: unknown;
}

export const DEMO_ADMIN_EMAIL = 'admin@demo.local';
export const DEMO_ADMIN_PASSWORD = 'demo-admin-2026';
/** A member of a company with an active membership, for the member site (/area/accedi). */
export const DEMO_MEMBER_EMAIL = 'socio@demo.local';
export const DEMO_MEMBER_PASSWORD = 'demo-socio-2026';
/** A fixed "today" keeps the demo dates the same on every run. */
export const DEMO_TODAY = new Date('2026-11-01T09:00:00Z');

export function seededFaker(): Faker {
  fakerIT.seed(2026);
  fakerIT.setDefaultRefDate(DEMO_TODAY);
  return fakerIT;
}

/** Inserts many rows in chunks (PostgreSQL caps bind parameters per statement). */
export async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
