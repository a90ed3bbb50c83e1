import {
  bookingForLines,
  formatCents,
  formatCreditorReference,
  formatDisplayDate,
  ORDER_MSG,
  orderOriginLabel,
  orderSummary,
  paymentMethodLabel,
  type TOrderDetail,
} from '@app/shared';
import EmailIcon from '@mui/icons-material/Email';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { HistoryPanel } from '../../../components/history-panel';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useSnackbar } from '../../../components/snackbar';
import { useOrder } from '../api/get-order';
import { useSendRecap } from '../api/send-recap';
import { DueDateExtension } from '../components/due-date-extension';
import { MailStatus } from '../components/mail-status';
import { OrderActionButtons } from '../components/order-actions';
import { OrderFlags } from '../components/order-flags';
import { OrderInvoice } from '../components/order-invoice';
import { OrderStateChip } from '../components/order-state';
import { ParticipantCard } from '../components/participant-card';

/** Printing shows the order alone: no buttons, no app bar, no drawer. */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        '.no-print, header, nav, .MuiDrawer-root, .MuiAppBar-root, .MuiSnackbar-root': {
          display: 'none !important',
        },
        body: { background: '#fff' },
        main: { margin: '0 !important', padding: '0 !important', width: '100% !important' },
        '.order-sheet': { boxShadow: 'none !important', border: 'none !important' },
        '.order-participant': { breakInside: 'avoid' },
      },
    }}
  />
);

function address(company: TOrderDetail['company']) {
  if (!company) return '';
  const place = [company.postal_code, company.city, company.province ? `(${company.province})` : null]
    .filter(Boolean)
    .join(' ');
  return [company.address, place, company.country].filter(Boolean).join(', ');
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {label}:
      </Typography>{' '}
      {value || '—'}
    </Typography>
  );
}

/** Route /order/:orderId: the printable order detail. */
export default function OrderDetailPage() {
  const orderId = Number(useParams().orderId);
  const valid = Number.isInteger(orderId) && orderId > 0;
  usePageTitle(valid ? `Ordine n. ${orderId}` : 'Dettaglio Ordine');
  const snackbar = useSnackbar();
  const query = useOrder(valid ? orderId : 0);
  const send = useSendRecap();

  if (!valid) return <Alert severity="error">Ordine non trovato</Alert>;
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <QueryError error={query.error} onRetry={query.refetch} />;
  const b = query.data;
  const summary = orderSummary(bookingForLines(b));

  const onSend = () =>
    send.mutate(orderId, {
      onSuccess: () => snackbar.show(ORDER_MSG.mailSent),
      onError: (error) => snackbar.show(error.message, 'error'),
    });

  return (
    <Paper className="order-sheet" sx={{ p: { xs: 2, md: 3 } }}>
      {PRINT_STYLES}
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="h5" component="h2">
            Ordine n. {b.order_id}
          </Typography>
          <Stack direction="row" className="no-print" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              PRINT
            </Button>
            <Button variant="contained" startIcon={<EmailIcon />} onClick={onSend} loading={send.isPending}>
              INVIA EMAIL DI CONFERMA
            </Button>
            <OrderActionButtons order={b} />
          </Stack>
        </Stack>
        <MailStatus mail={b.mails[0]} />
        <OrderFlags order={b} />
        <Stack spacing={0.5}>
          <Field label="Conferenza" value={b.conference.title} />
          <Field label="Azienda" value={b.company?.name ?? ''} />
          <Field label="Indirizzo azienda" value={address(b.company)} />
          <Field label="Data ordine" value={formatDisplayDate(b.created_at)} />
          <Field label="Data pagamento" value={formatDisplayDate(b.paid_at)} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Stato:
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              label={b.status}
              color={b.status === 'Completed' ? 'success' : 'default'}
            />
          </Stack>
        </Stack>
        <Stack spacing={0.5} component="section" aria-label="Pagamento">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Stato ordine:
            </Typography>
            <OrderStateChip state={b.order_status} />
          </Stack>
          <Field label="Origine" value={orderOriginLabel(b.from_site)} />
          {/* what a back-office order never had is left out rather than shown empty */}
          {b.payment_method ? (
            <Field label="Metodo di pagamento" value={paymentMethodLabel(b.payment_method)} />
          ) : null}
          {b.due_date ? <Field label="Scadenza pagamento" value={formatDisplayDate(b.due_date)} /> : null}
          <DueDateExtension order={b} />
          {b.reference ? <Field label="Riferimento" value={formatCreditorReference(b.reference)} /> : null}
          {b.contact_email ? <Field label="Email di contatto" value={b.contact_email} /> : null}
        </Stack>
        <OrderInvoice orderId={orderId} paidAt={b.paid_at ?? null} free={b.price === 0} />
        <Typography variant="h6" component="h3">
          Partecipanti
        </Typography>
        {b.partecipants.map((p, i) => (
          <ParticipantCard key={p.id} participant={p} charges={summary.participants[i]} />
        ))}
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }} aria-label="Totali">
          <Field label="Coupon" value={b.coupon_code ?? ''} />
          <Field label="Sconto" value={formatCents(-b.discount)} />
          {b.stamp_duty ? <Field label="Imposta di bollo" value={formatCents(b.stamp_duty)} /> : null}
          <Typography variant="h6" component="p">
            Totale: {formatCents(b.price)}
          </Typography>
        </Stack>
        {summary.total !== b.price ? (
          // old orders may hold a total their lines do not reach: say so rather than hide it
          <Alert severity="warning">
            Le righe dell'ordine sommano {formatCents(summary.total)}, ma il totale registrato è{' '}
            {formatCents(b.price)}: verifica l'ordine.
          </Alert>
        ) : null}
        <div className="no-print">
          <HistoryPanel entity="order" id={orderId} />
        </div>
      </Stack>
    </Paper>
  );
}
