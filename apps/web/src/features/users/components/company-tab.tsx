import type { TCompanyField, TUserCompany } from '@app/shared';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';

const FIELDS = [
  ['name', 'Nome'],
  ['type', 'Tipo'],
  ['address', 'Indirizzo'],
  ['city', 'Città'],
  ['province', 'Provincia'],
  ['postal_code', 'CAP'],
  ['country', 'Paese'],
  ['vat', 'Partita IVA'],
] as const satisfies readonly (readonly [Exclude<TCompanyField, 'id'>, string])[];

/** Tab "Dettagli Azienda": the user's company, read-only. */
export function CompanyTab({ company }: { company: TUserCompany | null }) {
  if (!company) return <Alert severity="info">L'utente non appartiene a nessuna azienda.</Alert>;
  return (
    <Grid container spacing={2}>
      {FIELDS.map(([field, label]) => (
        <Grid key={field} size={{ xs: 12, sm: 6 }}>
          <TextField
            label={label}
            value={company[field] ?? ''}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Grid>
      ))}
    </Grid>
  );
}
