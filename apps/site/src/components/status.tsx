import { Link } from 'wouter';
import { type ApiError, NETWORK_MESSAGE } from '../lib/api';
import { usePageTitle } from '../lib/page-title';
import { PageHeading } from './page-heading';

export function Loading({ label = 'Caricamento…' }: { label?: string }) {
  return (
    <p className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

/** What a failed call means for the person, in words: not reached, too many requests, or the server's message. */
export function errorText(error: ApiError): string {
  if (error.status === 0) return NETWORK_MESSAGE;
  if (error.status === 429) {
    const minutes = error.retryAfter ? Math.max(1, Math.ceil(error.retryAfter / 60)) : null;
    return minutes
      ? `Troppe richieste da questa connessione: riprova tra ${minutes === 1 ? 'un minuto' : `${minutes} minuti`}.`
      : 'Troppe richieste da questa connessione: riprova tra qualche minuto.';
  }
  if (error.status >= 500) return 'Si è verificato un errore del server: riprova tra poco.';
  return error.message;
}

/** Content could not be loaded: say why, and offer to try again when that can help. */
export function LoadError({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  return (
    <div className="notice notice-error" role="alert">
      <p>{errorText(error)}</p>
      {onRetry && (error.status === 0 || error.status >= 500 || error.status === 429) ? (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          Riprova
        </button>
      ) : null}
    </div>
  );
}

export function NotFound() {
  usePageTitle('Pagina non trovata');
  return (
    <section className="page narrow">
      <PageHeading>Pagina non trovata</PageHeading>
      <p>
        L'indirizzo che hai aperto non corrisponde a nessuna pagina, oppure la pagina non è più disponibile.
      </p>
      <p>
        <Link href="/">Torna alla pagina iniziale</Link> o consulta le{' '}
        <Link href="/conferenze">conferenze in programma</Link>.
      </p>
    </section>
  );
}
