import { MSG } from '@app/shared';
import { useConfirm } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { useConfirmArbitrator } from '../api/confirm-arbitrator';
import { useUnconfirmArbitrator } from '../api/unconfirm-arbitrator';

type Who = { id: number; name: string; surname: string; email: string };

export const fullName = (a: Who) => `${a.name} ${a.surname}`.trim() || a.email;

const errorText = (error: unknown) => (error instanceof Error && error.message) || MSG.somethingWrong;

/**
 * Approving an arbitrator, the same in the list and the detail: a confirmation naming them, then a
 * message whose "Annulla" undoes the approval (the server allows it for a few minutes).
 */
export function useApprove() {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const approve = useConfirmArbitrator();
  const undo = useUnconfirmArbitrator();

  const run = async (arbitrator: Who) => {
    const ok = await confirm({
      message: 'Confermi questo arbitrator?',
      details: [
        ['Nome', arbitrator.name || '—'],
        ['Cognome', arbitrator.surname || '—'],
        ['Email', arbitrator.email],
      ],
    });
    if (!ok) return;
    const name = fullName(arbitrator);
    // Awaited rather than mutate callbacks: the message still comes if the button has gone meanwhile.
    const undoApproval = async () => {
      try {
        await undo.mutateAsync(arbitrator.id);
        snackbar.show(`Conferma di ${name} annullata`, 'info');
      } catch (error) {
        snackbar.show(errorText(error), 'error');
      }
    };
    try {
      await approve.mutateAsync(arbitrator.id);
      snackbar.show(`Arbitrator ${name} confermato`, 'success', { label: 'Annulla', onClick: undoApproval });
    } catch (error) {
      snackbar.show(errorText(error), 'error');
    }
  };
  return { run, pending: approve.isPending || undo.isPending };
}
