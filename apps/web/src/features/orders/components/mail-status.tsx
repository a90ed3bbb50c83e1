import { APP_TIME_ZONE, formatDisplayDate, MAIL_STATUS_LABELS, type TMailState } from '@app/shared';
import Typography from '@mui/material/Typography';

/** Whether the last confirmation email left the outbox (SMTP outages keep it queued and retried). */
export function MailStatus({ mail }: { mail: TMailState | undefined }) {
  if (!mail) return null;
  const when = mail.sent_at ?? mail.created_at;
  const time = new Date(when).toLocaleTimeString('it-IT', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: APP_TIME_ZONE,
  });
  let text = `Ultima email di conferma: ${MAIL_STATUS_LABELS[mail.status]} (${formatDisplayDate(when)} ${time})`;
  if (mail.status !== 'sent' && mail.attempts > 0) text += ` – tentativi: ${mail.attempts}`;
  if (mail.status !== 'sent' && mail.last_error) text += ` – ${mail.last_error}`;
  return (
    <Typography
      variant="body2"
      color={mail.status === 'failed' ? 'error' : 'text.secondary'}
      className="no-print"
      role="status"
    >
      {text}
    </Typography>
  );
}
