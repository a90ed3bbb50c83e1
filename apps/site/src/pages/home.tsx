import { Link } from 'wouter';
import { ConferenceList } from '../components/conference-list';
import { PageHeading } from '../components/page-heading';
import { useT } from '../i18n/provider';
import { rich } from '../i18n/rich';
import { useAssociation } from '../lib/association';
import { usePageTitle } from '../lib/page-title';

export function HomePage() {
  const { name, card_payments: card } = useAssociation();
  const { t } = useT();
  usePageTitle(null);
  return (
    <>
      <section className="hero">
        <div className="hero-inner">
          <p className="eyebrow">{t('home.eyebrow')}</p>
          <PageHeading>{name || t('common.siteName')}</PageHeading>
          <p className="lead">{t(card ? 'home.leadCard' : 'home.leadTransfer')}</p>
          <Link href="/conferenze" className="button button-light">
            {t('home.seeAll')}
          </Link>
        </div>
      </section>
      <section className="page" aria-labelledby="in-programma">
        <h2 id="in-programma">{t('home.upcoming')}</h2>
        <ConferenceList headingLevel={3} />
      </section>
      <section className="page" aria-labelledby="esperti-arbitri">
        <h2 id="esperti-arbitri">{t('home.experts')}</h2>
        <ul>
          <li>{rich(t('home.searchExperts'), { link: (words) => <Link href="/esperti">{words}</Link> })}</li>
          <li>{rich(t('home.apply'), { link: (words) => <Link href="/candidatura">{words}</Link> })}</li>
        </ul>
      </section>
    </>
  );
}
