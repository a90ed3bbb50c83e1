import { eq } from 'drizzle-orm';
import { categories, countries, languages, profiles, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { storeFile } from '../../plugins/files.ts';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, type SeedContext } from '../context.ts';
import { demoPdf, demoPng } from '../demo-files.ts';

/** Categories, languages, the demo admin and a few stored files every other part uses. */
export async function seedBase(ctx: SeedContext) {
  const { tx, refs } = ctx;
  const cats = await tx
    .insert(categories)
    .values([
      { name: 'Diritto Commerciale' },
      { name: 'Arbitrato Internazionale' },
      { name: 'Contratti di Distribuzione' },
    ])
    .returning({ id: categories.id });
  refs.categoryIds = cats.map((c) => c.id);

  await tx
    .insert(languages)
    .values([
      { code: 'en', name: 'Inglese' },
      { code: 'it', name: 'Italiano' },
      { code: 'fr', name: 'Francese' },
      { code: 'de', name: 'Tedesco' },
      { code: 'es', name: 'Spagnolo' },
    ])
    // the migrations ship the same reference languages; the seed runs after them or after a wipe
    .onConflictDoNothing();
  refs.languageCodes = ['en', 'it', 'fr', 'de', 'es'];

  const allCountries = await tx.select({ id: countries.id, code: countries.code }).from(countries);
  refs.countryIds = Object.fromEntries(allCountries.map((c) => [c.code, c.id]));

  const [admin] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.name, 'admin'));
  const [user] = await tx
    .insert(users)
    .values({
      email: DEMO_ADMIN_EMAIL,
      passwordHash: await hashPassword(DEMO_ADMIN_PASSWORD),
      name: 'Amministratore',
      surname: 'Demo',
      active: true,
      status: 'active',
      memberArea: true,
      profileId: admin.id,
    })
    .returning({ id: users.id });
  refs.adminId = user.id;

  refs.pdfs = [];
  for (const title of ['Contratto di agenzia', 'Clausola arbitrale', 'Regolamento CAM', 'Modello di NDA']) {
    refs.pdfs.push((await storeFile(tx, demoPdf(title), `${title}.pdf`, user.id)).name);
  }
  refs.images = [];
  for (const colour of ['blue', 'green', 'red'] as const) {
    refs.images.push((await storeFile(tx, demoPng(colour), `${colour}.png`, user.id)).name);
  }
}
