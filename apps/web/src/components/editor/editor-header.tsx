import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SaveButton } from './save-button';

type Props = {
  /** The list the back button returns to, and its label ("Utenti"). */
  back: { to: string; label: string };
  /** The record's name, or "Nuovo …". */
  title: ReactNode;
  saving: boolean;
  /** the record's own actions, left of Salva (e.g. approve) */
  children?: ReactNode;
};

/** The row above an editor: back to the list, the record's name, Salva. */
export function EditorHeader({ back, title, saving, children }: Props) {
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} color="inherit">
        {back.label}
      </Button>
      <Typography
        variant="h2"
        component="h2"
        sx={{ flexGrow: 1, fontSize: '1.25rem', minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {children}
      <SaveButton saving={saving} />
    </Stack>
  );
}
