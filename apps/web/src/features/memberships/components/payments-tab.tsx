import {
  detailPath,
  formatCents,
  formatDisplayDate,
  PAYMENT_DATE,
  PAYMENT_STATUS_LABEL,
  type TMembershipPayment,
} from '@app/shared';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** Informazioni di pagamento tab (read-only): status, date (dd-MM-yyyy when paid), coupon, discount, invoice. */
export function PaymentsTab({ payments }: { payments: TMembershipPayment[] }) {
  if (payments.length === 0) return <Typography color="text.secondary">Nessun pagamento</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Pagamenti">
        <TableHead>
          <TableRow>
            <TableCell>Stato pagamento</TableCell>
            <TableCell>Data pagamento</TableCell>
            <TableCell>Coupon</TableCell>
            <TableCell align="right">Sconto</TableCell>
            <TableCell>Fattura</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((p, i) => (
            // payments have no id on the wire; their order is stable (newest first)
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <TableRow key={i}>
              <TableCell>{PAYMENT_STATUS_LABEL[p.status] ?? p.status}</TableCell>
              <TableCell>{p.paid_at ? formatDisplayDate(p.paid_at, PAYMENT_DATE) : ''}</TableCell>
              <TableCell>{p.coupon_code ?? ''}</TableCell>
              <TableCell align="right">{p.discount ? formatCents(p.discount) : ''}</TableCell>
              <TableCell>
                {p.invoice ? (
                  <Link component={RouterLink} to={detailPath('invoice', p.invoice.id)}>
                    {p.invoice.number}
                  </Link>
                ) : (
                  ''
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
