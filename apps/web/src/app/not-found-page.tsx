import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../components/page-title';

/** Any unknown path inside the signed-in area: which address, and the ways on from there. */
export default function NotFoundPage() {
  usePageTitle('Pagina non trovata');
  const { pathname } = useLocation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h2" gutterBottom>
        Pagina non trovata
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, overflowWrap: 'anywhere' }}>
        L'indirizzo «{pathname}» non corrisponde a nessuna pagina del back-office: forse il link è vecchio o è
        stato scritto male. Scegli una voce del menu, oppure:
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={Link} to="/dashboard" variant="contained">
          Vai alla Dashboard
        </Button>
        <Button component={Link} to="/documents" variant="outlined">
          Vai ai Documenti
        </Button>
      </Stack>
    </Paper>
  );
}
