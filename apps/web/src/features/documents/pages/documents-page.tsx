import { MSG, type TSectionRow } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { usePageTitle } from '../../../components/page-title';
import { type GridFilter, ResourceGrid } from '../../../components/resource-grid';
import { useSnackbar } from '../../../components/snackbar';
import { useCategories } from '../api/categories';
import { useDeleteSection } from '../api/delete-section';
import { sectionsQuery } from '../api/list-sections';
import { type BackState, sectionLabel } from '../section-nav';

function DetailButton({ row }: { row: TSectionRow }) {
  const location = useLocation();
  const state: BackState = { back: `${location.pathname}${location.search}` };
  return (
    <Tooltip title="Dettaglio">
      <IconButton
        aria-label={`Dettaglio di ${sectionLabel(row)}`}
        size="small"
        component={RouterLink}
        to={`/document/${row.id}`}
        state={state}
      >
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function DeleteButton({ row }: { row: TSectionRow }) {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const remove = useDeleteSection();
  const onDelete = async () => {
    if (!(await confirm({ message: MSG.confirmDelete, destructive: true }))) return;
    remove.mutate(row.id, { onError: () => snackbar.show(MSG.somethingWrong, 'error') });
  };
  return (
    <Tooltip title="Elimina">
      <span>
        <IconButton
          aria-label={`Elimina ${sectionLabel(row)}`}
          color="error"
          size="small"
          disabled={remove.isPending}
          onClick={onDelete}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

const COLUMNS: readonly GridColDef<TSectionRow>[] = [
  { field: 'category_name', headerName: 'Categoria', flex: 1, minWidth: 160 },
  { field: 'title', headerName: 'Titolo', flex: 2, minWidth: 180 },
  {
    field: 'detail',
    headerName: 'Dettaglio',
    width: 100,
    sortable: false,
    renderCell: ({ row }) => <DetailButton row={row} />,
  },
  {
    field: 'delete',
    headerName: 'Elimina',
    width: 90,
    sortable: false,
    renderCell: ({ row }) => <DeleteButton row={row} />,
  },
];

/** Route /documents: sections by category, then title; page and filter kept while navigating. */
export default function DocumentsPage() {
  usePageTitle('Documenti');
  const location = useLocation();
  const categories = useCategories();
  const filters = useMemo<readonly GridFilter[]>(
    () => [
      {
        name: 'category_id',
        label: 'Categoria',
        allLabel: 'Tutte',
        options: (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
      },
    ],
    [categories.data],
  );
  const back: BackState = { back: `${location.pathname}${location.search}` };
  return (
    <ResourceGrid
      label="Elenco sezioni"
      columns={COLUMNS}
      query={sectionsQuery}
      getRowId={(row) => row.id}
      defaultSort="category_name"
      filters={filters}
      searchLabel="Cerca"
      toolbar={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          component={RouterLink}
          to="/document/new"
          state={back}
        >
          Aggiungi Sezione
        </Button>
      }
    />
  );
}
