import { ENTITIES, listPath, type TEntityKind } from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { matchPath, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../lib/api-client';

/** The list to go back to from a record's page that found nothing: '/conference/9' → Conferenze. */
export function wayBackFrom(pathname: string): { to: string; label: string } | null {
  for (const [kind, entity] of Object.entries(ENTITIES)) {
    if (!entity.detail || !matchPath({ path: entity.detail, end: true }, pathname)) continue;
    const to = listPath(kind as TEntityKind);
    return to ? { to, label: `Torna a ${entity.plural}` } : null;
  }
  return null;
}

/**
 * What a screen shows when its data could not be loaded: the server's Italian message and, when
 * the read can be tried again, "Riprova". A record that does not exist (404) cannot come back by
 * retrying: its page offers the way back to its list instead (or to the page before). The one
 * error state of every list, page and panel.
 */
export function QueryError({ error, onRetry }: { error: Error; onRetry?: () => unknown }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const missing = isApiError(error) && error.status === 404;
  const back = missing ? wayBackFrom(pathname) : null;
  let action = null;
  if (back) {
    action = (
      <Button color="inherit" size="small" component={RouterLink} to={back.to}>
        {back.label}
      </Button>
    );
  } else if (missing && window.history.length > 1) {
    action = (
      <Button color="inherit" size="small" onClick={() => navigate(-1)}>
        Torna indietro
      </Button>
    );
  } else if (onRetry) {
    action = (
      <Button color="inherit" size="small" onClick={() => onRetry()}>
        Riprova
      </Button>
    );
  }
  return (
    <Alert severity="error" action={action}>
      {error.message}
    </Alert>
  );
}
