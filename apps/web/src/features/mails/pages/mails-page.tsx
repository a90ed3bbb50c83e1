import {
  detailPath,
  MAIL_KIND_LABELS,
  MAIL_KINDS,
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  mailKindLabel,
  type TMailRow,
} from '@app/shared';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { GridColDef } from '@mui/x-data-grid';
import { chipColumn, whenColumn } from '../../../components/grid-columns';
import { IconAction } from '../../../components/icon-action';
import { usePageTitle } from '../../../components/page-title';
import { gridFilter, ResourceGrid } from '../../../components/resource-grid';
import { actionsColumn } from '../../../components/row-actions';
import { mailsQuery } from '../api/list-mails';
import { MailStatusChip } from '../components/mail-status-chip';

const FILTERS = [
  gridFilter('status', 'Stato', MAIL_STATUSES, MAIL_STATUS_LABELS),
  gridFilter('kind', 'Tipo', MAIL_KINDS, MAIL_KIND_LABELS),
];

const COLUMNS: readonly GridColDef<TMailRow>[] = [
  whenColumn({ field: 'created_at', headerName: 'Data' }),
  {
    field: 'recipients',
    headerName: 'Destinatari',
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueGetter: (value: string[]) => value.join(', '),
  },
  { field: 'subject', headerName: 'Oggetto', flex: 1.4, minWidth: 240 },
  {
    field: 'kind',
    headerName: 'Tipo',
    width: 170,
    sortable: false,
    valueFormatter: (value: string) => mailKindLabel(value),
  },
  chipColumn({ field: 'status', headerName: 'Stato', width: 130 }, (row) => (
    <MailStatusChip status={row.status} />
  )),
  { field: 'attempts', headerName: 'Tentativi', width: 100, type: 'number' },
  actionsColumn(
    (row) => (
      <IconAction
        title="Anteprima"
        label={`Apri l'email ${row.id}`}
        icon={<VisibilityIcon fontSize="small" />}
        to={detailPath('mail', row.id)}
      />
    ),
    100,
    'Dettaglio',
  ),
];

/** Route /mail: every message the product sent or tried to send, newest first. */
export default function MailsPage() {
  usePageTitle('Email inviate');
  return (
    <ResourceGrid
      label="Email inviate"
      columns={COLUMNS}
      query={mailsQuery}
      defaultSort="-created_at"
      filters={FILTERS}
      searchLabel="Cerca oggetto o destinatario"
    />
  );
}
