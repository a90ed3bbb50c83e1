import type { Faker } from '@faker-js/faker';
import { asc, inArray } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { SeedContext } from '../context.ts';

/** The contact details of demo users that other parts link to, in id order. */
export async function linkedUsers(tx: SeedContext['tx'], ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id));
}

type Contact = { name: string; surname: string; email: string; phone: string | null };

/** A person's name, email and phone: the linked user's, else invented (name, surname, email, phone). */
export function contactOf(faker: Faker, user: Contact | null | undefined) {
  const name = user?.name || faker.person.firstName();
  const surname = user?.surname || faker.person.lastName();
  return {
    name,
    surname,
    email: user?.email ?? faker.internet.email({ firstName: name, lastName: surname }).toLowerCase(),
    phone: user?.phone ?? faker.phone.number(),
  };
}

/** The first value seen per key: e.g. an order's first participant's email. */
export function firstBy<K, V>(rows: readonly { key: K | null; value: V }[]): Map<K, V> {
  const first = new Map<K, V>();
  for (const { key, value } of rows) if (key !== null && !first.has(key)) first.set(key, value);
  return first;
}
