import { PEC_MSG, type TSdiPecChannel } from '@app/shared';
import Button from '@mui/material/Button';
import { useConfirm } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { useRetryPec } from '../api/retry-pec';

type Problem = TSdiPecChannel['problems'][number];

/**
 * Sends again a failed or uncertain invoice. An uncertain one may have left: a second copy would
 * be refused by SdI as a duplicate, so the admin first looks in the PEC mailbox's sent mail.
 */
export function PecRetryButton({ problem }: { problem: Problem }) {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const retry = useRetryPec();
  if (problem.status !== 'failed' && problem.status !== 'uncertain') return null;
  const onClick = async () => {
    const ok = await confirm({
      title: `Inviare di nuovo la fattura ${problem.number}?`,
      message:
        problem.status === 'uncertain'
          ? `Il primo invio potrebbe essere partito: controlla nella posta inviata della casella PEC che il file ${problem.file_name} non ci sia, perché SdI scarta un file ricevuto due volte.`
          : `Il file ${problem.file_name} torna in coda per l’invio a SdI.`,
    });
    if (!ok) return;
    retry.mutate(problem.invoice_id, {
      onSuccess: () => snackbar.show(PEC_MSG.retried(problem.number)),
      onError: (error) => snackbar.show(error.message, 'error'),
    });
  };
  return (
    <Button
      size="small"
      onClick={onClick}
      loading={retry.isPending}
      aria-label={`Invia di nuovo la fattura ${problem.number}`}
    >
      Invia di nuovo
    </Button>
  );
}
