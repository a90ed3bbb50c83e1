import { formatCents, formatUnitPrice, type TInvoiceDetail } from '@app/shared';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

type Line = TInvoiceDetail['lines'][number];

const vatOf = (line: Line) => (line.nature ? `0% (${line.nature})` : `${line.vat_rate}%`);

/** The invoice's lines (net amounts, as in the XML) and its totals. */
export function InvoiceLines({ invoice }: { invoice: TInvoiceDetail }) {
  return (
    <Stack spacing={2}>
      <div>
        {/* Narrow screens between phone and desktop may still scroll it: focusable, so the keyboard can too. */}
        <TableContainer
          sx={{ overflowX: 'auto', display: { xs: 'none', sm: 'block' } }}
          tabIndex={0}
          role="region"
          aria-label="Righe, scorrevoli"
        >
          <Table size="small" aria-label="Righe del documento">
            <TableHead>
              <TableRow>
                <TableCell>N.</TableCell>
                <TableCell>Descrizione</TableCell>
                <TableCell align="right">Quantità</TableCell>
                <TableCell align="right">Prezzo unitario</TableCell>
                <TableCell align="right">Imponibile</TableCell>
                <TableCell align="right">IVA</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoice.lines.map((line) => (
                <TableRow key={line.number}>
                  <TableCell>{line.number}</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>{line.description}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatUnitPrice(line.unit_price)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCents(line.total)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {vatOf(line)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {/* On a phone six columns do not fit: one block per line instead. */}
        <List
          dense
          disablePadding
          aria-label="Righe del documento"
          sx={{ display: { xs: 'block', sm: 'none' } }}
        >
          {invoice.lines.map((line) => (
            <ListItem key={line.number} disableGutters divider>
              <ListItemText
                primary={`${line.number}. ${line.description}`}
                secondary={`Quantità ${line.quantity} · Prezzo unitario ${formatUnitPrice(line.unit_price)} · Imponibile ${formatCents(line.total)} · IVA ${vatOf(line)}`}
              />
            </ListItem>
          ))}
        </List>
      </div>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }} role="group" aria-label="Totali del documento">
        <Typography variant="body2">
          Imponibile: {formatCents(invoice.total - invoice.vat - invoice.rounding)}
        </Typography>
        <Typography variant="body2">IVA: {formatCents(invoice.vat)}</Typography>
        {invoice.rounding ? (
          <Typography variant="body2">Arrotondamento: {formatCents(invoice.rounding)}</Typography>
        ) : null}
        <Typography variant="h6" component="p">
          Totale: {formatCents(invoice.total)}
        </Typography>
      </Stack>
    </Stack>
  );
}
