import type { FastifyInstance } from 'fastify';
import { conferences } from '../../db/schema/index.ts';
import { storeFile } from '../../plugins/files.ts';
import { demoPng } from '../../seed/demo-files.ts';

/** Test data helpers of the transfers feature (not a test file itself). */
export async function insertConference(app: FastifyInstance): Promise<number> {
  const image = await storeFile(app.db, demoPng('blue'), 'c.png', null);
  const [{ id }] = await app.db
    .insert(conferences)
    .values({
      title: 'Conf',
      vatRule: 'all',
      country: 'italy',
      city: 'Milano',
      description: 'd',
      image: image.name,
      dateStart: '2026-12-01',
      dateEnd: '2026-12-02',
      price: 10000,
    })
    .returning({ id: conferences.id });
  return id;
}
