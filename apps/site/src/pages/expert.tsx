import type { TPublicExpert } from '@app/shared';
import { Link } from 'wouter';
import { ExpertPhoto } from '../components/expert-photo';
import { PageHeading } from '../components/page-heading';
import { LoadError, Loading } from '../components/status';
import { useT } from '../i18n/provider';
import { spoken } from '../lib/language-names';
import { usePageTitle } from '../lib/page-title';
import { useApi } from '../lib/use-api';

/** The profile's texts, in this order, each under its heading (experts.sections.<field>). */
const SECTIONS = [
  'current_professional_position',
  'previous_position',
  'academic_position',
  'professional_qualification',
  'education',
  'short_publication',
] as const satisfies readonly (keyof TPublicExpert)[];

/** Route /area/esperti/{id}: one published expert's public profile. */
export default function ExpertPage({ id }: { id: string }) {
  const valid = /^\d{1,9}$/.test(id);
  const result = useApi<{ expert: TPublicExpert }>(`/public/experts/${valid ? id : '0'}`);
  const expert = result.state === 'ready' ? result.data.expert : null;
  const { t, locale } = useT();
  usePageTitle(expert ? `${expert.name} ${expert.surname}` : t('experts.expert'));
  return (
    <section className="page narrow">
      <p>
        <Link href="/esperti">{t('experts.all')}</Link>
      </p>
      {result.state === 'loading' ? <Loading label={t('experts.loadingProfile')} /> : null}
      {result.state === 'error' ? (
        <>
          <PageHeading>{t('experts.expert')}</PageHeading>
          <LoadError error={result.error} onRetry={result.reload} />
        </>
      ) : null}
      {expert ? (
        <article className="card expert-profile">
          <header className="expert-head">
            <ExpertPhoto expert={expert} size="large" />
            <div>
              <PageHeading>
                {expert.name} {expert.surname}
              </PageHeading>
              {expert.job_title ? <p className="lead">{expert.job_title}</p> : null}
            </div>
          </header>
          <dl className="expert-facts">
            <dt>{t('experts.country')}</dt>
            <dd>{expert.country.name}</dd>
            {expert.languages ? (
              <>
                <dt>{t('experts.languages')}</dt>
                <dd>{spoken(expert.languages, locale)}</dd>
              </>
            ) : null}
          </dl>
          {SECTIONS.filter((key) => expert[key]).map((key) => (
            <section key={key} className="expert-section">
              <h2>{t(`experts.sections.${key}`)}</h2>
              <p className="pre-line">{String(expert[key])}</p>
            </section>
          ))}
        </article>
      ) : null}
    </section>
  );
}
