import type { TInvoice } from '@app/shared';
import { detailPath } from '@app/shared';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { chipColumn, dateColumn, linkColumn, moneyColumn } from '../../../components/grid-columns';
import { IconAction } from '../../../components/icon-action';
import { actionsColumn } from '../../../components/row-actions';
import { DocumentTypeChip, SdiStatusChip } from './invoice-chips';
import { InvoiceFiles } from './invoice-files';

/** The Fatture grid; `field`s the server sorts by are date, number, customer and total. */
export const INVOICE_COLUMNS: readonly GridColDef<TInvoice>[] = [
  linkColumn({ field: 'number', headerName: 'Numero', width: 130 }, (row) => ({
    to: detailPath('invoice', row.id),
    text: row.number,
  })),
  dateColumn({ field: 'date', headerName: 'Data' }),
  { field: 'customer', headerName: 'Cliente', flex: 1, minWidth: 180 },
  chipColumn({ field: 'type', headerName: 'Tipo', width: 140, sortable: false }, (row) => (
    <DocumentTypeChip type={row.type} />
  )),
  moneyColumn({ field: 'total', headerName: 'Totale' }),
  moneyColumn({ field: 'vat', headerName: 'IVA', width: 100, sortable: false }),
  chipColumn({ field: 'sdi_status', headerName: 'Stato SdI', width: 140, sortable: false }, (row) => (
    <SdiStatusChip status={row.sdi_status} />
  )),
  actionsColumn(
    (row) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
        <InvoiceFiles invoice={row} compact />
        {row.order_id ? (
          <IconAction
            title="Apri l'ordine"
            label={`Apri l'ordine n. ${row.order_id}`}
            icon={<ShoppingCartOutlinedIcon fontSize="small" />}
            to={detailPath('order', row.order_id)}
          />
        ) : null}
      </Stack>
    ),
    130,
  ),
];
