import type { TMemberDocuments } from '@app/shared';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageHeading } from '../components/page-heading';
import { errorText, LoadError, Loading } from '../components/status';
import { ApiError, downloadFile } from '../lib/api';
import { useSignedIn } from '../lib/member-session';
import { usePageTitle } from '../lib/page-title';
import { useApi } from '../lib/use-api';
import { SignInFirst } from './member';

type Section = TMemberDocuments['sections'][number];

/** /area/documenti: the sections by category, their chapters and documents, and the document area. */
export default function DocumentsPage() {
  usePageTitle('Documenti');
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst />;
  return <Documents />;
}

function Documents() {
  const docs = useApi<TMemberDocuments>('/member/documents');
  const [error, setError] = useState<string | null>(null);
  const download = (url: string) => {
    setError(null);
    downloadFile(url.replace(/^\/api/, ''), 'documento').catch((err: unknown) =>
      setError(err instanceof ApiError ? errorText(err) : String(err)),
    );
  };
  if (docs.state === 'loading') return <Loading label="Caricamento dei documenti…" />;
  if (docs.state === 'error') {
    return (
      <section className="page narrow">
        <PageHeading>Documenti</PageHeading>
        <LoadError error={docs.error} onRetry={docs.reload} />
        <p>
          <Link href="/socio">Torna all’area soci</Link>
        </p>
      </section>
    );
  }
  const byCategory = new Map<string, Section[]>();
  for (const s of docs.data.sections) byCategory.set(s.category, [...(byCategory.get(s.category) ?? []), s]);
  return (
    <article className="page documents">
      <PageHeading>Documenti</PageHeading>
      {error ? (
        <div className="notice notice-error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      {[...byCategory].map(([category, sections]) => (
        <section key={category} className="panel" aria-label={category}>
          <h2>{category}</h2>
          {sections.map((s) => (
            <details key={s.id}>
              <summary>{s.title || 'Sezione senza titolo'}</summary>
              {s.chapters.map((c) => (
                <div key={c.id} className="chapter">
                  <h3>{c.title}</h3>
                  {c.content ? <p className="prewrap">{c.content}</p> : null}
                  <ul className="member-list">
                    {c.documents.map((d) => (
                      <li key={d.id}>
                        <div>
                          <strong>{d.title}</strong>
                          {d.expert ? <span className="lead-muted"> · {d.expert}</span> : null}
                        </div>
                        <div className="member-actions">
                          {d.files.map((f) => (
                            <button
                              key={f.language}
                              type="button"
                              className="button button-small"
                              aria-label={`Scarica «${d.title}» in ${f.language_name}`}
                              onClick={() => download(f.url)}
                            >
                              {f.language_name}
                            </button>
                          ))}
                        </div>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </details>
          ))}
        </section>
      ))}
      {docs.data.judicial_documents.length + docs.data.judicial_texts.length > 0 ? (
        <section className="panel" aria-labelledby="area-title">
          <h2 id="area-title">Area documenti</h2>
          <ul className="member-list">
            {docs.data.judicial_documents.map((d) => (
              <li key={`d${d.id}`}>
                <strong>{d.title}</strong>
                <button type="button" className="button button-small" onClick={() => download(d.url)}>
                  Scarica<span className="visually-hidden"> «{d.title}»</span>
                </button>
              </li>
            ))}
          </ul>
          {docs.data.judicial_texts.map((t) => (
            <details key={`t${t.id}`}>
              <summary>{t.title}</summary>
              <p className="prewrap">{t.content}</p>
            </details>
          ))}
        </section>
      ) : null}
    </article>
  );
}
