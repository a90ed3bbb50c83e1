import { AMOUNT_ISSUE_LABELS, formatCents, type TStatementLine } from '@app/shared';
import BlockIcon from '@mui/icons-material/Block';
import DoneIcon from '@mui/icons-material/Done';
import LinkIcon from '@mui/icons-material/Link';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { type LineDecision, useDecideLine } from '../api/decide-line';
import { AssignDialog, DiscardDialog } from './line-dialogs';

const UNDECIDED = new Set(['matched', 'ambiguous', 'unmatched', 'already_confirmed']);

/** Confirm (matched lines), assign by hand and discard (undecided lines). */
export function LineActions({ line }: { line: TStatementLine }) {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const decide = useDecideLine();
  const [dialog, setDialog] = useState<'assign' | 'discard' | null>(null);
  const undecided = UNDECIDED.has(line.status);
  const run = (decision: LineDecision, done: string) =>
    decide.mutate(decision, {
      onSuccess: () => {
        setDialog(null);
        snackbar.show(done);
      },
      onError: (error) => snackbar.show(error.message, 'error'),
    });

  const onConfirm = async () => {
    const transfer = line.transfer;
    if (!transfer) return;
    const issue = line.amount_issue;
    const ok = await confirm({
      title: issue ? AMOUNT_ISSUE_LABELS[issue] : undefined,
      message: issue
        ? `Ricevuti ${formatCents(line.amount)} invece di ${formatCents(transfer.data.amount)}. Confermare comunque il pagamento?`
        : 'Sei sicuro di voler confermare il pagamento?',
      confirmLabel: 'Conferma',
      cancelLabel: 'Torna indietro',
    });
    if (ok)
      run(
        { id: line.id, action: 'confirm', accept_amount_difference: issue !== null },
        'Pagamento confermato',
      );
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <Tooltip title="Conferma pagamento">
        <span>
          <IconButton
            aria-label={`Conferma la riga ${line.id}`}
            color="success"
            size="small"
            disabled={line.status !== 'matched' || decide.isPending}
            onClick={onConfirm}
          >
            <DoneIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Abbina a mano">
        <span>
          <IconButton
            aria-label={`Abbina la riga ${line.id}`}
            size="small"
            disabled={!undecided || decide.isPending}
            onClick={() => setDialog('assign')}
          >
            <LinkIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Scarta">
        <span>
          <IconButton
            aria-label={`Scarta la riga ${line.id}`}
            color="error"
            size="small"
            disabled={!undecided || decide.isPending}
            onClick={() => setDialog('discard')}
          >
            <BlockIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {dialog === 'assign' ? (
        <AssignDialog
          line={line}
          onClose={() => setDialog(null)}
          onAssign={(transferId) =>
            run({ id: line.id, action: 'assign', transfer_id: transferId }, 'Riga abbinata')
          }
        />
      ) : null}
      {dialog === 'discard' ? (
        <DiscardDialog
          line={line}
          onClose={() => setDialog(null)}
          onDiscard={(note) => run({ id: line.id, action: 'discard', note }, 'Riga scartata')}
        />
      ) : null}
    </Stack>
  );
}
