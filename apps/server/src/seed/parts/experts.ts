import { experts } from '../../db/schema/index.ts';
import { insertChunked, type SeedContext } from '../context.ts';
import { linkedUsers } from './people.ts';

const COUNTRY_CODES = ['IT', 'IT', 'IT', 'FR', 'DE', 'ES', 'GB', 'CH'];
const TITLES = ['Partner', 'Of Counsel', 'Senior Associate', 'Professore ordinario', 'Avvocato'];
const LANGUAGES = ['Italiano, Inglese', 'Italiano, Francese', 'Inglese, Tedesco', 'Italiano, Spagnolo'];

/** Ten experts (× scale), each linked to a different user of the expert profile, some published. */
export async function seedExperts(ctx: SeedContext) {
  const { tx, faker, refs } = ctx;
  const byProfile = refs.usersByProfile as Record<string, number[]> | undefined;
  const userIds = (byProfile?.expert ?? []).slice(0, 10 * ctx.scale);
  if (userIds.length === 0) return;
  const linked = await linkedUsers(tx, userIds);
  const pdfs = refs.pdfs ?? [];
  const images = refs.images ?? [];
  const countryIds = refs.countryIds ?? {};

  const rows: (typeof experts.$inferInsert)[] = linked.map((user, i) => ({
    userId: user.id,
    countryId: countryIds[COUNTRY_CODES[i % COUNTRY_CODES.length]] ?? countryIds.IT,
    name: user.name,
    surname: user.surname,
    email: user.email,
    emailAlternative: i % 3 === 0 ? `studio${i + 1}@legal.example.it` : null,
    phone: user.phone,
    website: i % 2 === 0 ? `https://studio-${i + 1}.example.it` : null,
    jobTitle: TITLES[i % TITLES.length],
    dateOfBirth: faker.date.birthdate({ min: 35, max: 70, mode: 'age' }).toISOString().slice(0, 10),
    description: faker.lorem.paragraph(),
    education: `Laurea in Giurisprudenza, ${faker.helpers.arrayElement(['Milano', 'Bologna', 'Roma', 'Padova'])}`,
    professionalQualification: faker.helpers.arrayElement([
      'Avvocato cassazionista',
      'Avvocato',
      'Solicitor',
    ]),
    academicPosition: i % 3 === 1 ? 'Docente di diritto commerciale internazionale' : null,
    currentProfessionalPosition: `${TITLES[i % TITLES.length]} presso ${faker.company.name()}`,
    previousPosition: `Associate presso ${faker.company.name()}`,
    practicalExperience: `${faker.number.int({ min: 5, max: 35 })} anni di contratti di distribuzione e arbitrati.`,
    languages: LANGUAGES[i % LANGUAGES.length],
    shortPublication: i % 2 === 1 ? `Il contratto di agenzia internazionale (${2010 + (i % 15)})` : null,
    image: images.length ? images[i % images.length] : null,
    curriculum: pdfs.length && i % 4 !== 3 ? pdfs[i % pdfs.length] : null,
    published: i % 3 !== 2,
  }));
  const ids: number[] = [];
  await insertChunked(rows, 500, async (chunk) => {
    const inserted = await tx.insert(experts).values(chunk).returning({ id: experts.id });
    ids.push(...inserted.map((r) => r.id));
  });
  refs.expertIds = ids;
}
