import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, countries, experts, languages } from '../../db/schema/index.ts';
import { storeFile } from '../../plugins/files.ts';
import { demoPdf, demoPng } from '../../seed/demo-files.ts';
import { signIn } from '../../test/test-app.ts';

/** Reference rows a section points at: categories, languages, experts and stored files. */
export async function sectionFixtures(app: FastifyInstance) {
  const admin = await signIn(app);
  const cats = await app.db
    .insert(categories)
    .values([{ name: 'Arbitrato' }, { name: 'bilanci' }, { name: 'Contratti' }])
    .returning({ id: categories.id, name: categories.name });
  // migration 0010 already ships these codes (with their Italian names)
  await app.db
    .insert(languages)
    .values([
      { code: 'en', name: 'English' },
      { code: 'it', name: 'Italiano' },
      { code: 'fr', name: 'Français' },
    ])
    .onConflictDoNothing();
  const [country] = await app.db.select({ id: countries.id }).from(countries).limit(1);
  const expertUser = await signIn(app, 'expert');
  const [expert, trashed] = await app.db
    .insert(experts)
    .values([
      { userId: expertUser.id, countryId: country.id, name: 'Anna', surname: 'Bianchi' },
      {
        userId: expertUser.id,
        countryId: country.id,
        name: 'Old',
        surname: 'Expert',
        deletedAt: sql`now()`,
      },
    ])
    .returning({ id: experts.id });
  const pdfs: string[] = [];
  for (const title of ['uno', 'due', 'tre', 'quattro']) {
    pdfs.push((await storeFile(app.db, demoPdf(title), `${title}.pdf`, admin.id)).name);
  }
  const image = (await storeFile(app.db, demoPng('red'), 'red.png', admin.id)).name;
  return {
    admin,
    headers: admin.headers,
    categoryIds: cats.map((c) => c.id),
    expertId: expert.id,
    trashedExpertId: trashed.id,
    pdfs,
    image,
  };
}
