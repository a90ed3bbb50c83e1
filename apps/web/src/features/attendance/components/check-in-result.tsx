import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CheckinOutcome } from '../api/check-in';

const LOOK = {
  ok: { bg: 'success.main', Icon: CheckCircleIcon, title: 'Ingresso registrato' },
  refused: { bg: 'error.main', Icon: CancelIcon, title: 'Non ammesso' },
  offline: { bg: 'warning.dark', Icon: WifiOffIcon, title: 'Nessuna risposta' },
} as const;

/** The answer of the last scan, green or red, big enough to read at arm's length. */
export function CheckinResult({ outcome }: { outcome: CheckinOutcome | null }) {
  return (
    <Box role="status" aria-live="assertive" aria-atomic="true">
      {outcome ? <Panel outcome={outcome} /> : null}
    </Box>
  );
}

function Panel({ outcome }: { outcome: CheckinOutcome }) {
  const { bg, Icon, title } = LOOK[outcome.kind];
  const who = outcome.kind === 'offline' ? null : outcome.participant;
  return (
    <Box
      data-result={outcome.kind}
      sx={{
        bgcolor: bg,
        color: 'common.white',
        borderRadius: 2,
        p: 2,
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
      }}
    >
      <Icon sx={{ fontSize: 40 }} aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" component="p" sx={{ lineHeight: 1.4 }}>
          {title}
        </Typography>
        {who ? (
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {who.name} {who.surname}
          </Typography>
        ) : null}
        {who?.workshops.length ? <Typography>Workshop: {who.workshops.join(', ')}</Typography> : null}
        {who?.attendance === 'streaming' ? <Typography>Iscritto in streaming</Typography> : null}
        <Typography sx={{ fontWeight: 500 }}>{outcome.message}</Typography>
      </Box>
    </Box>
  );
}
