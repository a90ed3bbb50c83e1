import {
  AMOUNT_ISSUE_LABELS,
  amountDifferenceText,
  formatCents,
  LINE_STATUS_LABELS,
  LINE_STATUSES,
  type TLineStatus,
  type TStatementLine,
} from '@app/shared';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useConfirm } from '../../../components/confirm-dialog';
import { chipColumn, dateColumn, linkColumn, moneyColumn } from '../../../components/grid-columns';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/page-title';
import { gridFilter, ResourceGrid } from '../../../components/resource-grid';
import { actionsColumn } from '../../../components/row-actions';
import { useSnackbar } from '../../../components/snackbar';
import { useConfirmMatches } from '../api/confirm-matches';
import { statementLinesQuery } from '../api/list-statement-lines';
import { useSureMatches } from '../api/sure-matches';
import { LineActions } from '../components/line-actions';
import { StatementImport } from '../components/statement-import';
import { transferPath } from '../components/transfer-path';

const FILTERS = [gridFilter('status', 'Esito', LINE_STATUSES, LINE_STATUS_LABELS)];

const STATUS_COLORS: Record<TLineStatus, 'success' | 'warning' | 'default' | 'info' | 'error'> = {
  matched: 'info',
  ambiguous: 'warning',
  unmatched: 'default',
  already_confirmed: 'default',
  confirmed: 'success',
  discarded: 'error',
};

/** Received minus due, signed ("−€ 125,00", "+€ 30,00"); null when nothing differs. */
function difference(line: TStatementLine): string | null {
  const due = line.transfer?.data.amount;
  if (!line.amount_issue || due === undefined) return null;
  return `${line.amount < due ? '−' : '+'}${formatCents(Math.abs(line.amount - due))}`;
}

/** The amount chip: partial or excess; the sentence with the difference is its tooltip. */
function amountIssueChip(line: TStatementLine) {
  if (!line.amount_issue) return null;
  const due = line.transfer?.data.amount;
  const label = AMOUNT_ISSUE_LABELS[line.amount_issue];
  return (
    <Tooltip title={due === undefined ? label : amountDifferenceText(line.amount, due)}>
      <Chip size="small" color="warning" variant="outlined" label={label} />
    </Tooltip>
  );
}

const amountFormat = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
/** Euro as everywhere else; another currency (never matched) keeps its code: "1.234,50 CHF". */
const formatAmount = (cents: number, currency: string) =>
  currency === 'EUR' ? formatCents(cents) : `${amountFormat.format(cents / 100)} ${currency}`;

const ACTIONS = actionsColumn<TStatementLine>((row) => <LineActions line={row} />, 120);
const AMOUNT = moneyColumn<TStatementLine>(
  { field: 'amount', headerName: 'Importo', width: 110 },
  (value, row) => formatAmount(value, row.currency),
);
/** The amount and, below it, how far it is from the one due. */
const AMOUNT_WITH_DIFFERENCE: GridColDef<TStatementLine> = {
  ...AMOUNT,
  renderCell: ({ row }) => (
    <Stack sx={{ alignItems: 'flex-end', justifyContent: 'center', height: '100%', lineHeight: 1.3 }}>
      <span>{formatAmount(row.amount, row.currency)}</span>
      {difference(row) ? (
        <Box component="span" sx={{ color: 'warning.dark', fontSize: '0.8125rem' }}>
          {difference(row)}
        </Box>
      ) : null}
    </Stack>
  ),
};
/** The payer and, below, the reason: one column, so the grid stays within the page. */
const PAYER: GridColDef<TStatementLine> = {
  field: 'payer',
  headerName: 'Ordinante e causale',
  flex: 1.2,
  minWidth: 130,
  renderCell: ({ row }) => (
    <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3, minWidth: 0 }}>
      <Box component="span" sx={ellipsis}>
        {row.payer}
      </Box>
      <Box component="span" sx={{ ...ellipsis, color: 'text.secondary', fontSize: '0.8125rem' }}>
        {row.reference || '—'}
      </Box>
    </Stack>
  ),
};
const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

const COLUMNS: readonly GridColDef<TStatementLine>[] = [
  dateColumn({ field: 'booked_on', headerName: 'Data', width: 105 }),
  { ...PAYER, minWidth: 170 },
  AMOUNT_WITH_DIFFERENCE,
  // the status, and below it a "Valuta CHF" or amount chip
  chipColumn({ field: 'status', headerName: 'Esito', width: 170, sortable: false }, (row) => (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start', justifyContent: 'center', height: '100%' }}>
      <Chip size="small" color={STATUS_COLORS[row.status]} label={LINE_STATUS_LABELS[row.status]} />
      {amountIssueChip(row)}
      {row.currency === 'EUR' ? null : (
        <Chip size="small" color="warning" variant="outlined" label={`Valuta ${row.currency}`} />
      )}
    </Stack>
  )),
  ACTIONS,
  linkColumn(
    { field: 'transfer', headerName: 'Bonifico', flex: 0.8, minWidth: 140, sortable: false },
    (row) =>
      row.transfer
        ? { to: transferPath(row.transfer), text: `#${row.transfer.id} ${row.transfer.data.order}` }
        : null,
  ),
  {
    field: 'confidence',
    headerName: 'Motivo',
    flex: 1.4,
    minWidth: 180,
    renderCell: ({ row }) => (
      <Box sx={{ py: 1, lineHeight: 1.3, whiteSpace: 'normal' }}>
        {row.confidence > 0 ? <strong>{row.confidence}% · </strong> : null}
        {row.note ? `${row.reason} — Nota: ${row.note}` : row.reason}
      </Box>
    ),
  },
];

/** On a phone the line's actions come first, beside the payer and the amount. */
const PHONE_COLUMNS: readonly GridColDef<TStatementLine>[] = [
  ACTIONS,
  { ...PAYER, headerName: 'Ordinante' },
  { ...AMOUNT_WITH_DIFFERENCE, width: 100 },
];

/** "1 pagamento" / "3 pagamenti". */
const payments = (n: number) => (n === 1 ? '1 pagamento' : `${n} pagamenti`);

/**
 * Confirms every sure match at once: it says beforehand how many and how much, and is disabled when
 * there is none.
 */
function ConfirmAllButton() {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const confirmAll = useConfirmMatches();
  const sure = useSureMatches();
  const count = sure.data?.count ?? 0;
  const onClick = async () => {
    if (!sure.data) return;
    const ok = await confirm({
      message: `Confermare ${payments(count)} abbinat${count === 1 ? 'o' : 'i'} con certezza (confidenza alta e importo esatto), per un totale di ${formatCents(sure.data.total)}?`,
      confirmLabel: 'Conferma',
      cancelLabel: 'Torna indietro',
    });
    if (!ok) return;
    confirmAll.mutate(undefined, {
      onSuccess: ({ confirmed }) =>
        snackbar.show(`${payments(confirmed)} ${confirmed === 1 ? 'confermato' : 'confermati'}`),
      onError: (error) => snackbar.show(error.message, 'error'),
    });
  };
  return (
    <Button
      variant="contained"
      startIcon={<DoneAllIcon />}
      onClick={onClick}
      loading={confirmAll.isPending}
      disabled={count === 0}
    >
      Conferma abbinamenti sicuri{count > 0 ? ` (${count})` : ''}
    </Button>
  );
}

/** Route /manual-transfers/statement: import a bank statement and reconcile it with the transfers. */
export default function StatementPage() {
  usePageTitle('Riconciliazione estratto conto');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <Stack spacing={2}>
      <PageHeader back={{ to: '/manual-transfers', label: 'Bonifici in Attesa' }} />
      <StatementImport />
      <Typography variant="h6" component="h2">
        Righe dell'estratto conto
      </Typography>
      <ResourceGrid
        label="Righe dell'estratto conto"
        columns={phone ? PHONE_COLUMNS : COLUMNS}
        query={statementLinesQuery}
        defaultSort="-booked_on"
        filters={FILTERS}
        searchLabel="Cerca ordinante o causale"
        toolbar={<ConfirmAllButton />}
      />
    </Stack>
  );
}
