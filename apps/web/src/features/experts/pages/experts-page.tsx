import { MSG, type TExpertRow } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { usePageTitle } from '../../../components/page-title';
import { ResourceGrid } from '../../../components/resource-grid';
import { useSnackbar } from '../../../components/snackbar';
import { useDeleteExpert } from '../api/delete-expert';
import { expertsQuery } from '../api/list-experts';

function RowActions({ row }: { row: TExpertRow }) {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const remove = useDeleteExpert();
  const who = `${row.name} ${row.surname}`;
  const onDelete = async () => {
    if (!(await confirm({ message: MSG.confirmDelete, destructive: true }))) return;
    remove.mutate(row.id, {
      onError: (error) => snackbar.show(error.message || MSG.somethingWrong, 'error'),
    });
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <Tooltip title="Dettaglio">
        <IconButton
          aria-label={`Dettaglio di ${who}`}
          size="small"
          component={RouterLink}
          to={`/experts/${row.id}`}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Elimina">
        <span>
          <IconButton
            aria-label={`Elimina ${who}`}
            color="error"
            size="small"
            disabled={remove.isPending}
            onClick={onDelete}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

const COLUMNS: readonly GridColDef<TExpertRow>[] = [
  { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 220 },
  { field: 'surname', headerName: 'Cognome', flex: 1, minWidth: 130 },
  { field: 'name', headerName: 'Nome', flex: 1, minWidth: 120 },
  {
    field: 'actions',
    headerName: 'Azioni',
    width: 110,
    sortable: false,
    renderCell: ({ row }) => <RowActions row={row} />,
  },
];

/** Route /experts: experts sorted by surname, with detail, delete and "Aggiungi Esperto". */
export default function ExpertsPage() {
  usePageTitle('Esperti');
  return (
    <ResourceGrid
      label="Elenco esperti"
      columns={COLUMNS}
      query={expertsQuery}
      getRowId={(row) => row.id}
      defaultSort="surname"
      searchLabel="Cerca nome, cognome o email"
      toolbar={
        <Button component={RouterLink} to="/experts/new" variant="contained" startIcon={<AddIcon />}>
          Aggiungi Esperto
        </Button>
      }
    />
  );
}
