import { expertLanguages, type TPublicExpert } from '@app/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { ExpertPhoto } from '../components/expert-photo';
import { type Option, SelectField } from '../components/fields';
import { PageHeading } from '../components/page-heading';
import { LoadError, Loading } from '../components/status';
import { useT } from '../i18n/provider';
import { languageName, spoken } from '../lib/language-names';
import { usePageTitle } from '../lib/page-title';
import { useApi } from '../lib/use-api';

type Experts = { experts: TPublicExpert[] };
interface Filters {
  q: string;
  country: string;
  language: string;
}
const NONE: Filters = { q: '', country: '', language: '' };

const queryOf = (f: Filters) =>
  new URLSearchParams(Object.entries(f).filter(([, v]) => v.trim() !== '')).toString();

/** Route /area/esperti: the published experts, filtered by country and language, searched by name. */
export default function ExpertsPage() {
  const { t, locale } = useT();
  usePageTitle(t('experts.title'));
  const all = useApi<Experts>('/public/experts');
  const [filters, setFilters] = useState<Filters>(NONE);
  const [typed, setTyped] = useState('');
  const options = useMemo(() => {
    const experts = all.state === 'ready' ? all.data.experts : [];
    const countries = new Map(experts.map((e) => [String(e.country.id), e.country.name]));
    // the filter sends a language as the records write it; the reader sees its name in their language
    const languages = new Map(
      experts.flatMap((e) => expertLanguages(e.languages)).map((l) => [l, languageName(l, locale)]),
    );
    const unique = new Map([...languages].map(([value, label]) => [value.toLowerCase(), { value, label }]));
    const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, locale);
    return {
      countries: [...countries].map(([value, label]) => ({ value, label })).sort(byLabel),
      languages: [...unique.values()].sort(byLabel),
    };
  }, [all, locale]);
  const query = queryOf(filters);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ ...filters, q: typed });
  };

  return (
    <section className="page">
      <PageHeading>{t('experts.title')}</PageHeading>
      <p className="lead-muted">{t('experts.lead')}</p>
      <form className="card filters" role="search" aria-label={t('experts.search')} onSubmit={search}>
        <div className="field">
          <label htmlFor="expert-q">{t('experts.name')}</label>
          <div className="search-row">
            <input
              id="expert-q"
              type="search"
              value={typed}
              maxLength={100}
              autoComplete="off"
              onChange={(e) => setTyped(e.target.value)}
            />
            <button type="submit" className="button">
              {t('experts.searchButton')}
            </button>
          </div>
        </div>
        <SelectField
          id="expert-country"
          label={t('experts.country')}
          value={filters.country}
          onChange={(country) => setFilters({ ...filters, country })}
          options={options.countries}
          placeholder={t('experts.allCountries')}
        />
        <SelectField
          id="expert-language"
          label={t('experts.language')}
          value={filters.language}
          onChange={(language) => setFilters({ ...filters, language })}
          options={options.languages}
          placeholder={t('experts.allLanguages')}
        />
        {query ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setFilters(NONE);
              setTyped('');
            }}
          >
            {t('experts.reset')}
          </button>
        ) : null}
      </form>
      {all.state === 'loading' ? <Loading label={t('experts.loading')} /> : null}
      {all.state === 'error' ? <LoadError error={all.error} onRetry={all.reload} /> : null}
      {all.state === 'ready' ? (
        query ? (
          <FilteredExperts query={query} />
        ) : (
          <ExpertList experts={all.data.experts} />
        )
      ) : null}
    </section>
  );
}

function FilteredExperts({ query }: { query: string }) {
  const result = useApi<Experts>(`/public/experts?${query}`);
  const { t } = useT();
  if (result.state === 'loading') return <Loading label={t('experts.searching')} />;
  if (result.state === 'error') return <LoadError error={result.error} onRetry={result.reload} />;
  return <ExpertList experts={result.data.experts} />;
}

function ExpertList({ experts }: { experts: TPublicExpert[] }) {
  const { t, locale } = useT();
  return (
    <>
      <p className="muted" role="status">
        {experts.length === 0 ? t('experts.none') : t('experts.count', { count: experts.length })}
      </p>
      <ul className="expert-list">
        {experts.map((e) => (
          <li key={e.id} className="card expert-card">
            <ExpertPhoto expert={e} size="small" />
            <div>
              <h2>
                <Link href={`/esperti/${e.id}`}>
                  {e.name} {e.surname}
                </Link>
              </h2>
              {e.job_title ? <p>{e.job_title}</p> : null}
              <p className="muted">
                {e.country.name}
                {e.languages ? ` · ${spoken(e.languages, locale)}` : ''}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
