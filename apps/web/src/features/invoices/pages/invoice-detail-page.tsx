import {
  DOCUMENT_TYPE_LABELS,
  detailPath,
  formatCents,
  formatDisplayDate,
  formatWhen,
  type TInvoiceDetail,
} from '@app/shared';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { HistoryPanel } from '../../../components/history-panel';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useInvoice } from '../api/get-invoice';
import { CreditNoteDialog } from '../components/credit-note-dialog';
import { DocumentTypeChip, SdiStatusChip } from '../components/invoice-chips';
import { InvoiceFiles } from '../components/invoice-files';
import { InvoiceLines } from '../components/invoice-lines';
import { RegenerateButton } from '../components/regenerate-button';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {label}:
      </Typography>{' '}
      {children}
    </Typography>
  );
}

/** The invoice a credit note corrects, by its number once loaded. */
function RelatedLink({ id }: { id: number }) {
  const related = useInvoice(id);
  return (
    <Link component={RouterLink} to={detailPath('invoice', id)}>
      {related.data ? `${DOCUMENT_TYPE_LABELS[related.data.type]} ${related.data.number}` : `Documento ${id}`}
    </Link>
  );
}

function SdiErrors({ invoice }: { invoice: TInvoiceDetail }) {
  if (!invoice.sdi_errors.length) return null;
  return (
    <Alert severity="error">
      <AlertTitle>Errori segnalati da SdI</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {invoice.sdi_errors.map((e) => (
          <li key={`${e.code}-${e.description}`}>
            {e.code}: {e.description}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

function InvoiceDetail({ invoice }: { invoice: TInvoiceDetail }) {
  const [crediting, setCrediting] = useState(false);
  const label = DOCUMENT_TYPE_LABELS[invoice.type];
  const canCredit = invoice.type === 'TD01' && invoice.creditable > 0;
  return (
    <Stack spacing={2}>
      <PageHeader back={{ to: '/invoices', label: 'Fatture' }} title={`${label} ${invoice.number}`}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <InvoiceFiles invoice={invoice} />
          {invoice.sdi_status === 'rejected' ? <RegenerateButton invoice={invoice} /> : null}
          {canCredit ? (
            <Button
              variant="contained"
              startIcon={<RemoveCircleOutlineIcon />}
              onClick={() => setCrediting(true)}
            >
              Emetti nota di credito
            </Button>
          ) : null}
        </Stack>
      </PageHeader>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          <Stack spacing={0.5}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <DocumentTypeChip type={invoice.type} />
              <SdiStatusChip status={invoice.sdi_status} />
            </Stack>
            <Field label="Data">{formatDisplayDate(invoice.date)}</Field>
            {invoice.sdi_updated_at ? (
              <Field label="Stato SdI del">{formatWhen(invoice.sdi_updated_at)}</Field>
            ) : null}
            <Field label="Cliente">{invoice.customer}</Field>
            <Field label="File SdI">{invoice.file_name}</Field>
            {invoice.order_id ? (
              <Field label="Ordine">
                <Link component={RouterLink} to={detailPath('order', invoice.order_id)}>
                  n. {invoice.order_id}
                </Link>
              </Field>
            ) : null}
            {invoice.payment_id ? <Field label="Pagamento quota">n. {invoice.payment_id}</Field> : null}
            {invoice.related_invoice_id ? (
              <Field label="Fattura stornata">
                <RelatedLink id={invoice.related_invoice_id} />
              </Field>
            ) : null}
            {invoice.type === 'TD01' ? (
              <Field label="Residuo stornabile">{formatCents(invoice.creditable)}</Field>
            ) : null}
            {invoice.stamp_duty ? (
              <Field label="Imposta di bollo">
                {formatCents(invoice.stamp_duty)}, assolta in modo virtuale
              </Field>
            ) : null}
          </Stack>
          <SdiErrors invoice={invoice} />
          <InvoiceLines invoice={invoice} />
        </Stack>
      </Paper>
      <HistoryPanel entity="invoice" id={invoice.id} />
      {crediting ? <CreditNoteDialog invoice={invoice} onClose={() => setCrediting(false)} /> : null}
    </Stack>
  );
}

/** Route /invoices/:id: one invoice or credit note, its lines, files and SdI outcome. */
export default function InvoiceDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useInvoice(valid ? id : 0);
  const data = query.data;
  usePageTitle(data ? `${DOCUMENT_TYPE_LABELS[data.type]} ${data.number}` : 'Fattura');

  if (!valid) return <Alert severity="error">Fattura non trovata</Alert>;
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <QueryError error={query.error} onRetry={query.refetch} />;
  return <InvoiceDetail key={query.data.id} invoice={query.data} />;
}
