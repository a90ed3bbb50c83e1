import { useEffect } from 'react';
import { useT } from '../i18n/provider';
import { useAssociationName } from './association';

/** The browser tab's title: the page, then the association (the site's own name until it is known). */
export function usePageTitle(title: string | null) {
  const { t } = useT();
  const name = useAssociationName() || t('common.siteName');
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
}
