import { formatCents, formatDisplayDate, type TInvoice } from '@app/shared';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { DocumentTypeChip, SdiStatusChip } from './invoice-chips';
import { InvoiceFiles } from './invoice-files';

const money = {
  align: 'right',
  headerAlign: 'right',
  valueFormatter: (value: number) => formatCents(value),
} as const;

/** The Fatture grid; `field`s the server sorts by are date, number, customer and total. */
export const INVOICE_COLUMNS: readonly GridColDef<TInvoice>[] = [
  {
    field: 'number',
    headerName: 'Numero',
    width: 130,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/invoices/${row.id}`}>
        {row.number}
      </Link>
    ),
  },
  {
    field: 'date',
    headerName: 'Data',
    width: 110,
    valueFormatter: (value: string) => formatDisplayDate(value),
  },
  { field: 'customer', headerName: 'Cliente', flex: 1, minWidth: 180 },
  {
    field: 'type',
    headerName: 'Tipo',
    width: 140,
    sortable: false,
    renderCell: ({ row }) => <DocumentTypeChip type={row.type} />,
  },
  { field: 'total', headerName: 'Totale', width: 120, ...money },
  { field: 'vat', headerName: 'IVA', width: 100, sortable: false, ...money },
  {
    field: 'sdi_status',
    headerName: 'Stato SdI',
    width: 140,
    sortable: false,
    renderCell: ({ row }) => <SdiStatusChip status={row.sdi_status} />,
  },
  {
    field: 'actions',
    headerName: 'Azioni',
    width: 130,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
        <InvoiceFiles invoice={row} compact />
        {row.order_id ? (
          <Tooltip title="Apri l'ordine">
            <IconButton
              component={RouterLink}
              to={`/order/${row.order_id}`}
              size="small"
              aria-label={`Apri l'ordine n. ${row.order_id}`}
            >
              <ShoppingCartOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Stack>
    ),
  },
];
