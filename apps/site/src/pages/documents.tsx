import type { TMemberDocuments } from '@app/shared';
import { useState } from 'react';
import { Link } from 'wouter';
import { ContentText, InItalianNote } from '../components/in-italian';
import { PageHeading } from '../components/page-heading';
import { SignInFirst } from '../components/sign-in-first';
import { errorText, LoadError, Loading } from '../components/status';
import { localized } from '../i18n/format';
import { useT } from '../i18n/provider';
import { ApiError, downloadFile } from '../lib/api';
import { useSignedIn } from '../lib/member-session';
import { usePageTitle } from '../lib/page-title';
import { useApi } from '../lib/use-api';

type Section = TMemberDocuments['sections'][number];
/** a text's English title and content, once the server sends them (null: none written) */
type English = { title_en?: string | null; content_en?: string | null };

/** /area/documenti: the sections by category, their chapters and documents, and the document area. */
export default function DocumentsPage() {
  const { t } = useT();
  usePageTitle(t('documents.title'));
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst />;
  return <Documents />;
}

function Documents() {
  const docs = useApi<TMemberDocuments>('/member/documents');
  const [error, setError] = useState<string | null>(null);
  const { t, message } = useT();
  const download = (url: string) => {
    setError(null);
    downloadFile(url.replace(/^\/api/, ''), t('documents.fileName')).catch((err: unknown) =>
      setError(err instanceof ApiError ? errorText(err) : String(err)),
    );
  };
  if (docs.state === 'loading') return <Loading label={t('documents.loading')} />;
  if (docs.state === 'error') {
    return (
      <section className="page narrow">
        <PageHeading>{t('documents.title')}</PageHeading>
        <LoadError error={docs.error} onRetry={docs.reload} />
        <p>
          <Link href="/socio">{t('member.backToArea')}</Link>
        </p>
      </section>
    );
  }
  const byCategory = new Map<string, Section[]>();
  for (const s of docs.data.sections) byCategory.set(s.category, [...(byCategory.get(s.category) ?? []), s]);
  return (
    <article className="page documents">
      <PageHeading>{t('documents.title')}</PageHeading>
      {error ? (
        <div className="notice notice-error" role="alert">
          <p>{message(error)}</p>
        </div>
      ) : null}
      {[...byCategory].map(([category, sections]) => (
        <section key={category} className="panel" aria-label={category}>
          <h2>{category}</h2>
          {sections.map((s) => (
            <details key={s.id}>
              <summary>{s.title || t('documents.untitled')}</summary>
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
                              aria-label={t('documents.downloadIn', {
                                title: d.title,
                                language: f.language_name,
                              })}
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
          <h2 id="area-title">{t('documents.area')}</h2>
          <ul className="member-list">
            {docs.data.judicial_documents.map((d) => (
              <li key={`d${d.id}`}>
                <strong>{d.title}</strong>
                <button type="button" className="button button-small" onClick={() => download(d.url)}>
                  {t('documents.download')}
                  <span className="visually-hidden"> {t('documents.quoted', { title: d.title })}</span>
                </button>
              </li>
            ))}
          </ul>
          {docs.data.judicial_texts.map((text) => (
            <JudicialText key={`t${text.id}`} text={text} />
          ))}
        </section>
      ) : null}
    </article>
  );
}

/** A text of the document area, in English where the association wrote one (else the Italian, marked). */
function JudicialText({ text }: { text: TMemberDocuments['judicial_texts'][number] & English }) {
  const { locale } = useT();
  const title = localized(locale, text.title, text.title_en);
  const content = localized(locale, text.content, text.content_en);
  return (
    <details>
      <summary>
        <ContentText it={text.title} en={text.title_en} />
      </summary>
      {/* an English title over an Italian text: the note goes with the text */}
      {content.italian && !title.italian ? (
        <p>
          <InItalianNote />
        </p>
      ) : null}
      <p className="prewrap" lang={content.italian ? 'it' : undefined}>
        {content.text}
      </p>
    </details>
  );
}
