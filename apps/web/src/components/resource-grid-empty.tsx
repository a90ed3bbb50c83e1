import { ENTITIES } from '@app/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { matchPath } from 'react-router';

/** What an empty list says once a search or a filter is on: the way out is to change them. */
export const NO_MATCHES_TEXT = 'Nessun risultato per questa ricerca: cambia o azzera la ricerca e i filtri.';

/**
 * What an empty list says without search or filters, unless its page says better: the records the
 * entity registry names for the list's path ("Non ci sono ancora conferenze."), else a plain sentence.
 */
export function emptyListText(pathname: string): string {
  for (const entity of Object.values(ENTITIES)) {
    if (entity.list && matchPath({ path: entity.list, end: true }, pathname)) {
      return `Non ci sono ancora ${entity.plural.toLowerCase()}.`;
    }
  }
  return "L'elenco è vuoto.";
}

/** The grid's overlay when a page holds no rows: text only, since the grid owns no other roles. */
export function EmptyListOverlay({ text }: { text: string }) {
  return (
    <Box sx={{ height: '100%', minHeight: 96, display: 'grid', placeItems: 'center', px: 2 }}>
      <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>{text}</Typography>
    </Box>
  );
}
