import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Props = {
  /** the list this page belongs to, e.g. { to: '/invoices', label: 'Fatture' } */
  back?: { to: string; label: string };
  /** the page's heading (level 2: the top bar holds level 1) */
  title?: ReactNode;
  /** the page's own buttons and chips, on the right */
  children?: ReactNode;
};

/** The row above a page's content: "back to the list", the heading, the page's actions. */
export function PageHeader({ back, title, children }: Props) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      {back ? (
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} color="inherit">
          {back.label}
        </Button>
      ) : null}
      {title ? (
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      ) : (
        <Box sx={{ flexGrow: 1 }} />
      )}
      {children}
    </Stack>
  );
}
