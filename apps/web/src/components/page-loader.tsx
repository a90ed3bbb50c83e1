import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Centered spinner while a page's code or the session check is on its way. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100dvh' : 240 }}
    >
      <CircularProgress aria-label="Caricamento" />
    </Box>
  );
}
