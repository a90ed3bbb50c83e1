import { FIRST_ADMIN_COMMAND } from '@app/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { useAdminExists } from '../api/setup';

/** First run: no admin exists yet, so nobody can sign in; say how to create one on the server. */
export function FirstAdminHint() {
  const adminExists = useAdminExists();
  if (adminExists.data !== false) return null;
  return (
    <Alert severity="info" sx={{ mb: 2.5 }}>
      <AlertTitle>Nessun amministratore</AlertTitle>
      Per creare il primo, sul server esegui{' '}
      <Box component="code" sx={{ fontFamily: 'monospace' }}>
        {/* a narrow screen may wrap before <email>, never inside the command */}
        {FIRST_ADMIN_COMMAND.split(/ (?=<)/).map((part, i) => (
          <Fragment key={part}>
            {i > 0 ? ' ' : null}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {part}
            </Box>
          </Fragment>
        ))}
      </Box>{' '}
      (chiede la password; con il database incorporato, a server fermo), oppure riavvia il server con{' '}
      <code>ADMIN_EMAIL</code> e <code>ADMIN_PASSWORD</code>.
    </Alert>
  );
}
