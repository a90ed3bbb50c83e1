import { useEffect } from 'react';
import { FALLBACK_NAME, useAssociationName } from './association';

/** The browser tab's title: the page, then the association. */
export function usePageTitle(title: string | null) {
  const name = useAssociationName() || FALLBACK_NAME;
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
}
