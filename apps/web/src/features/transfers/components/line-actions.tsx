import { AMOUNT_ISSUE_LABELS, amountDifferenceText, formatCents, type TStatementLine } from '@app/shared';
import BlockIcon from '@mui/icons-material/Block';
import DoneIcon from '@mui/icons-material/Done';
import LinkIcon from '@mui/icons-material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { ConfirmOptions } from '../../../components/confirm-dialog';
import { IconAction } from '../../../components/icon-action';
import { useSnackbar } from '../../../components/snackbar';
import { type LineDecision, useDecideLine } from '../api/decide-line';
import { AssignDialog, DiscardDialog } from './line-dialogs';

const UNDECIDED = new Set(['matched', 'ambiguous', 'unmatched', 'already_confirmed']);

/** The question before confirming a line: a plain one, or the amount that differs from the due one. */
function confirmQuestion(line: TStatementLine): ConfirmOptions {
  const issue = line.amount_issue;
  const due = line.transfer?.data.amount;
  return {
    title: issue ? AMOUNT_ISSUE_LABELS[issue] : undefined,
    message:
      issue && due !== undefined
        ? `${amountDifferenceText(line.amount, due)}: ricevuti ${formatCents(line.amount)} invece di ${formatCents(due)}. Confermare comunque il pagamento?`
        : 'Sei sicuro di voler confermare il pagamento?',
    confirmLabel: 'Conferma',
    cancelLabel: 'Torna indietro',
    details: [
      ['Ordinante', line.payer || '—'],
      ['Importo', formatCents(line.amount)],
      ['Bonifico', line.transfer ? `n. ${line.transfer.id} di ${line.transfer.email}` : '—'],
      ['Causale', line.reference || '—'],
    ],
  };
}

/** Confirm (matched lines), assign by hand and discard (undecided lines). */
export function LineActions({ line }: { line: TStatementLine }) {
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

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <IconAction
        title="Conferma pagamento"
        label={`Conferma la riga ${line.id}`}
        icon={<DoneIcon fontSize="small" />}
        color="success"
        disabled={line.status !== 'matched' || !line.transfer || decide.isPending}
        confirm={confirmQuestion(line)}
        onClick={() =>
          run(
            { id: line.id, action: 'confirm', accept_amount_difference: line.amount_issue !== null },
            `Pagamento di ${formatCents(line.amount)} da ${line.payer || 'ordinante sconosciuto'} confermato`,
          )
        }
      />
      <IconAction
        title="Abbina a mano"
        label={`Abbina la riga ${line.id}`}
        icon={<LinkIcon fontSize="small" />}
        disabled={!undecided || decide.isPending}
        onClick={() => setDialog('assign')}
      />
      <IconAction
        title="Scarta"
        label={`Scarta la riga ${line.id}`}
        icon={<BlockIcon fontSize="small" />}
        color="error"
        disabled={!undecided || decide.isPending}
        onClick={() => setDialog('discard')}
      />
      {dialog === 'assign' ? (
        <AssignDialog
          line={line}
          onClose={() => setDialog(null)}
          onAssign={(transferId) =>
            run(
              { id: line.id, action: 'assign', transfer_id: transferId },
              `Riga di ${formatCents(line.amount)} abbinata`,
            )
          }
        />
      ) : null}
      {dialog === 'discard' ? (
        <DiscardDialog
          line={line}
          onClose={() => setDialog(null)}
          onDiscard={(note) =>
            run({ id: line.id, action: 'discard', note }, `Riga di ${formatCents(line.amount)} scartata`)
          }
        />
      ) : null}
    </Stack>
  );
}
