import { ConferenceList } from '../components/conference-list';
import { PageHeading } from '../components/page-heading';
import { useT } from '../i18n/provider';
import { usePageTitle } from '../lib/page-title';

export function CataloguePage() {
  const { t } = useT();
  usePageTitle(t('catalogue.title'));
  return (
    <section className="page">
      <PageHeading>{t('catalogue.title')}</PageHeading>
      <p className="lead-muted">{t('catalogue.lead')}</p>
      <ConferenceList headingLevel={2} />
    </section>
  );
}
