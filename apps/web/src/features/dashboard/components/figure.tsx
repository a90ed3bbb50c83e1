import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Props = {
  label: ReactNode;
  value: ReactNode;
  /** the filtered list behind the figure; without it the figure is plain text */
  to?: string;
  hint?: string;
};

/**
 * A big number with its label; a link to the list that shows the same rows. The link is named by
 * what it shows ("4 Attive"), so a voice command saying the visible text finds it.
 */
export function Figure({ label, value, to, hint }: Props) {
  const content = (
    <Box sx={{ p: 1.5 }}>
      <Typography variant="h4" component="p" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {hint ? (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
  if (!to) return <Box sx={{ borderRadius: 1, bgcolor: 'action.hover' }}>{content}</Box>;
  return (
    <CardActionArea component={RouterLink} to={to} sx={{ borderRadius: 1, bgcolor: 'action.hover' }}>
      {content}
    </CardActionArea>
  );
}
