import {
  MAIL_KIND_LABELS,
  MAIL_KINDS,
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  mailKindLabel,
  type TMailRow,
} from '@app/shared';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { formatWhen } from '../../../components/history-panel';
import { usePageTitle } from '../../../components/page-title';
import { type GridFilter, ResourceGrid } from '../../../components/resource-grid';
import { mailsQuery } from '../api/list-mails';
import { MailStatusChip } from '../components/mail-status-chip';

const FILTERS: readonly GridFilter[] = [
  {
    name: 'status',
    label: 'Stato',
    options: MAIL_STATUSES.map((status) => ({ value: status, label: MAIL_STATUS_LABELS[status] })),
  },
  {
    name: 'kind',
    label: 'Tipo',
    options: MAIL_KINDS.map((kind) => ({ value: kind, label: MAIL_KIND_LABELS[kind] })),
  },
];

const COLUMNS: readonly GridColDef<TMailRow>[] = [
  {
    field: 'created_at',
    headerName: 'Data',
    width: 150,
    valueFormatter: (value: string) => formatWhen(value),
  },
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
  {
    field: 'status',
    headerName: 'Stato',
    width: 130,
    renderCell: ({ row }) => <MailStatusChip status={row.status} />,
  },
  { field: 'attempts', headerName: 'Tentativi', width: 100, type: 'number' },
  {
    field: 'actions',
    headerName: 'Dettaglio',
    width: 100,
    sortable: false,
    renderCell: ({ row }) => (
      <Tooltip title="Anteprima">
        <IconButton
          aria-label={`Apri l'email ${row.id}`}
          size="small"
          component={RouterLink}
          to={`/mail/${row.id}`}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
  },
];

/** Route /mail: every message the product sent or tried to send, newest first. */
export default function MailsPage() {
  usePageTitle('Email inviate');
  return (
    <ResourceGrid
      label="Email inviate"
      columns={COLUMNS}
      query={mailsQuery}
      getRowId={(row) => row.id}
      defaultSort="-created_at"
      filters={FILTERS}
      searchLabel="Cerca oggetto o destinatario"
    />
  );
}
