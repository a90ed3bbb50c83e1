import {
  type TManualTransfer,
  TRANSFER_LINK_LABELS,
  TRANSFER_STATUS_LABELS,
  TRANSFER_TYPES,
} from '@app/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { dateColumn, flagColumn, linkColumn, moneyColumn } from '../../../components/grid-columns';
import { usePageTitle } from '../../../components/page-title';
import { gridFilter, ResourceGrid, ToolbarButton } from '../../../components/resource-grid';
import { actionsColumn } from '../../../components/row-actions';
import { transfersQuery } from '../api/list-transfers';
import { TransferActions } from '../components/transfer-actions';
import { TRANSFER_BULK } from '../components/transfer-bulk';
import { ReasonCell, transferAge, transferAgeText } from '../components/transfer-cells';
import { transferPath } from '../components/transfer-path';

const FILTERS = [
  gridFilter('type', 'Tipo acquisto', TRANSFER_TYPES),
  gridFilter('confirm', 'Stato', ['false', 'true'], TRANSFER_STATUS_LABELS),
];

const ACTIONS = actionsColumn<TManualTransfer>((row) => <TransferActions row={row} />, 118);
const AMOUNT = moneyColumn<TManualTransfer>({
  field: 'amount',
  headerName: 'Importo',
  width: 96,
  valueGetter: (_value, row) => row.data.amount,
});
const STATUS = flagColumn<TManualTransfer>(
  // never narrower than its chip "Non confermato" (130 px with Debian's fonts, and the grid's 6 px
  // padding): with the rows' checkboxes the list is at its narrowest at 1366 px
  {
    field: 'confirm',
    headerName: 'Stato',
    width: 142,
    minWidth: 142,
    valueGetter: (_value, row) => row.data.confirm,
  },
  (row) => row.data.confirm,
  (row) => (row.data.confirm ? TRANSFER_STATUS_LABELS.true : TRANSFER_STATUS_LABELS.false),
);

const EMAIL: GridColDef<TManualTransfer> = {
  field: 'email',
  headerName: 'Email',
  flex: 1,
  minWidth: 96,
  // an address has no spaces: it breaks anywhere rather than overflow
  renderCell: ({ row }) => <Box sx={{ overflowWrap: 'anywhere' }}>{row.email}</Box>,
};

/**
 * Every column within the page at 1366 px, and every cell whole: the e-mail, the type and the
 * reason wrap onto more lines rather than end in an ellipsis (the admin matches them to a bank
 * line). The reason shows its RF reference beneath; reference, age and due date each sort the list.
 */
const COLUMNS: readonly GridColDef<TManualTransfer>[] = [
  { field: 'id', headerName: 'ID', width: 52 },
  EMAIL,
  // "Tipo": never narrower than MEMBERSHIP, its longest value
  { field: 'type', headerName: 'Tipo', width: 114, minWidth: 114 },
  linkColumn({ field: 'link', headerName: 'Link', width: 100, minWidth: 100, sortable: false }, (row) => ({
    to: transferPath(row),
    text: TRANSFER_LINK_LABELS[row.type],
  })),
  {
    // the reason and its RF reference in one column (a site booking's reason is its reference),
    // sorted by the reference
    field: 'reference',
    headerName: 'Causale',
    flex: 1.4,
    minWidth: 124,
    renderCell: ({ row }) => <ReasonCell row={row} />,
  },
  AMOUNT,
  {
    field: 'age',
    headerName: 'Età',
    width: 56,
    align: 'right',
    headerAlign: 'right',
    valueGetter: (_value, row) => transferAge(row),
    valueFormatter: (_value, row) => transferAgeText(row),
  },
  dateColumn({ field: 'due_date', headerName: 'Scadenza' }),
  STATUS,
  ACTIONS,
];

/** On a phone the actions come first, beside the payer and the amount: nothing to scroll to. */
const PHONE_COLUMNS: readonly GridColDef<TManualTransfer>[] = [
  ACTIONS,
  { ...EMAIL, minWidth: 130 },
  { ...AMOUNT, headerName: 'Importo', width: 100 },
];

/** Route /manual-transfers: pending bank transfers, confirmed or deleted from the grid. */
export default function TransfersPage() {
  usePageTitle('Bonifici in Attesa');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <ResourceGrid
      label="Bonifici in Attesa"
      empty="Nessun bonifico in attesa di conferma."
      columns={phone ? PHONE_COLUMNS : COLUMNS}
      query={transfersQuery}
      defaultSort="-id"
      filters={FILTERS}
      searchLabel="Cerca email, causale o riferimento"
      bulk={TRANSFER_BULK}
      views="manual-transfers"
      wrapCells
      toolbar={
        <ToolbarButton to="/manual-transfers/statement" variant="outlined" icon={<UploadFileIcon />}>
          Importa estratto conto
        </ToolbarButton>
      }
    />
  );
}
