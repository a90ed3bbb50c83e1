import { formatCents, type TManualTransfer, type TStatementLine } from '@app/shared';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ActionDialog } from '../../../components/action-dialog';
import { usePendingTransfers } from '../api/pending-transfers';

const describe = (t: TManualTransfer) =>
  `#${t.id} · ${t.data.order} · ${t.email} · ${formatCents(t.data.amount)}`;

type DialogProps = { line: TStatementLine; onClose: () => void };

/** Which line the dialog is about: payer, amount, reason. */
function LineSummary({ line }: { line: TStatementLine }) {
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {line.payer || 'Ordinante sconosciuto'} · {formatCents(line.amount)} · {line.reference}
    </Typography>
  );
}

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
    <ActionDialog
      title="Abbina a un bonifico"
      onClose={onClose}
      action={{ label: 'Abbina', disabled: !chosen, onClick: () => chosen && onAssign(chosen.id) }}
    >
      <LineSummary line={line} />
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
    </ActionDialog>
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
    <ActionDialog
      title="Scarta la riga"
      onClose={onClose}
      action={{
        label: 'Scarta',
        color: 'error',
        onClick: () => (missing ? setTouched(true) : onDiscard(note.trim())),
      }}
    >
      <LineSummary line={line} />
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
    </ActionDialog>
  );
}
