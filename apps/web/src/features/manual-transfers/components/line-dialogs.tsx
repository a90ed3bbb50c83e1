import { formatCents, type TManualTransfer, type TStatementLine } from '@app/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePendingTransfers } from '../api/pending-transfers';

const describe = (t: TManualTransfer) =>
  `#${t.id} · ${t.data.order} · ${t.email} · ${formatCents(t.data.amount)}`;

type DialogProps = { line: TStatementLine; onClose: () => void };

/** Assign a line by hand to a pending transfer, searched by email or reason. */
export function AssignDialog({
  line,
  onClose,
  onAssign,
}: DialogProps & { onAssign: (transferId: number) => void }) {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<TManualTransfer | null>(null);
  const pending = usePendingTransfers(q);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assign-title">
      <DialogTitle id="assign-title">Abbina a un bonifico</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {line.payer || 'Ordinante sconosciuto'} · {formatCents(line.amount)} · {line.reference}
        </Typography>
        <Autocomplete
          options={pending.data?.rows ?? []}
          loading={pending.isFetching}
          filterOptions={(options) => options}
          getOptionLabel={describe}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={chosen}
          onChange={(_, value) => setChosen(value)}
          onInputChange={(_, value, reason) => reason === 'input' && setQ(value)}
          renderInput={(params) => <TextField {...params} label="Bonifico in attesa" autoFocus />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Torna indietro</Button>
        <Button variant="contained" disabled={!chosen} onClick={() => chosen && onAssign(chosen.id)}>
          Abbina
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Discard a line, saying why (the note is required and kept). */
export function DiscardDialog({
  line,
  onClose,
  onDiscard,
}: DialogProps & { onDiscard: (note: string) => void }) {
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = note.trim() === '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="discard-title">
      <DialogTitle id="discard-title">Scarta la riga</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {line.payer || 'Ordinante sconosciuto'} · {formatCents(line.amount)} · {line.reference}
        </Typography>
        <TextField
          label="Nota"
          required
          fullWidth
          multiline
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={
            touched && missing ? 'Campo obbligatorio' : 'Perché la riga non riguarda un bonifico in attesa'
          }
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Torna indietro</Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => (missing ? setTouched(true) : onDiscard(note.trim()))}
        >
          Scarta
        </Button>
      </DialogActions>
    </Dialog>
  );
}
