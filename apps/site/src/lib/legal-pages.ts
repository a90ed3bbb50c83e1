import type { TSitePage } from '@app/shared';
import { askedOnce } from './asked-once';

/** GET /api/public/pages: which legal pages the association has published. */
export type PublishedPages = Record<TSitePage, boolean>;

/** Until the server answers (or when it cannot): no links, rather than links to missing pages. */
const NONE: PublishedPages = { privacy: false, terms: false };

/** GET /api/public/pages, asked once per visit. */
export const usePublishedPages = askedOnce<{ pages: PublishedPages }, PublishedPages>(
  '/public/pages',
  (r) => r.pages,
  NONE,
);
