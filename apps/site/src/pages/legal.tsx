import { SITE_PAGE_LABELS, SITE_PAGE_MSG, type TPublicPage, type TSitePage } from '@app/shared';
import { Link } from 'wouter';
import { PageHeading } from '../components/page-heading';
import { LoadError, Loading } from '../components/status';
import { usePageTitle } from '../lib/page-title';
import { useApi } from '../lib/use-api';

/** The text as paragraphs: a blank line separates them; a single line break stays one (CSS pre-line). */
function paragraphs(content: string): { key: string; text: string }[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text, n) => ({ key: `p${n}`, text }));
}

/**
 * Routes /area/privacy and /area/termini: the text the association published as that page, as
 * plain text (React escapes it: markup in it shows as written). Not published yet: it says so.
 */
export default function LegalPage({ page }: { page: TSitePage }) {
  const result = useApi<{ page: TPublicPage }>(`/public/pages/${page}`);
  const found = result.state === 'ready' ? result.data.page : null;
  const label = SITE_PAGE_LABELS[page];
  usePageTitle(found ? found.title : label);
  return (
    <section className="page narrow legal-page">
      {result.state === 'loading' ? <Loading /> : null}
      {found ? (
        <article className="legal-text">
          <PageHeading>{found.title}</PageHeading>
          {paragraphs(found.content).map((p) => (
            <p key={p.key}>{p.text}</p>
          ))}
        </article>
      ) : null}
      {result.state === 'error' ? (
        <>
          <PageHeading>{label}</PageHeading>
          {result.error.status === 404 ? (
            <div className="notice">
              <p>{SITE_PAGE_MSG.notPublished[page]}: la pagina sarà disponibile qui appena pronta.</p>
              <p>
                Intanto puoi tornare alla <Link href="/">pagina iniziale</Link>.
              </p>
            </div>
          ) : (
            <LoadError error={result.error} onRetry={result.reload} />
          )}
        </>
      ) : null}
    </section>
  );
}
