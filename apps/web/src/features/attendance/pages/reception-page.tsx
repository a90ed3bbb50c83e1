import type { TAttendee } from '@app/shared';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { type CheckinOutcome, OFFLINE_MESSAGE, useCheckIn } from '../api/check-in';
import { useDownloadAttendance } from '../api/download-attendance';
import { useAttendance } from '../api/get-attendance';
import { useImportAttendance } from '../api/import-attendance';
import { useMarkPresent } from '../api/mark-present';
import { useUndoCheckIn } from '../api/undo-check-in';
import { AttendeeList, matching } from '../components/attendee-list';
import { CheckinResult } from '../components/check-in-result';
import { ConnectionStatus, useOnline } from '../components/connection-status';
import { QrScanner } from '../components/qr-scanner';

/** A scan waiting longer than this shows the connection as slow. */
const SLOW_MS = 2500;

const refusalOf = (error: unknown, who: TAttendee): CheckinOutcome =>
  isApiError(error) && error.status > 0 && error.status < 500
    ? { kind: 'refused', message: error.message, participant: who }
    : { kind: 'offline', message: OFFLINE_MESSAGE };

/**
 * Route /conferences/:id/accoglienza: the door, made for a volunteer's phone. A QR scanned (camera
 * or photo) or a code typed checks the ticket in and answers at once, green or red; a surname
 * narrows the list of who is expected and who has arrived. The connection's state is always shown.
 */
export default function ReceptionPage() {
  const id = Number(useParams().id);
  const attendance = useAttendance(id);
  const title = attendance.data?.conference.title ?? 'Conferenza';
  usePageTitle(`Accoglienza – ${title}`);
  const online = useOnline();
  const checkIn = useCheckIn(id);
  const mark = useMarkPresent(id);
  const undo = useUndoCheckIn(id);
  const importList = useImportAttendance(id);
  const download = useDownloadAttendance();
  const [outcome, setOutcome] = useState<CheckinOutcome | null>(null);
  const [code, setCode] = useState('');
  const [search, setSearch] = useState('');
  const [slow, setSlow] = useState(false);
  const [note, setNote] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const scan = useCallback(
    async (value: string) => {
      const typed = value.trim();
      if (!typed) return;
      setOutcome(null);
      const timer = setTimeout(() => setSlow(true), SLOW_MS);
      const result = await checkIn.mutateAsync(typed);
      clearTimeout(timer);
      setSlow(false);
      setOutcome(result);
      navigator.vibrate?.(result.kind === 'ok' ? 80 : [80, 60, 80]);
    },
    [checkIn],
  );

  if (attendance.isPending) return <PageLoader />;
  if (attendance.isError && !attendance.data) {
    return <Alert severity="error">{attendance.error.message}</Alert>;
  }
  const { counts, attendees, conference } = attendance.data;
  const failing = outcome?.kind === 'offline' || attendance.isError;

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader
        back={{ to: '/conferences', label: 'Conferenze' }}
        title={`Accoglienza – ${conference.title}`}
      >
        <ConnectionStatus online={online} failing={failing} slow={slow} />
      </PageHeader>
      <Typography component="p" variant="h6" aria-live="polite">
        Arrivati {counts.arrived} su {counts.total} · mancano {counts.missing}
      </Typography>
      {attendance.isError ? (
        <Alert severity="warning">
          Elenco non aggiornato: il server non risponde. Le scansioni vanno ripetute.
        </Alert>
      ) : null}

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <QrScanner onCode={scan} />
          <Stack
            component="form"
            direction="row"
            spacing={1}
            onSubmit={(e) => {
              e.preventDefault();
              void scan(code).then(() => setCode(''));
            }}
          >
            <TextField
              label="Codice del biglietto"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              size="small"
              fullWidth
              autoComplete="off"
              slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
            />
            <Button type="submit" variant="contained" disabled={checkIn.isPending || !code.trim()}>
              Registra
            </Button>
          </Stack>
          <CheckinResult outcome={outcome} />
        </Stack>
      </Paper>

      <Paper variant="outlined">
        <Stack sx={{ p: 2, pb: 0 }}>
          <TextField
            label="Cerca per cognome"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            size="small"
            type="search"
          />
        </Stack>
        <AttendeeList
          attendees={matching(attendees, search)}
          busy={mark.isPending || undo.isPending}
          onMark={(a) =>
            mark.mutate(a.ticket_id, {
              onSuccess: (done) =>
                setOutcome({ kind: 'ok', message: done.message, participant: done.participant }),
              onError: (error) => setOutcome(refusalOf(error, a)),
            })
          }
          onUndo={(a) =>
            undo.mutate(a.ticket_id, {
              onSuccess: (done) =>
                setNote({ severity: 'success', text: `${done.message}: ${a.name} ${a.surname}` }),
              onError: (error) => setNote({ severity: 'error', text: error.message }),
            })
          }
        />
      </Paper>
      {note ? (
        <Alert severity={note.severity} onClose={() => setNote(null)}>
          {note.text}
        </Alert>
      ) : null}

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Elenco presenze e streaming
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button startIcon={<FileDownloadIcon />} onClick={() => download.mutate({ id, format: 'csv' })}>
            Scarica CSV
          </Button>
          <Button startIcon={<FileDownloadIcon />} onClick={() => download.mutate({ id, format: 'xlsx' })}>
            Scarica Excel
          </Button>
          <Button component="label" startIcon={<UploadFileIcon />} disabled={importList.isPending}>
            Importa presenze streaming (CSV)
            <input
              hidden
              type="file"
              accept=".csv,text/csv,text/plain"
              aria-label="Importa presenze streaming (CSV)"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                importList.mutate(await file.text(), {
                  onSuccess: (r) =>
                    setNote({
                      severity: 'success',
                      text: r.unknown.length ? `${r.message}: ${r.unknown.join(', ')}` : r.message,
                    }),
                  onError: (error) => setNote({ severity: 'error', text: error.message }),
                });
              }}
            />
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Il file della piattaforma di streaming: CSV con una colonna «email» (separatore virgola o punto e
          virgola). Ogni indirizzo segna presente chi si è iscritto in streaming con quell&apos;indirizzo.
        </Typography>
        {download.isError ? <Alert severity="error">{download.error.message}</Alert> : null}
      </Paper>
    </Stack>
  );
}
