import { ARBITRATOR_GROUPS } from '@app/shared';
import { arbitrators, distributionCases } from '../../db/schema/index.ts';
import { insertChunked, type SeedContext } from '../context.ts';
import { contactOf, linkedUsers } from './people.ts';
import { refIds } from './transfers.ts';

const CASE_TITLES = [
  'Risoluzione di un contratto di distribuzione esclusiva',
  'Indennità di fine rapporto di agenzia',
  'Concorrenza sleale del distributore',
  'Violazione del patto di non concorrenza',
  'Franchising: recesso anticipato',
  'Minimi di acquisto non raggiunti',
];
const LANGUAGES = [
  'Italiano, Inglese',
  'Italiano, Francese',
  'Inglese, Tedesco',
  'Italiano, Spagnolo, Inglese',
];
const COUNTRY_CODES = ['IT', 'FR', 'DE', 'ES', 'GB', 'CH'];

/**
 * Ten arbitrators (× scale), approved and not, with distribution cases, a photo, a curriculum and
 * recommendations; the first ones are the users of the arbitrator profile when the users part ran.
 */
export async function seedArbitrators(ctx: SeedContext) {
  const { tx, faker, refs } = ctx;
  const count = 10 * ctx.scale;
  const byProfile = refs.usersByProfile as Record<string, unknown> | undefined;
  const linked = await linkedUsers(tx, refIds(byProfile?.arbitrator));
  const countryIds = COUNTRY_CODES.map((c) => refs.countryIds?.[c]).filter((id): id is number => !!id);
  const pdfs = refs.pdfs ?? [];
  const images = refs.images ?? [];

  const rows: (typeof arbitrators.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const user = linked[i];
    const { name, surname, email, phone } = contactOf(faker, user);
    rows.push({
      userId: user?.id ?? null,
      approved: i % 5 < 3 ? 1 : 0,
      email,
      name,
      surname,
      phone,
      countryId: countryIds.length ? countryIds[i % countryIds.length] : null,
      yearOfBirth: faker.number.int({ min: 1950, max: 1988 }),
      group: ARBITRATOR_GROUPS[i % 2],
      languages: LANGUAGES[i % LANGUAGES.length],
      professionalQualification: faker.helpers.arrayElement([
        'Avvocato cassazionista',
        'Avvocato, Solicitor (England & Wales)',
        'Professore di diritto commerciale',
        'Avvocato, arbitro CAM',
      ]),
      experienceFieldDistribution: `${faker.number.int({ min: 5, max: 30 })} anni di consulenza su contratti di distribuzione e agenzia.`,
      litigationExperience: faker.lorem.sentence({ min: 8, max: 16 }),
      arbitrationExperience: `${faker.number.int({ min: 3, max: 40 })} arbitrati come ${i % 2 ? 'arbitro di parte' : 'presidente o arbitro unico'}.`,
      experienceInHouse: i % 3 === 0 ? null : faker.lorem.sentence({ min: 6, max: 12 }),
      image: images.length && i % 4 !== 3 ? images[i % images.length] : null,
      curriculum: pdfs.length ? pdfs[i % pdfs.length] : null,
      firstReccomandation: pdfs.length && i % 2 === 0 ? pdfs[(i + 1) % pdfs.length] : null,
      secondReccomandation: pdfs.length && i % 4 === 0 ? pdfs[(i + 2) % pdfs.length] : null,
    });
  }

  const ids: number[] = [];
  await insertChunked(rows, 200, async (chunk) => {
    const inserted = await tx.insert(arbitrators).values(chunk).returning({ id: arbitrators.id });
    ids.push(...inserted.map((r) => r.id));
  });
  const cases: (typeof distributionCases.$inferInsert)[] = ids.flatMap((arbitratorId, i) =>
    Array.from({ length: 1 + (i % 3) }, (_, position) => ({
      arbitratorId,
      position,
      title: CASE_TITLES[(i + position) % CASE_TITLES.length],
      description: faker.lorem.sentences({ min: 1, max: 3 }),
    })),
  );
  await insertChunked(cases, 500, (chunk) => tx.insert(distributionCases).values(chunk));
  refs.arbitratorIds = ids;
}
