import { formatCents, formatDisplayDate, romeWireDate } from '@app/shared';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useStampDuty } from '../api/get-stamp-duty';

/**
 * "Imposta di bollo": per quarter of a year, how many invoices and credit notes carry the virtual
 * duty and what the F24 pays (its tax code and deadline).
 */
export function StampDutyReport() {
  const headingId = useId();
  const thisYear = Number(romeWireDate().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const report = useStampDuty(year);
  const quarters = report.data ?? [];
  const total = quarters.reduce((sum, q) => sum + q.amount, 0);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography id={headingId} variant="h6" component="h2">
            Imposta di bollo
          </Typography>
          <TextField
            select
            size="small"
            label="Anno"
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
            sx={{ width: { xs: '100%', sm: 140 }, flexShrink: 0 }}
          >
            {[0, 1, 2, 3, 4].map((back) => (
              <MenuItem key={back} value={thisYear - back}>
                {thisYear - back}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Il bollo virtuale da € 2,00 delle fatture e note di credito senza IVA oltre € 77,47 (escluse le
          scartate da SdI), da versare con F24 per trimestre. Fatture: i documenti che lo portano.
        </Typography>
        {report.isError ? <Alert severity="error">{report.error.message}</Alert> : null}
        <Table
          size="small"
          aria-label={`Imposta di bollo ${year} per trimestre`}
          sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Trimestre</TableCell>
              <TableCell align="right">Fatture</TableCell>
              <TableCell align="right">Importo</TableCell>
              <TableCell>F24</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {quarters.map((q) => (
              <TableRow key={q.quarter}>
                <TableCell>{q.quarter}°</TableCell>
                <TableCell align="right">{q.count}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatCents(q.amount)}
                </TableCell>
                <TableCell>
                  codice tributo {q.tax_code}
                  <Typography
                    variant="caption"
                    component="div"
                    color="text.secondary"
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    entro il {formatDisplayDate(q.due_by)}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
            {quarters.length ? (
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Anno</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {quarters.reduce((sum, q) => sum + q.count, 0)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {formatCents(total)}
                </TableCell>
                <TableCell />
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
        <Typography variant="caption" color="text.secondary">
          Se il bollo del 1° trimestre non supera € 5.000 si può versare entro il 30 settembre; se quello del
          1° e del 2° insieme non la supera, entro il 30 novembre.
        </Typography>
      </Stack>
    </Paper>
  );
}
