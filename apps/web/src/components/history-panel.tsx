import {
  ACTION_LABELS,
  detailPath,
  formatCents,
  formatWhen,
  MAIL_STATUS_LABELS,
  PAYMENT_STATUS_LABEL,
  type THistoryEntry,
  type THistoryLine,
  type TMailStatus,
  type TTimeline,
} from '@app/shared';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTimeline } from './history-timeline';
import { QueryError } from './query-error';

/** dd/MM/yyyy HH:mm in Italian time: other screens take it from here too. */
export { formatWhen };

/** Field by field, as the server wrote them out: Italian label, old value struck through → new value. */
export function ChangesList({ fields }: { fields: THistoryLine[] }) {
  if (!fields.length) return null;
  return (
    <Box
      component="dl"
      // a phone shows each label above its values, which then have the whole width
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(90px, max-content) 1fr' },
        columnGap: 1.5,
      }}
    >
      {fields.map(({ field, label, before, after }) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, mb: { xs: 0.5, sm: 0 }, overflowWrap: 'anywhere' }}
          >
            <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
              {before}
            </Box>
            {' → '}
            <span>{after}</span>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Entry({ entry }: { entry: THistoryEntry }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        <strong>{ACTION_LABELS[entry.action] ?? entry.action}</strong> · {entry.actor_email ?? 'sistema'} ·{' '}
        {formatWhen(entry.created_at)}
      </Typography>
      <ChangesList fields={entry.fields} />
    </Box>
  );
}

/** A titled group of related records; nothing when there is none. */
function RelatedGroup({ title, items }: { title: string; items: ReactNode[] }) {
  if (!items.length) return null;
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {items}
    </div>
  );
}

function Related({ timeline }: { timeline: TTimeline }) {
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <RelatedGroup
        title="Email"
        items={timeline.mails.map((m) => (
          <Typography key={m.id} variant="body2">
            {formatWhen(m.created_at)} ·{' '}
            <Link component={RouterLink} to={detailPath('mail', m.id)}>
              {m.subject}
            </Link>{' '}
            → {m.recipients.join(', ')}{' '}
            <Chip
              size="small"
              label={MAIL_STATUS_LABELS[m.status as TMailStatus] ?? m.status}
              color={m.status === 'failed' ? 'error' : 'default'}
            />
          </Typography>
        ))}
      />
      <RelatedGroup
        title="Pagamenti"
        items={timeline.payments.map((p) => (
          <Typography key={p.id} variant="body2">
            {formatWhen(p.paid_at ?? p.created_at)} · {formatCents(p.amount)} ·{' '}
            {PAYMENT_STATUS_LABEL[p.status] ?? p.status}
          </Typography>
        ))}
      />
      <RelatedGroup
        title="Eventi Stripe"
        items={timeline.stripe_events.map((e) => (
          <Typography key={e.id} variant="body2">
            {formatWhen(e.created_at)} · {e.type} · {e.id}
          </Typography>
        ))}
      />
    </Stack>
  );
}

/** The timeline itself, for places that show it without the collapsible panel (a dialog). */
export function TimelineBody({ entity, id }: { entity: string; id: string }) {
  const query = useTimeline(entity, id, true);
  if (query.isPending) return <Skeleton variant="rounded" height={80} />;
  if (query.isError) {
    return <QueryError error={query.error} onRetry={query.refetch} />;
  }
  const timeline = query.data;
  const empty =
    !timeline.entries.length &&
    !timeline.mails.length &&
    !timeline.payments.length &&
    !timeline.stripe_events.length;
  if (empty) return <Typography color="text.secondary">Nessuna modifica registrata</Typography>;
  return (
    <>
      <Box component="ul" aria-label="Modifiche" sx={{ m: 0, p: 0 }}>
        {timeline.entries.map((e) => (
          <Entry key={e.id} entry={e} />
        ))}
      </Box>
      <Related timeline={timeline} />
    </>
  );
}

/**
 * "Storico" of a record: who changed what and when (old → new per field), plus the emails,
 * payments and Stripe events that concern it. Collapsed, it costs nothing: the timeline is
 * fetched each time it opens. Usage: `<HistoryPanel entity="arbitrator" id={arbitrator.id} />`.
 */
export function HistoryPanel({ entity, id }: { entity: string; id: string | number }) {
  const [open, setOpen] = useState(false);
  const headerId = useId();
  return (
    <Accordion
      expanded={open}
      onChange={(_, expanded) => setOpen(expanded)}
      variant="outlined"
      disableGutters
      sx={{ mt: 3 }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={headerId}>
        <Typography variant="subtitle1" component="h2">
          Storico
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{open ? <TimelineBody entity={entity} id={String(id)} /> : null}</AccordionDetails>
    </Accordion>
  );
}
