import {
  ACTION_LABELS,
  ACTIVITY_KINDS,
  entityLabel,
  entityUrl,
  formatWhen,
  type THistoryEntry,
} from '@app/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ChangesList } from '../../../components/history-panel';
import { usePageTitle } from '../../../components/page-title';
import { type GridFilter, gridFilter, ResourceGrid } from '../../../components/resource-grid';
import type { ListParams } from '../../../lib/list-query';
import { activityQuery } from '../api/list-activity';
import { useAdmins } from '../api/list-admins';
import { DateRange, useDateRange } from '../components/date-range';

/** "Nota di credito 2026/0033" where the server names the record, else its type and id. */
const recordName = (row: THistoryEntry) => row.record ?? `${entityLabel(row.entity)} ${row.entity_id}`;

/** The record types of the registry (entities.ts) that the activity filters by. */
const ENTITY_FILTER = gridFilter('entity', 'Tipo di record', Object.keys(ACTIVITY_KINDS), ACTIVITY_KINDS);

function ChangesCell({ row }: { row: THistoryEntry }) {
  const [open, setOpen] = useState(false);
  const labels = row.fields.map((f) => f.label);
  if (!labels.length) return null;
  const text = labels.length === 1 ? labels[0] : `${labels.length} campi`;
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={labels.length > 1 ? `${text}: ${labels.join(', ')}` : undefined}
        sx={{ textTransform: 'none', maxWidth: '100%', justifyContent: 'flex-start' }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {text}
        </Box>
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>
          {ACTION_LABELS[row.action] ?? row.action} · {recordName(row)}
        </DialogTitle>
        <DialogContent>
          <ChangesList fields={row.fields} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Chiudi</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

const COLUMNS: readonly GridColDef<THistoryEntry>[] = [
  {
    field: 'created_at',
    headerName: 'Quando',
    width: 150,
    valueFormatter: (value: string) => formatWhen(value),
  },
  { field: 'actor_email', headerName: 'Admin', flex: 1, minWidth: 180 },
  {
    field: 'action',
    headerName: 'Azione',
    width: 130,
    valueFormatter: (value: string) => ACTION_LABELS[value] ?? value,
  },
  {
    field: 'entity',
    headerName: 'Record',
    flex: 1,
    minWidth: 170,
    renderCell: ({ row }) => {
      const text = recordName(row);
      const url = entityUrl(row.entity, row.entity_id);
      return url ? (
        <Link component={RouterLink} to={url}>
          {text}
        </Link>
      ) : (
        text
      );
    },
  },
  {
    field: 'changes',
    headerName: 'Modifiche',
    width: 210,
    sortable: false,
    renderCell: ({ row }) => <ChangesCell row={row} />,
  },
];

/** Route /activity: every admin action, filterable by admin, kind of record and dates. */
export default function ActivityPage() {
  usePageTitle('Attività');
  const admins = useAdmins();
  const { from, to } = useDateRange();
  const filters = useMemo<GridFilter[]>(
    () => [
      ENTITY_FILTER,
      {
        name: 'actor',
        label: 'Admin',
        options: (admins.data ?? []).map((a) => ({ value: String(a.id), label: a.email })),
      },
    ],
    [admins.data],
  );
  const query = (params: ListParams) =>
    activityQuery({
      ...params,
      filters: { ...params.filters, ...(from ? { from } : {}), ...(to ? { to } : {}) },
    });
  return (
    <ResourceGrid
      label="Attività degli admin"
      empty="Nessuna attività registrata: qui compare ogni modifica fatta dagli amministratori."
      columns={COLUMNS}
      query={query}
      defaultSort="-created_at"
      filters={filters}
      toolbar={<DateRange />}
      searchLabel="Cerca email o id"
    />
  );
}
