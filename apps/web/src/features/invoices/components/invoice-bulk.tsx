import { INVOICE_ZIP_FILES, INVOICE_ZIP_LABELS, type TInvoice } from '@app/shared';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import type { BulkConfig } from '../../../components/bulk/bulk-types';
import { downloadInvoicesZip } from '../api/download-invoices-zip';

const invoices = (n: number) => (n === 1 ? '1 fattura' : `${n.toLocaleString('it-IT')} fatture`);

/** The invoices' bulk actions: their files in one ZIP; their export. */
export const INVOICE_BULK: BulkConfig<TInvoice> = {
  noun: { one: 'fattura', many: 'fatture', gender: 'f' },
  path: '/api/invoices',
  key: 'invoices',
  rowId: (row) => row.id,
  describe: (row) => `${row.number} (${row.customer})`,
  fileName: 'fatture.csv',
  actions: [
    {
      label: 'Scarica ZIP',
      icon: <FolderZipIcon />,
      question: (rows) => `Scaricare ${invoices(rows.length)} in un file ZIP?`,
      confirmLabel: 'Scarica',
      doneText: invoices,
      download: {
        fileName: 'fatture.zip',
        choice: {
          label: 'File da includere',
          options: INVOICE_ZIP_FILES.map((value) => ({ value, label: INVOICE_ZIP_LABELS[value] })),
          initial: 'both',
        },
        fetch: downloadInvoicesZip,
      },
    },
  ],
};
