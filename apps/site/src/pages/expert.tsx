import type { TPublicExpert } from '@app/shared';
import { Link } from 'wouter';
import { ExpertPhoto } from '../components/expert-photo';
import { PageHeading } from '../components/page-heading';
import { LoadError, Loading } from '../components/status';
import { usePageTitle } from '../lib/page-title';
import { useApi } from '../lib/use-api';

const SECTIONS: [keyof TPublicExpert, string][] = [
  ['current_professional_position', 'Posizione attuale'],
  ['previous_position', 'Posizioni precedenti'],
  ['academic_position', 'Posizione accademica'],
  ['professional_qualification', 'Qualifica professionale'],
  ['education', 'Formazione'],
  ['short_publication', 'Pubblicazioni'],
];

/** Route /area/esperti/{id}: one published expert's public profile. */
export default function ExpertPage({ id }: { id: string }) {
  const valid = /^\d{1,9}$/.test(id);
  const result = useApi<{ expert: TPublicExpert }>(`/public/experts/${valid ? id : '0'}`);
  const expert = result.state === 'ready' ? result.data.expert : null;
  usePageTitle(expert ? `${expert.name} ${expert.surname}` : 'Esperto');
  return (
    <section className="page narrow">
      <p>
        <Link href="/esperti">← Tutti gli esperti</Link>
      </p>
      {result.state === 'loading' ? <Loading label="Caricamento del profilo…" /> : null}
      {result.state === 'error' ? (
        <>
          <PageHeading>Esperto</PageHeading>
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
            <dt>Paese</dt>
            <dd>{expert.country.name}</dd>
            {expert.languages ? (
              <>
                <dt>Lingue</dt>
                <dd>{expert.languages}</dd>
              </>
            ) : null}
          </dl>
          {SECTIONS.filter(([key]) => expert[key]).map(([key, label]) => (
            <section key={key} className="expert-section">
              <h2>{label}</h2>
              <p className="pre-line">{String(expert[key])}</p>
            </section>
          ))}
        </article>
      ) : null}
    </section>
  );
}
