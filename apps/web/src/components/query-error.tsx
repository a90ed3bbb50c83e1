import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/**
 * What a screen shows when its data could not be loaded: the server's Italian message and, when
 * the read can be tried again, "Riprova". The one error state of every list, page and panel.
 */
export function QueryError({ error, onRetry }: { error: Error; onRetry?: () => unknown }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={() => onRetry()}>
            Riprova
          </Button>
        ) : undefined
      }
    >
      {error.message}
    </Alert>
  );
}
