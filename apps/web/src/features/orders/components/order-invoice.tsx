import {
  DOCUMENT_TYPE_LABELS,
  daysLate,
  detailPath,
  formatCents,
  formatDisplayDate,
  INVOICE_MSG,
  INVOICE_TIMING_MSG,
  romeWireDate,
  SDI_STATUS_LABELS,
  type TInvoice,
} from '@app/shared';
import CodeIcon from '@mui/icons-material/Code';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { useDownloadOrderInvoice } from '../api/download-invoice';
import { useIssueInvoice } from '../api/issue-invoice';
import { useOrderInvoices } from '../api/list-order-invoices';

const FILES = [
  { kind: 'xml', text: 'XML', Icon: CodeIcon },
  { kind: 'pdf', text: 'PDF', Icon: PictureAsPdfIcon },
] as const;

function InvoiceRow({ invoice }: { invoice: TInvoice }) {
  const download = useDownloadOrderInvoice();
  const snackbar = useSnackbar();
  const label = `${DOCUMENT_TYPE_LABELS[invoice.type]} ${invoice.number}`;
  const onDownload = (kind: 'xml' | 'pdf') =>
    download.mutate(
      { id: invoice.id, kind, fileName: invoice.file_name },
      { onError: (error) => snackbar.show(error.message, 'error') },
    );
  const busy = (kind: 'xml' | 'pdf') => download.isPending && download.variables?.kind === kind;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2">
          del {formatDisplayDate(invoice.date)} · {formatCents(invoice.total)}
        </Typography>
        <Chip size="small" variant="outlined" label={`SdI: ${SDI_STATUS_LABELS[invoice.sdi_status]}`} />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {FILES.map(({ kind, text, Icon }) => (
          <Button
            key={kind}
            size="small"
            startIcon={<Icon />}
            onClick={() => onDownload(kind)}
            loading={busy(kind)}
            aria-label={`Scarica ${text}: ${label}`}
          >
            {text}
          </Button>
        ))}
        <Button
          size="small"
          component={RouterLink}
          to={detailPath('invoice', invoice.id)}
          startIcon={<OpenInNewIcon />}
        >
          Apri in Fatture
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The order's invoice (and credit notes), or the way to issue it once the order is paid; a free
 * order (total € 0) gets none, and says so. An invoice issued past the 12 days after the payment
 * is late: the admin is asked first, and told after which date it carries.
 */
export function OrderInvoice({
  orderId,
  paidAt,
  free,
}: {
  orderId: number;
  /** when the order was paid (an instant), null while unpaid */
  paidAt: string | null;
  free: boolean;
}) {
  const headingId = useId();
  const invoices = useOrderInvoices(orderId);
  const issue = useIssueInvoice();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const rows = invoices.data ?? [];

  const onIssue = async () => {
    const today = romeWireDate();
    const paidOn = paidAt ? romeWireDate(new Date(paidAt)) : null;
    if (paidOn && daysLate(paidOn, today) > 0) {
      const ok = await confirm({
        title: 'Fattura in ritardo',
        message: `${INVOICE_TIMING_MSG.lateConfirm(paidOn, today)} Emetterla ora?`,
      });
      if (!ok) return;
    }
    issue.mutate(orderId, {
      onSuccess: ({ invoice, message }) =>
        message
          ? snackbar.show(message, 'warning')
          : snackbar.show(INVOICE_TIMING_MSG.issued(invoice.number, invoice.date)),
    });
  };

  return (
    <Paper
      variant="outlined"
      className="no-print"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2 }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ReceiptLongIcon fontSize="small" color="action" />
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Fattura
          </Typography>
        </Stack>
        {invoices.isError ? <Alert severity="error">{invoices.error.message}</Alert> : null}
        {invoices.isPending ? (
          <Typography variant="body2" color="text.secondary">
            Caricamento…
          </Typography>
        ) : null}
        {rows.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} />
        ))}
        {invoices.isSuccess && !rows.length ? (
          free ? (
            <Typography variant="body2">{INVOICE_MSG.freeOrder}</Typography>
          ) : paidAt ? (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="body2">L'ordine è pagato ma non ha ancora una fattura.</Typography>
              <Button variant="contained" size="small" onClick={onIssue} loading={issue.isPending}>
                Emetti fattura
              </Button>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              La fattura si emette quando il pagamento dell'ordine è registrato.
            </Typography>
          )
        ) : null}
        {issue.isError ? <Alert severity="warning">{issue.error.message}</Alert> : null}
      </Stack>
    </Paper>
  );
}
