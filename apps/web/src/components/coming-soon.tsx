import ConstructionIcon from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Body of a page whose screen is not built yet (inside the layout, whose top bar holds the h1). */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <ConstructionIcon color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h2" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>In arrivo</Typography>
    </Paper>
  );
}
