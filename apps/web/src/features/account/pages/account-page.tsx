import { APP_TIME_ZONE, MSG, type TAccountSession } from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { useSnackbar } from '../../../components/snackbar';
import TotpEnrolment from '../../../components/totp-enrolment';
import { useSession } from '../../../lib/session-context';
import { useDisableTotp } from '../api/disable-totp';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSecurity } from '../api/get-security';
import { accountKeys } from '../api/keys';
import { useSessions } from '../api/list-sessions';
import { useSaveSecuritySettings, useSecuritySettings } from '../api/security-settings';

const when = (iso: string) =>
  new Date(iso).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: APP_TIME_ZONE });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function SessionsSection() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const onError = (error: Error) => snackbar.show(error.message || MSG.somethingWrong, 'error');
  const end = async (s: TAccountSession) => {
    if (!(await confirm({ message: 'Terminare questa sessione?' }))) return;
    endOne.mutate(s.id, { onSuccess: () => snackbar.show('Sessione terminata'), onError });
  };
  const endAll = async () => {
    if (!(await confirm({ message: 'Terminare tutte le altre sessioni?' }))) return;
    endOthers.mutate(undefined, { onSuccess: (n) => snackbar.show(`Sessioni terminate: ${n}`), onError });
  };
  if (sessions.isPending) return <PageLoader />;
  if (sessions.isError) return <Alert severity="error">{sessions.error.message}</Alert>;
  return (
    <Stack spacing={2}>
      <TableContainer>
        <Table size="small" aria-label="Sessioni attive" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>Dispositivo</TableCell>
              <TableCell>Indirizzo IP</TableCell>
              <TableCell>Inizio</TableCell>
              <TableCell>Ultima attività</TableCell>
              <TableCell align="right">Azioni</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions.data.map((s) => (
              <TableRow key={s.id}>
                <TableCell sx={{ maxWidth: 320, wordBreak: 'break-word' }}>{s.user_agent ?? '—'}</TableCell>
                <TableCell>{s.ip ?? '—'}</TableCell>
                <TableCell>{when(s.created_at)}</TableCell>
                <TableCell>{when(s.last_seen_at)}</TableCell>
                <TableCell align="right">
                  {s.current ? (
                    <Chip size="small" color="primary" label="Sessione corrente" />
                  ) : (
                    <Button size="small" color="error" onClick={() => end(s)}>
                      Termina
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Button
        variant="outlined"
        color="error"
        sx={{ alignSelf: 'flex-start' }}
        disabled={sessions.data.length < 2}
        loading={endOthers.isPending}
        onClick={endAll}
      >
        Termina le altre sessioni
      </Button>
    </Stack>
  );
}

function DisableTotp() {
  const disable = useDisableTotp();
  const snackbar = useSnackbar();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    setError(value ? undefined : MSG.required);
    if (value) {
      disable.mutate(value, {
        onSuccess: () => {
          setCode('');
          snackbar.show('Verifica in due passaggi disattivata');
        },
      });
    }
  };
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ maxWidth: 360 }}>
      {disable.isError ? <Alert severity="error">{disable.error.message}</Alert> : null}
      <TextField
        label="Codice per disattivare"
        name="disable-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? 'Codice dell’app o codice di recupero'}
        autoComplete="one-time-code"
      />
      <Button type="submit" color="error" variant="outlined" loading={disable.isPending}>
        Disattiva
      </Button>
    </Stack>
  );
}

function TwoFactorSection() {
  const security = useSecurity();
  const queryClient = useQueryClient();
  if (security.isPending) return <PageLoader />;
  if (security.isError) return <Alert severity="error">{security.error.message}</Alert>;
  const s = security.data;
  if (!s.totp_enabled) {
    // refreshed only once the recovery codes were read: the refresh replaces the enrolment panel
    return <TotpEnrolment onDone={() => queryClient.invalidateQueries({ queryKey: accountKeys.all })} />;
  }
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip color="success" label="Attiva" />
        <Typography>Codici di recupero rimasti: {s.recovery_codes_left}</Typography>
      </Stack>
      {s.require_admin_2fa ? (
        <Typography sx={{ color: 'text.secondary' }}>
          Obbligatoria per gli amministratori: non può essere disattivata.
        </Typography>
      ) : (
        <DisableTotp />
      )}
    </Stack>
  );
}

function AdminPolicySection() {
  const settings = useSecuritySettings();
  const save = useSaveSecuritySettings();
  const snackbar = useSnackbar();
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <Alert severity="error">{settings.error.message}</Alert>;
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={settings.data.require_admin_2fa}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(
                { require_admin_2fa: event.target.checked },
                {
                  onSuccess: () => snackbar.show('Impostazione salvata'),
                  onError: (error) => snackbar.show(error.message || MSG.somethingWrong, 'error'),
                },
              )
            }
          />
        }
        label="Richiedi la verifica in due passaggi a tutti gli amministratori"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Un amministratore senza verifica in due passaggi, all’accesso, potrà solo attivarla.
      </Typography>
    </Stack>
  );
}

/** Route /account: the signed-in admin's sessions and two-factor sign-in. */
export default function AccountPage() {
  usePageTitle('Profilo');
  const { user } = useSession();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">Profilo</Typography>
      {user ? <Typography>{`${user.name} ${user.surname} — ${user.email}`}</Typography> : null}
      <Section title="Verifica in due passaggi">
        <TwoFactorSection />
      </Section>
      <Section title="Sessioni attive">
        <SessionsSection />
      </Section>
      {user?.profile_name === 'admin' ? (
        <Section title="Sicurezza degli amministratori">
          <AdminPolicySection />
        </Section>
      ) : null}
    </Stack>
  );
}
