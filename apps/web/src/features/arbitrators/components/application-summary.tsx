import { ARBITRATOR_STATE_LABELS, formatDisplayDate, type TArbitrator } from '@app/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/**
 * What the public form said about an application: when it came, and, once rejected, when and why.
 * Nothing for arbitrators created in the back-office.
 */
export function ApplicationSummary({ arbitrator: a }: { arbitrator: TArbitrator }) {
  if (!a.applied_at) return null;
  const applied = `Candidatura inviata dal sito il ${formatDisplayDate(a.applied_at.slice(0, 10))}`;
  if (a.status === 'rejected')
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        <AlertTitle>
          {ARBITRATOR_STATE_LABELS.rejected} il {formatDisplayDate((a.rejected_at ?? '').slice(0, 10))}
        </AlertTitle>
        {applied}. Motivo comunicato: {a.rejection_reason}
      </Alert>
    );
  return (
    <Alert severity={a.status === 'approved' ? 'success' : 'info'} sx={{ mb: 2 }}>
      {applied}.{' '}
      {a.status === 'pending'
        ? 'Esamina i documenti qui sotto, poi conferma o rifiuta.'
        : 'Il candidato ha ricevuto il link per impostare la password.'}
    </Alert>
  );
}
