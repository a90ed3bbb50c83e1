import { MSG, SECTION_READ_ONLY, type TSection, type ZSectionUpdate } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sections } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseReadOnlyChanges } from '../../lib/read-only-fields.ts';
import { trashVersioned, updateVersioned } from '../../lib/records.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import {
  categoryExists,
  findSectionHead,
  knownLanguages,
  liveExpertIds,
  readTree,
  replaceTree,
  storedFiles,
} from './repository.ts';

export type SectionInput = z.output<typeof ZSectionUpdate>;

/** Field errors are named as the request names them: section.rows.0.documents.1.file.en */
const FIELD = 'section';

export async function getSection(db: Db, id: number): Promise<TSection | null> {
  const head = await findSectionHead(db, id);
  if (!head) return null;
  return { ...head, rows: await readTree(db, id) };
}

/**
 * Every reference of the tree must exist before anything is written: the category, the experts
 * (not in the trash, unless the section already pointed at them), the languages and the stored
 * files (documents, not images). All problems are reported at once.
 */
async function checkReferences(db: Db, input: SectionInput, previous: TSection | null) {
  const errors: Record<string, string> = {};
  if (!(await categoryExists(db, input.category_id)))
    errors[`${FIELD}.category_id`] = 'Categoria inesistente';

  const documents = input.rows.flatMap((chapter, c) =>
    chapter.documents.map((document, d) => ({ document, path: `${FIELD}.rows.${c}.documents.${d}` })),
  );
  const expertIds = [...new Set(documents.flatMap(({ document }) => document.expert_id ?? []))];
  const codes = [...new Set(documents.flatMap(({ document }) => Object.keys(document.file)))];
  const names = [...new Set(documents.flatMap(({ document }) => Object.values(document.file)))];
  const [experts, languages, files] = await Promise.all([
    liveExpertIds(db, expertIds),
    knownLanguages(db, codes),
    storedFiles(db, names),
  ]);
  const kept = new Set(previous?.rows.flatMap((c) => c.documents.flatMap((d) => d.expert_id ?? [])) ?? []);

  for (const { document, path } of documents) {
    if (document.expert_id !== null && !experts.has(document.expert_id) && !kept.has(document.expert_id)) {
      errors[`${path}.expert_id`] = 'Esperto inesistente';
    }
    for (const [code, name] of Object.entries(document.file)) {
      const type = files.get(name);
      if (!languages.has(code)) errors[`${path}.file.${code}`] = 'Lingua inesistente';
      else if (type === undefined) errors[`${path}.file.${code}`] = 'File inesistente';
      else if (type.startsWith('image/'))
        errors[`${path}.file.${code}`] = 'Il file deve essere un pdf, doc o docx';
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError('validation', MSG.invalidData, { errors });
}

const sectionRecord = (tx: Db, id: number) => ({
  table: sections,
  id,
  key: FIELD,
  load: () => getSection(tx, id),
});

export async function createSection(tx: Db, audit: AuditRecorder, input: SectionInput): Promise<TSection> {
  refuseReadOnlyChanges(FIELD, input, null, SECTION_READ_ONLY);
  await checkReferences(tx, input, null);
  const [row] = await tx
    .insert(sections)
    .values({ categoryId: input.category_id, title: input.title })
    .returning({ id: sections.id });
  await replaceTree(tx, row.id, input.rows);
  const saved = (await getSection(tx, row.id))!;
  audit.record({ entity: 'section', entityId: row.id, action: 'create', after: saved });
  return saved;
}

export function updateSection(
  tx: Db,
  audit: AuditRecorder,
  id: number,
  input: SectionInput,
  expected: number | undefined,
): Promise<TSection> {
  return updateVersioned(tx, {
    ...sectionRecord(tx, id),
    audit,
    expected,
    body: input,
    readOnly: SECTION_READ_ONLY,
    check: (before) => checkReferences(tx, input, before),
    write: async () => {
      await tx
        .update(sections)
        .set({ categoryId: input.category_id, title: input.title })
        .where(eq(sections.id, id));
      await replaceTree(tx, id, input.rows);
    },
  });
}

export function deleteSection(tx: Db, audit: AuditRecorder, id: number): Promise<void> {
  return trashVersioned(tx, audit, { ...sectionRecord(tx, id), entity: 'section' });
}
