import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  icon: ReactNode;
  /** The page's h1. */
  title: ReactNode;
  subtitle: ReactNode;
  maxWidth: number;
  children: ReactNode;
};

/** Centred card of the screens outside the app shell (sign-in, password reset): icon, h1, subtitle. */
export function AuthCard({ icon, title, subtitle, maxWidth, children }: Props) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 5 } }}>
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 3, textAlign: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>{icon}</Avatar>
          <Typography variant="h1">{title}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{subtitle}</Typography>
        </Stack>
        {children}
      </Paper>
    </Box>
  );
}
