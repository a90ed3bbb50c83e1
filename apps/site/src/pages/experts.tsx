import { expertLanguages, type TPublicExpert } from '@app/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { ExpertPhoto } from '../components/expert-photo';
import { SelectField } from '../components/fields';
import { PageHeading } from '../components/page-heading';
import { LoadError, Loading } from '../components/status';
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
  usePageTitle('Esperti');
  const all = useApi<Experts>('/public/experts');
  const [filters, setFilters] = useState<Filters>(NONE);
  const [typed, setTyped] = useState('');
  const options = useMemo(() => {
    const experts = all.state === 'ready' ? all.data.experts : [];
    const countries = new Map(experts.map((e) => [String(e.country.id), e.country.name]));
    const languages = new Map(
      experts.flatMap((e) => expertLanguages(e.languages)).map((l) => [l.toLowerCase(), l]),
    );
    const sorted = (m: Map<string, string>) =>
      [...m].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, 'it'));
    return { countries: sorted(countries), languages: sorted(languages) };
  }, [all]);
  const query = queryOf(filters);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ ...filters, q: typed });
  };

  return (
    <section className="page">
      <PageHeading>Esperti</PageHeading>
      <p className="lead-muted">
        Gli esperti dell'associazione: filtra per paese e lingua o cerca per nome, poi apri un profilo.
      </p>
      <form className="card filters" role="search" aria-label="Cerca tra gli esperti" onSubmit={search}>
        <div className="field">
          <label htmlFor="expert-q">Nome o cognome</label>
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
              Cerca
            </button>
          </div>
        </div>
        <SelectField
          id="expert-country"
          label="Paese"
          value={filters.country}
          onChange={(country) => setFilters({ ...filters, country })}
          options={options.countries}
          placeholder="Tutti i paesi"
        />
        <SelectField
          id="expert-language"
          label="Lingua"
          value={filters.language}
          onChange={(language) => setFilters({ ...filters, language })}
          options={options.languages.map((o) => ({ value: o.label, label: o.label }))}
          placeholder="Tutte le lingue"
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
            Azzera i filtri
          </button>
        ) : null}
      </form>
      {all.state === 'loading' ? <Loading label="Caricamento degli esperti…" /> : null}
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
  if (result.state === 'loading') return <Loading label="Ricerca in corso…" />;
  if (result.state === 'error') return <LoadError error={result.error} onRetry={result.reload} />;
  return <ExpertList experts={result.data.experts} />;
}

function ExpertList({ experts }: { experts: TPublicExpert[] }) {
  return (
    <>
      <p className="muted" role="status">
        {experts.length === 0
          ? 'Nessun esperto corrisponde alla ricerca.'
          : experts.length === 1
            ? 'Un esperto'
            : `${experts.length} esperti`}
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
                {e.languages ? ` · ${e.languages}` : ''}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
