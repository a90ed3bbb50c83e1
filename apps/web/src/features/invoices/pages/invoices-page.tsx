import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  romeWireDate,
  SDI_STATUS_LABELS,
  SDI_STATUSES,
} from '@app/shared';
import DownloadIcon from '@mui/icons-material/Download';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../../../components/page-title';
import { type GridFilter, gridFilter, ResourceGrid, ToolbarButton } from '../../../components/resource-grid';
import { invoicesQuery } from '../api/list-invoices';
import { BillingChecksAlert } from '../components/billing-checks-alert';
import { ExportDialog } from '../components/export-dialog';
import { INVOICE_BULK } from '../components/invoice-bulk';
import { INVOICE_COLUMNS } from '../components/invoice-columns';
import { ReceiptsImport } from '../components/receipts-import';
import { SettingsAlert } from '../components/settings-alert';
import { StampDutyReport } from '../components/stamp-duty-report';

const TYPE_FILTER = gridFilter('type', 'Tipo', DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS);
const STATUS_FILTER = gridFilter('sdi_status', 'Stato SdI', SDI_STATUSES, SDI_STATUS_LABELS);

/** Route /invoices: the invoices and credit notes issued, their files and their SdI status. */
export default function InvoicesPage() {
  usePageTitle('Fatture');
  const [exporting, setExporting] = useState(false);
  // This year and the four before, in Italy's calendar.
  const year = Number(romeWireDate().slice(0, 4));
  const filters = useMemo<GridFilter[]>(
    () => [
      {
        name: 'year',
        label: 'Anno',
        options: [0, 1, 2, 3, 4].map((back) => ({ value: String(year - back), label: String(year - back) })),
      },
      TYPE_FILTER,
      STATUS_FILTER,
    ],
    [year],
  );

  return (
    <Stack spacing={2}>
      <SettingsAlert />
      <BillingChecksAlert />
      <ResourceGrid
        label="Fatture"
        columns={INVOICE_COLUMNS}
        query={invoicesQuery}
        defaultSort="-date"
        filters={filters}
        searchLabel="Cerca numero o cliente"
        bulk={INVOICE_BULK}
        views="invoices"
        toolbar={
          <>
            <ToolbarButton variant="outlined" icon={<DownloadIcon />} onClick={() => setExporting(true)}>
              Esporta XML del periodo
            </ToolbarButton>
            <ReceiptsImport />
          </>
        }
      />
      <StampDutyReport />
      {exporting ? <ExportDialog onClose={() => setExporting(false)} /> : null}
    </Stack>
  );
}
