import { APP_TIME_ZONE, detailPath, PEC_SEND_STATUS_LABELS, type TSdiPecChannel } from '@app/shared';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { usePecChannel } from '../api/get-pec-channel';
import { PecRetryButton } from './pec-retry-button';

const TITLE = 'Trasmissione a SdI via PEC';

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('it-IT', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: APP_TIME_ZONE,
      })
    : 'mai';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {label}:
      </Typography>{' '}
      {children}
    </Typography>
  );
}

/** "ogni 30 secondi", "ogni minuto", "ogni 5 minuti" */
function every(ms: number): string {
  if (ms < 60_000) return `ogni ${Math.max(1, Math.round(ms / 1000))} secondi`;
  const minutes = Math.round(ms / 60_000);
  return minutes === 1 ? 'ogni minuto' : `ogni ${minutes} minuti`;
}

const mailbox = (side: { user: string | null; server: string | null }) =>
  `${side.user ?? '(utente non indicato)'} su ${side.server}`;

function Problems({ problems }: { problems: TSdiPecChannel['problems'] }) {
  if (!problems.length) return null;
  return (
    <Alert severity="warning">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Fatture da verificare
      </Typography>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {problems.map((p) => (
          <li key={p.file_name}>
            <Link component={RouterLink} to={detailPath('invoice', p.invoice_id)}>
              Fattura {p.number}
            </Link>{' '}
            ({p.file_name}): {PEC_SEND_STATUS_LABELS[p.status]}, tentativi {p.attempts}
            {p.last_error ? ` — ${p.last_error}` : ''} <PecRetryButton problem={p} />
          </li>
        ))}
      </ul>
    </Alert>
  );
}

function ChannelState({ channel }: { channel: TSdiPecChannel }) {
  const { sending, reading } = channel;
  if (!sending.enabled && !reading.enabled) {
    return (
      <Typography variant="body2" color="text.secondary">
        Non attiva: le fatture si consegnano a SdI tramite l’intermediario (Esporta XML del periodo, poi
        Importa ricevute SdI). Per inviarle dalla casella PEC dell’associazione si impostano PEC_SMTP_URL e
        PEC_IMAP_URL nella configurazione del server.
      </Typography>
    );
  }
  return (
    <Stack spacing={1}>
      {sending.enabled ? (
        <>
          <Line label="Invio">
            dalla casella {mailbox(sending)}, mittente {sending.from}
          </Line>
          <Line label="Indirizzo SdI">
            {sending.sdi_address}
            {sending.sdi_address_learnt
              ? ' (quello da cui SdI ha risposto)'
              : ' (iniziale: diventa quello da cui SdI risponde la prima volta)'}
          </Line>
          <Line label="Ultimo invio">{when(sending.last_sent_at)}</Line>
        </>
      ) : (
        <Line label="Invio">non attivo (PEC_SMTP_URL non impostato)</Line>
      )}
      {sending.error ? (
        <Alert severity="error">
          Errore di invio del {when(sending.error_at)}: {sending.error}
        </Alert>
      ) : null}
      {reading.enabled ? (
        <>
          <Line label="Lettura">
            della casella {mailbox(reading)}, {every(reading.poll_ms)}
          </Line>
          <Line label="Ultima lettura">{when(reading.last_read_at)}</Line>
        </>
      ) : (
        <Line label="Lettura">non attiva (PEC_IMAP_URL non impostato): le ricevute si importano a mano</Line>
      )}
      {reading.error ? (
        <Alert severity="error">
          Errore di lettura del {when(reading.error_at)}: {reading.error}
        </Alert>
      ) : null}
      <Problems problems={channel.problems} />
    </Stack>
  );
}

/** The settings page's section on SdI over PEC: the mailboxes (no password), last send and read, errors. */
export function PecChannel() {
  const query = usePecChannel();
  return (
    <Paper variant="outlined" component="section" aria-label={TITLE} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 2 }}>
        {TITLE}
      </Typography>
      {query.isError ? (
        <QueryError error={query.error} onRetry={query.refetch} />
      ) : query.data ? (
        <ChannelState channel={query.data} />
      ) : (
        <Typography variant="body2">Caricamento…</Typography>
      )}
    </Paper>
  );
}
