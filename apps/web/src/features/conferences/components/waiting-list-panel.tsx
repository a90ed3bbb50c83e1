import { detailPath, formatDisplayDate, type TWaitingListEntry, WAITING_STATE_LABELS } from '@app/shared';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryError } from '../../../components/query-error';
import { useSnackbar } from '../../../components/snackbar';
import { useWaitingList } from '../api/get-waiting-list';
import { useWithdrawWaitingEntry } from '../api/withdraw-waiting-entry';

const COLOR: Record<TWaitingListEntry['status'], ChipProps['color']> = {
  waiting: 'default',
  offered: 'info',
  booked: 'success',
  expired: 'warning',
  withdrawn: 'default',
};
const when = (iso: string | null) => formatDisplayDate(iso, 'dd/MM/yyyy HH:mm');

/** The outcome as the admin reads it: "Posti offerti fino al 03/12/2026 10:00", "Ha prenotato (ordine 12)". */
function Outcome({ entry }: { entry: TWaitingListEntry }) {
  const label =
    entry.status === 'offered'
      ? `Offerti fino al ${when(entry.offer_expires_at)}`
      : WAITING_STATE_LABELS[entry.status];
  return (
    <>
      <Chip
        size="small"
        color={COLOR[entry.status]}
        label={label}
        variant={entry.status === 'waiting' ? 'outlined' : 'filled'}
      />
      {entry.status === 'booked' && entry.order_id !== null ? (
        <>
          {' '}
          <Link component={RouterLink} to={detailPath('order', entry.order_id)}>
            ordine {entry.order_id}
          </Link>
        </>
      ) : null}
    </>
  );
}

/**
 * The conference's waiting list on its page: everyone in line order, what they wait for, their
 * offer and how it ended; an admin takes someone out of the line (an offer then passes on).
 */
export function WaitingListPanel({ conferenceId }: { conferenceId: number }) {
  const query = useWaitingList(conferenceId);
  const withdraw = useWithdrawWaitingEntry();
  const snackbar = useSnackbar();
  const [asked, setAsked] = useState<TWaitingListEntry | null>(null);

  const confirm = () => {
    if (!asked) return;
    const target = { conferenceId, entryId: asked.id };
    setAsked(null);
    withdraw.mutate(target, {
      onSuccess: (message) => snackbar.show(message),
      onError: (error) => snackbar.show(error.message, 'error'),
    });
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="waiting-list-title"
      sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}
    >
      <Typography id="waiting-list-title" variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        Lista d’attesa
      </Typography>
      {query.isError ? (
        <QueryError error={query.error} onRetry={query.refetch} />
      ) : query.isPending ? (
        <Typography variant="body2">Caricamento…</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Quando si liberano posti, il primo in lista riceve un’e-mail con un link che li tiene da parte per{' '}
            {query.data.offer_hours} ore (
            <Link component={RouterLink} to="/invoice-settings">
              Impostazioni
            </Link>
            ); se non prenota in tempo, l’offerta passa al successivo.
          </Typography>
          {query.data.entries.length === 0 ? (
            <Typography variant="body2">Nessuno in lista d’attesa.</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-labelledby="waiting-list-title">
                <TableHead>
                  <TableRow>
                    <TableCell>#</TableCell>
                    <TableCell>Nome</TableCell>
                    <TableCell>E-mail</TableCell>
                    <TableCell align="right">Posti</TableCell>
                    <TableCell>Per</TableCell>
                    <TableCell>Iscritto il</TableCell>
                    <TableCell>Esito</TableCell>
                    <TableCell align="right">Azioni</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data.entries.map((e, i) => (
                    <TableRow key={e.id}>
                      <TableCell>{i + 1}</TableCell>
                      <TableCell>
                        {e.name} {e.surname}
                      </TableCell>
                      <TableCell>{e.email}</TableCell>
                      <TableCell align="right">{e.quantity}</TableCell>
                      <TableCell>
                        {e.workshop_title ? `Workshop «${e.workshop_title}»` : 'Conferenza'}
                      </TableCell>
                      <TableCell>{when(e.created_at)}</TableCell>
                      <TableCell>
                        <Outcome entry={e} />
                      </TableCell>
                      <TableCell align="right">
                        {e.status === 'waiting' || e.status === 'offered' ? (
                          <Button
                            size="small"
                            onClick={() => setAsked(e)}
                            aria-label={`Ritira ${e.name} ${e.surname} dalla lista`}
                            disabled={withdraw.isPending}
                          >
                            Ritira
                          </Button>
                        ) : null}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
      <ConfirmDialog
        open={asked !== null}
        title="Ritirare dalla lista d’attesa?"
        message={
          asked?.status === 'offered'
            ? `${asked.name} ${asked.surname} perde i posti offerti: passano al successivo in lista.`
            : `${asked?.name ?? ''} ${asked?.surname ?? ''} non riceverà offerte di posti.`
        }
        confirmLabel="Ritira"
        destructive
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </Paper>
  );
}
