import { Link } from 'wouter';
import { activeTranslator, useT } from '../i18n/provider';
import { rich } from '../i18n/rich';
import type { Translator } from '../i18n/translator';
import { type ApiError, UNREADABLE_MESSAGE } from '../lib/api';
import { usePageTitle } from '../lib/page-title';
import { PageHeading } from './page-heading';

export function Loading({ label }: { label?: string }) {
  const { t } = useT();
  return (
    <p className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label ?? t('status.loading')}
    </p>
  );
}

/**
 * What a failed call means for the person, in words: not reached, too many requests, or the
 * server's message (in the site's language: the API answers in it, and an Italian text of the
 * shared schemas is read through the catalogue). In a render pass `useT()`'s translator, so the
 * words follow the switch; in a handler the one in use is taken.
 */
export function errorText(
  error: ApiError,
  tr: Pick<Translator, 't' | 'message'> = activeTranslator(),
): string {
  const { t, message } = tr;
  if (error.status === 0) return t('status.network');
  if (error.status === 429) {
    const minutes = error.retryAfter ? Math.max(1, Math.ceil(error.retryAfter / 60)) : null;
    return minutes ? t('status.tooMany', { count: minutes }) : t('status.tooManySoon');
  }
  if (error.status >= 500) return t('status.server');
  if (error.message === UNREADABLE_MESSAGE) return t('status.unreadable');
  return message(error.message);
}

/** Content could not be loaded: say why, and offer to try again when that can help. */
export function LoadError({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  const tr = useT();
  return (
    <div className="notice notice-error" role="alert">
      <p>{errorText(error, tr)}</p>
      {onRetry && (error.status === 0 || error.status >= 500 || error.status === 429) ? (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {tr.t('status.retry')}
        </button>
      ) : null}
    </div>
  );
}

export function NotFound() {
  const { t } = useT();
  usePageTitle(t('status.notFound.title'));
  return (
    <section className="page narrow">
      <PageHeading>{t('status.notFound.title')}</PageHeading>
      <p>{t('status.notFound.text')}</p>
      <p>
        {rich(t('status.notFound.links'), {
          home: (words) => <Link href="/">{words}</Link>,
          list: (words) => <Link href="/conferenze">{words}</Link>,
        })}
      </p>
    </section>
  );
}
