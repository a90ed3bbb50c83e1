import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useConfirmTotp, useStartTotp } from './totp-api';

type Props = {
  /** the sign-in's restricted token; the stored one when absent */
  token?: string;
  /** after the recovery codes were shown and acknowledged */
  onDone?: () => void;
};

/** Enrolment of the authenticator app: QR code, confirmation code, recovery codes shown once. */
export default function TotpEnrolment({ token, onDone }: Props) {
  const start = useStartTotp(token);
  const confirm = useConfirmTotp(token);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (!value) return setError('Campo obbligatorio');
    setError(undefined);
    confirm.mutate(value);
  };

  if (confirm.data) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">Verifica in due passaggi attivata.</Alert>
        <Typography>
          Codici di recupero: conservali in un luogo sicuro. Ognuno vale una sola volta e non verranno più
          mostrati.
        </Typography>
        <Box
          component="ul"
          aria-label="Codici di recupero"
          sx={{ fontFamily: 'monospace', columns: 2, m: 0, pl: 3, fontSize: 16 }}
        >
          {confirm.data.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Box>
        {onDone ? (
          <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={onDone}>
            Ho salvato i codici
          </Button>
        ) : null}
      </Stack>
    );
  }

  if (!start.data) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {start.isError ? <Alert severity="error">{start.error.message}</Alert> : null}
        <Button variant="contained" loading={start.isPending} onClick={() => start.mutate()}>
          Attiva la verifica in due passaggi
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ maxWidth: 420 }}>
      <Typography>
        Inquadra il QR code con l’app di autenticazione (Google Authenticator, Microsoft Authenticator, …),
        poi inserisci il codice di 6 cifre che mostra.
      </Typography>
      <Box
        component="img"
        src={start.data.qr_code}
        alt="QR code per l’app di autenticazione"
        sx={{ width: 200, height: 200, alignSelf: 'center' }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
        Chiave da inserire a mano: <code>{start.data.secret}</code>
      </Typography>
      {confirm.isError ? <Alert severity="error">{confirm.error.message}</Alert> : null}
      <TextField
        label="Codice di verifica"
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Button type="submit" variant="contained" loading={confirm.isPending}>
        Conferma
      </Button>
    </Stack>
  );
}
