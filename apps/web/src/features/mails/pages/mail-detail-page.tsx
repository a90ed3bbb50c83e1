import { entityUrl, MSG, mailKindLabel, type TMail } from '@app/shared';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { formatWhen } from '../../../components/history-panel';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useSnackbar } from '../../../components/snackbar';
import { useMail } from '../api/get-mail';
import { useRetryMail } from '../api/retry-mail';
import { MailStatusChip } from '../components/mail-status-chip';

function Facts({ mail }: { mail: TMail }) {
  const about = mail.entity && mail.entity_id ? entityUrl(mail.entity, mail.entity_id) : null;
  const facts: [string, React.ReactNode][] = [
    ['Destinatari', mail.recipients.join(', ')],
    ['Tipo', mailKindLabel(mail.kind)],
    ['Creata', formatWhen(mail.created_at)],
    ['Inviata', mail.sent_at ? formatWhen(mail.sent_at) : '—'],
    ['Tentativi', String(mail.attempts)],
  ];
  if (about) {
    const label = mail.entity === 'order' ? `Ordine n. ${mail.entity_id}` : 'Utente';
    facts.push([
      'Riguarda',
      <Link key="about" component={RouterLink} to={about}>
        {label}
      </Link>,
    ]);
  }
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Route /mail/:id: a message's delivery state, its rendered HTML and text, and a retry when it failed. */
export default function MailDetailPage() {
  usePageTitle('Email');
  const id = Number(useParams().id);
  const query = useMail(id);
  const retry = useRetryMail();
  const snackbar = useSnackbar();
  const [view, setView] = useState(0);

  if (!Number.isInteger(id) || id <= 0) return <Alert severity="error">Email non trovata</Alert>;
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <QueryError error={query.error} onRetry={query.refetch} />;
  const mail = query.data;

  const onRetry = () =>
    retry.mutate(mail.id, {
      onSuccess: ({ message }) => snackbar.show(message),
      onError: (error) => snackbar.show(error.message || MSG.somethingWrong, 'error'),
    });

  return (
    <Stack spacing={2}>
      <PageHeader back={{ to: '/mail', label: 'Email inviate' }} title={mail.subject}>
        <MailStatusChip status={mail.status} />
        {mail.status === 'failed' ? (
          <Button variant="contained" startIcon={<ReplayIcon />} onClick={onRetry} loading={retry.isPending}>
            Riprova invio
          </Button>
        ) : null}
      </PageHeader>
      {mail.last_error && mail.status !== 'sent' ? (
        <Alert severity={mail.status === 'failed' ? 'error' : 'warning'}>
          Risposta del server di posta: {mail.last_error}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Facts mail={mail} />
      </Paper>
      <Paper variant="outlined">
        <Tabs value={view} onChange={(_, v: number) => setView(v)} aria-label="Contenuto dell'email">
          <Tab label="HTML" id="mail-tab-0" aria-controls="mail-panel-0" />
          <Tab label="Testo" id="mail-tab-1" aria-controls="mail-panel-1" />
        </Tabs>
        <Box role="tabpanel" id={`mail-panel-${view}`} aria-labelledby={`mail-tab-${view}`} sx={{ p: 2 }}>
          {view === 0 ? (
            // sandbox without allow-scripts: the stored HTML is shown, never run
            <Box
              component="iframe"
              title="Anteprima HTML"
              sandbox=""
              srcDoc={mail.html}
              sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider', bgcolor: '#fff' }}
            />
          ) : (
            <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: 13 }}>
              {mail.text}
            </Box>
          )}
        </Box>
      </Paper>
    </Stack>
  );
}
