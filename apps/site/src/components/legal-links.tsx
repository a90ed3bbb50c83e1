import { SITE_PAGE_PATHS, SITE_PAGES } from '@app/shared';
import { Link, useLocation, useRouter } from 'wouter';
import { useT } from '../i18n/provider';
import { usePublishedPages } from '../lib/legal-pages';

/** The footer's links to the legal pages the association has published (none: no list). */
export function LegalLinks() {
  const published = usePublishedPages();
  const [location] = useLocation();
  const { t } = useT();
  const pages = SITE_PAGES.filter((page) => published[page]);
  if (pages.length === 0) return null;
  return (
    <nav className="legal-links" aria-label={t('legal.links')}>
      <ul>
        {pages.map((page) => (
          <li key={page}>
            <Link
              href={SITE_PAGE_PATHS[page]}
              aria-current={location === SITE_PAGE_PATHS[page] ? 'page' : undefined}
            >
              {t(`legal.pages.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The privacy policy beside a consent checkbox: in a new tab, so the form being filled stays as
 * it is (wouter's Link would navigate this tab). The page says so when it is not published yet.
 */
export function PrivacyLink() {
  const { base } = useRouter();
  const { t } = useT();
  return (
    <a href={`${base}${SITE_PAGE_PATHS.privacy}`} target="_blank" rel="noopener">
      {t('legal.privacyLink')}
      <span className="visually-hidden"> {t('legal.newTab')}</span>
    </a>
  );
}
