import type { TPublicPage, TSitePage } from '@app/shared';
import { Link } from 'wouter';
import { ContentText, InItalianNote } from '../components/in-italian';
import { PageHeading } from '../components/page-heading';
import { LoadError, Loading } from '../components/status';
import { localized } from '../i18n/format';
import { useT } from '../i18n/provider';
import { usePageTitle } from '../lib/page-title';
import { useApi } from '../lib/use-api';

/** The page's English title and text, when the association wrote them (null: none). */
type Page = TPublicPage & { title_en?: string | null; content_en?: string | null };

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
 * plain text (React escapes it: markup in it shows as written), in English where it wrote one,
 * else the Italian, marked as such. Not published yet: it says so.
 */
export default function LegalPage({ page }: { page: TSitePage }) {
  const result = useApi<{ page: Page }>(`/public/pages/${page}`);
  const { t, locale } = useT();
  const found = result.state === 'ready' ? result.data.page : null;
  const label = t(`legal.pages.${page}`);
  const title = found ? localized(locale, found.title, found.title_en) : null;
  const content = found ? localized(locale, found.content, found.content_en) : null;
  usePageTitle(title ? title.text : label);
  return (
    <section className="page narrow legal-page">
      {result.state === 'loading' ? <Loading label={t('legal.loading')} /> : null}
      {found && title && content ? (
        <article className="legal-text">
          <PageHeading>
            <ContentText it={found.title} en={found.title_en} />
          </PageHeading>
          {/* an English title over an Italian text: the note goes with the text */}
          {content.italian && !title.italian ? (
            <p>
              <InItalianNote />
            </p>
          ) : null}
          <div lang={content.italian ? 'it' : undefined}>
            {paragraphs(content.text).map((p) => (
              <p key={p.key}>{p.text}</p>
            ))}
          </div>
        </article>
      ) : null}
      {result.state === 'error' ? (
        <>
          <PageHeading>{label}</PageHeading>
          {result.error.status === 404 ? (
            <div className="notice">
              <p>{t(`legal.notPublished.${page}`)}</p>
              <p>
                {t('legal.meanwhile')} <Link href="/">{t('legal.home')}</Link>.
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
