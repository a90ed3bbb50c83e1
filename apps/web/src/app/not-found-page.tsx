import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { usePageTitle } from '../components/page-title';

/** Any unknown path inside the signed-in area. */
export default function NotFoundPage() {
  usePageTitle('Pagina non trovata');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h2" gutterBottom>
        Pagina non trovata
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        L'indirizzo richiesto non corrisponde a nessuna pagina del back-office.
      </Typography>
      <Button component={Link} to="/documents" variant="contained">
        Vai ai Documenti
      </Button>
    </Paper>
  );
}
