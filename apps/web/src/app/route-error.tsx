import { MSG } from '@app/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRouteError } from 'react-router';

function ErrorMessage({ landmark }: { landmark: boolean }) {
  const error = useRouteError();
  // Logged for whoever opens the console; the screen shows a plain Italian message.
  console.error(error);
  return (
    <Box component={landmark ? 'main' : 'div'} sx={{ p: 3, maxWidth: 640, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              Ricarica
            </Button>
            {/* a full load: the router that failed is not trusted to get there */}
            <Button color="inherit" size="small" href="/dashboard">
              Dashboard
            </Button>
          </Stack>
        }
      >
        <AlertTitle>{MSG.somethingWrong}</AlertTitle>
        Questa pagina non si è aperta. Ricaricala per riprovare; se l'errore si ripete, torna alla Dashboard e
        segnala cosa stavi facendo.
      </Alert>
    </Box>
  );
}

/** Shown when a route outside the layout throws or its code cannot be loaded (e.g. after a release). */
export const RootError = () => <ErrorMessage landmark />;

/** The same inside the admin layout, whose <main> already frames it. */
export const PageError = () => <ErrorMessage landmark={false} />;
