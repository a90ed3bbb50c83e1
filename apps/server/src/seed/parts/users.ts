import {
  codiceFiscaleCheckChar,
  INVOICE_TYPES,
  PROFILES,
  partitaIvaCheckDigit,
  TERRITORIES,
  type TProfile,
  USER_STATUSES,
  WORKING_AT,
} from '@app/shared';
import { billingInformation, profiles, users } from '../../db/schema/index.ts';
import { DEMO_TODAY, insertChunked, type SeedContext } from '../context.ts';

/** Per 60 users: how many of each profile (client first: they become the company members). */
const PROFILE_SHARE: Record<TProfile, number> = { client: 30, expert: 12, admin: 6, arbitrator: 12 };
const UE_COUNTRIES = ['FR', 'DE', 'ES', 'AT', 'BE', 'NL'];
const EXTRA_COUNTRIES = ['US', 'GB', 'CH', 'BR', 'JP'];
const MONTHS = 'ABCDEHLMPRST';
/** Names the demo always has, e.g. for accent-insensitive search. */
const FIXED = [
  { name: 'Niccolò', surname: 'Calì' },
  { name: 'Lucia', surname: 'Dell’Orto' },
  { name: 'José', surname: 'Pérez' },
];

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

function consonants(word: string): string {
  const w = ascii(word).toUpperCase();
  const cons = w.replace(/[AEIOU]/g, '');
  const vows = w.replace(/[^AEIOU]/g, '');
  return `${cons}${vows}XXX`.slice(0, 3);
}

/** A well-formed codice fiscale with its check character (born in Rome). */
function codiceFiscale(name: string, surname: string, birth: Date, female: boolean): string {
  const day = birth.getUTCDate() + (female ? 40 : 0);
  const first15 = `${consonants(surname)}${consonants(name)}${String(birth.getUTCFullYear()).slice(2)}${
    MONTHS[birth.getUTCMonth()]
  }${String(day).padStart(2, '0')}H501`;
  return first15 + codiceFiscaleCheckChar(first15);
}

function partitaIva(seed: number): string {
  const first10 = String(1000000000 + ((seed * 7919) % 899999999)).slice(0, 10);
  return first10 + partitaIvaCheckDigit(first10);
}

/**
 * Sixty users (× scale) of every profile and status, most with billing information in every
 * territory; founders and additional members of the memberships part's companies when it ran.
 */
export async function seedUsers(ctx: SeedContext) {
  const { tx, faker, refs } = ctx;
  const count = 60 * ctx.scale;
  const profileRows = await tx.select().from(profiles);
  const profileId = Object.fromEntries(profileRows.map((p) => [p.name, p.id])) as Record<TProfile, number>;
  const companyIds = (refs.companyIds as number[] | undefined) ?? [];
  const images = refs.images ?? [];
  const countryIds = refs.countryIds ?? {};

  const plan: TProfile[] = [];
  for (let block = 0; block < ctx.scale; block++) {
    for (const p of PROFILES) for (let i = 0; i < PROFILE_SHARE[p]; i++) plan.push(p);
  }

  const rows: (typeof users.$inferInsert)[] = [];
  const people: { name: string; surname: string; female: boolean; birth: Date }[] = [];
  let clientIndex = 0;
  for (let i = 0; i < count; i++) {
    const profile = plan[i];
    const female = i % 2 === 0;
    const fixed = i % 7 === 0 ? FIXED[i / 7] : undefined;
    const name = fixed?.name ?? faker.person.firstName(female ? 'female' : 'male');
    const surname = fixed?.surname ?? faker.person.lastName();
    const birth = faker.date.birthdate({ min: 28, max: 70, mode: 'age' });
    people.push({ name, surname, female, birth });
    // clients: one founder per company, then additional members spread over the first companies
    let companyId: number | null = null;
    let founder = 0;
    if (profile === 'client' && companyIds.length) {
      const k = clientIndex++;
      if (k < companyIds.length) {
        companyId = companyIds[k];
        founder = 1;
      } else if (k < companyIds.length * 2) {
        companyId = companyIds[(k - companyIds.length) % Math.min(companyIds.length, 8)];
      }
    }
    const resetDaysAgo = i % 3 === 0 ? null : faker.number.int({ min: 1, max: 400 });
    rows.push({
      email: `${ascii(name)}.${ascii(surname)}${i + 1}@example.it`,
      name,
      surname,
      phone: faker.phone.number(),
      fiscalCode: codiceFiscale(name, surname, birth, female),
      fieldOfActivity: WORKING_AT[i % WORKING_AT.length],
      active: i % 10 !== 9,
      speaker: i % 6 === 0,
      image: images.length && i % 4 === 0 ? images[i % images.length] : null,
      emailAlternative: i % 5 === 0 ? `${ascii(surname)}${i + 1}@studio.example.it` : null,
      status: USER_STATUSES[i % USER_STATUSES.length],
      memberArea: i % 3 !== 2,
      removeFee: i % 8 === 0,
      profileId: profileId[profile],
      companyId,
      companyFounder: founder,
      lastResetPassword: resetDaysAgo ? new Date(DEMO_TODAY.getTime() - resetDaysAgo * 86400000) : null,
      lastResetPasswordLinkSent: resetDaysAgo
        ? new Date(DEMO_TODAY.getTime() - (resetDaysAgo + 1) * 86400000)
        : null,
      createdAt: new Date(DEMO_TODAY.getTime() - (count - i) * 86400000),
    });
  }

  const ids: number[] = [];
  await insertChunked(rows, 500, async (chunk) => {
    const inserted = await tx.insert(users).values(chunk).returning({ id: users.id });
    ids.push(...inserted.map((r) => r.id));
  });

  const billing: (typeof billingInformation.$inferInsert)[] = [];
  ids.forEach((userId, i) => {
    if (i % 6 === 5) return; // some users have no billing information yet
    const territory = TERRITORIES[i % TERRITORIES.length];
    const person = people[i];
    const invoiceType = INVOICE_TYPES[i % INVOICE_TYPES.length];
    const business = invoiceType !== 'individual';
    const vies = territory === 'UE' ? (i % 2 === 0 ? 1 : 0) : null;
    const code =
      territory === 'Italy'
        ? 'IT'
        : territory === 'UE'
          ? UE_COUNTRIES[i % UE_COUNTRIES.length]
          : EXTRA_COUNTRIES[i % EXTRA_COUNTRIES.length];
    const italy = territory === 'Italy';
    billing.push({
      userId,
      territory,
      invoiceType,
      companyName: business ? `${faker.company.name()}` : null,
      name: person.name,
      surname: person.surname,
      vat: italy || vies === 1 ? (italy ? partitaIva(i + 1) : `${code}${faker.string.numeric(9)}`) : null,
      countryId: countryIds[code] ?? countryIds.IT,
      address: faker.location.streetAddress(),
      postalCode: italy ? faker.location.zipCode('#####') : faker.location.zipCode(),
      province: italy ? faker.location.state({ abbreviated: true }) : null,
      city: faker.location.city(),
      recipientCode: italy
        ? i % 4 === 0
          ? '0000000'
          : faker.string.alphanumeric({ length: 7, casing: 'upper' })
        : null,
      vies,
      fiscalCode:
        italy || vies === 0 ? codiceFiscale(person.name, person.surname, person.birth, person.female) : null,
    });
  });
  await insertChunked(billing, 500, (chunk) => tx.insert(billingInformation).values(chunk));

  const byProfile: Record<TProfile, number[]> = { client: [], expert: [], admin: [], arbitrator: [] };
  ids.forEach((id, i) => {
    byProfile[plan[i]].push(id);
  });
  refs.usersByProfile = byProfile;
  refs.userIds = ids;
}
