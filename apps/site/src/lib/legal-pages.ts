import type { TSitePage } from '@app/shared';
import { useEffect, useState } from 'react';
import { api } from './api';

/** GET /api/public/pages: which legal pages the association has published. */
export type PublishedPages = Record<TSitePage, boolean>;

/** Until the server answers (or when it cannot): no links, rather than links to missing pages. */
const NONE: PublishedPages = { privacy: false, terms: false };

let asked: Promise<PublishedPages> | null = null;

/** Asked once per visit (again after a failure), as the association's name is. */
function publishedPages(): Promise<PublishedPages> {
  asked ??= api<{ pages: PublishedPages }>('/public/pages').then(
    (r) => r.pages,
    () => {
      asked = null;
      return NONE;
    },
  );
  return asked;
}

export function usePublishedPages(): PublishedPages {
  const [value, setValue] = useState(NONE);
  useEffect(() => {
    let live = true;
    publishedPages().then((pages) => live && setValue(pages));
    return () => {
      live = false;
    };
  }, []);
  return value;
}
