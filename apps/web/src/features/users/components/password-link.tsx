import { APP_TIME_ZONE, formatDisplayDate, USER_MSG } from '@app/shared';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { failureMessage } from '../../../components/editor/editor-logic';
import { useSnackbar } from '../../../components/snackbar';
import { useGeneratePasswordLink } from '../api/generate-password-link';

const when = (iso: string | null) =>
  iso
    ? `${formatDisplayDate(iso)} ${new Date(iso).toLocaleTimeString('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: APP_TIME_ZONE })}`
    : USER_MSG.neverDone;

type Props = { userId: number; lastReset: string | null; lastLinkSent: string | null };

/** "Reset password link": generates the single-use link, shows it with a copy button, and the dates. */
export function PasswordLink({ userId, lastReset, lastLinkSent }: Props) {
  const generate = useGeneratePasswordLink(userId);
  const snackbar = useSnackbar();
  const link = generate.data?.password_link;
  const sent = generate.data?.last_reset_password_link_sent ?? lastLinkSent;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      snackbar.show('Link copiato');
    } catch {
      snackbar.show('Copia non riuscita: seleziona il link e copialo a mano', 'warning');
    }
  };

  return (
    <Stack spacing={1.5}>
      <div>
        <Button
          variant="outlined"
          startIcon={<LinkIcon />}
          loading={generate.isPending}
          loadingPosition="start"
          onClick={() =>
            generate.mutate(undefined, { onError: (error) => snackbar.show(failureMessage(error), 'error') })
          }
        >
          Reset password link
        </Button>
      </div>
      {link ? (
        <TextField
          label="Link per impostare la password (valido 48 ore, monouso)"
          value={link}
          fullWidth
          size="small"
          slotProps={{
            htmlInput: { readOnly: true, 'data-testid': 'password-link' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Copia link">
                    <IconButton aria-label="Copia link" edge="end" onClick={copy}>
                      <ContentCopyIcon />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
      ) : null}
      <Typography variant="body2">
        Ultimo reset password: <strong>{when(lastReset)}</strong>
      </Typography>
      <Typography variant="body2">
        Ultimo link di reset inviato: <strong>{when(sent)}</strong>
      </Typography>
    </Stack>
  );
}
