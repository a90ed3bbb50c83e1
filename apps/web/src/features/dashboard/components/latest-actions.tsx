import { ACTION_LABELS, ENTITY_LABELS, entityUrl, formatWhen, type TActivityEntry } from '@app/shared';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The latest admin actions: who did what to which record, and when. */
export function LatestActions({ actions }: { actions: TActivityEntry[] }) {
  if (!actions.length) return <Typography color="text.secondary">Nessuna azione registrata</Typography>;
  return (
    <List dense disablePadding>
      {actions.map((a) => {
        const url = entityUrl(a.entity, a.entity_id);
        const record = a.record ?? `${ENTITY_LABELS[a.entity] ?? a.entity} ${a.entity_id}`;
        return (
          <ListItem key={a.id} disableGutters>
            <ListItemText
              primary={
                <>
                  {ACTION_LABELS[a.action] ?? a.action}{' '}
                  {url ? (
                    <Link component={RouterLink} to={url}>
                      {record}
                    </Link>
                  ) : (
                    record
                  )}
                </>
              }
              secondary={`${a.actor_email ?? 'sistema'} · ${formatWhen(a.created_at)}`}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
