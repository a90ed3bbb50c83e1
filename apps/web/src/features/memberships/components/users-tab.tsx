import type { TCompanyUser } from '@app/shared';
import { detailPath } from '@app/shared';
import PersonIcon from '@mui/icons-material/Person';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** Utenti tab: the company's users, the founder marked, each with a link to its editor. */
export function UsersTab({ users }: { users: TCompanyUser[] }) {
  if (users.length === 0) return <Typography color="text.secondary">Nessun utente associato</Typography>;
  return (
    <List aria-label="Utenti dell'azienda" disablePadding>
      {users.map((user) => {
        const fullName = `${user.name} ${user.surname}`.trim();
        return (
          <ListItem key={user.id} divider sx={{ gap: 2, flexWrap: 'wrap' }}>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{fullName}</span>
                  {user.company_founder === 1 ? <Chip size="small" color="primary" label="Founder" /> : null}
                </Stack>
              }
              secondary={user.email}
            />
            <Button
              size="small"
              variant="outlined"
              startIcon={<PersonIcon />}
              component={RouterLink}
              to={detailPath('user', user.id)}
              aria-label={`Apri l'utente ${fullName}`}
            >
              Utente
            </Button>
          </ListItem>
        );
      })}
    </List>
  );
}
