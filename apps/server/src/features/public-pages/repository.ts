import type { TPublicPage, TPublicPages, TSitePage } from '@app/shared';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { judicialTexts } from '../../db/schema/index.ts';

/** The live text published as `page`, as the site shows it; null while none is. */
export async function findPublicPage(db: Db, page: TSitePage): Promise<TPublicPage | null> {
  const [row] = await db
    .select({
      title: judicialTexts.title,
      content: judicialTexts.content,
      title_en: judicialTexts.titleEn,
      content_en: judicialTexts.contentEn,
    })
    .from(judicialTexts)
    .where(and(eq(judicialTexts.sitePage, page), isNull(judicialTexts.deletedAt)));
  return row ?? null;
}

/** Which pages a live text is published as (the site's footer links only those). */
export async function publishedPages(db: Db): Promise<TPublicPages> {
  const rows = await db
    .select({ page: judicialTexts.sitePage })
    .from(judicialTexts)
    .where(and(isNotNull(judicialTexts.sitePage), isNull(judicialTexts.deletedAt)));
  const published = new Set(rows.map((r) => r.page));
  return { privacy: published.has('privacy'), terms: published.has('terms') };
}
