import { detailPath, MSG, type TSectionRow } from '@app/shared';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { DeleteAction, IconAction } from '../../../components/icon-action';
import { usePageTitle } from '../../../components/page-title';
import { type GridFilter, ResourceGrid, ToolbarButton } from '../../../components/resource-grid';
import { useSnackbar } from '../../../components/snackbar';
import { useCategories } from '../api/categories';
import { useDeleteSection } from '../api/delete-section';
import { sectionsQuery } from '../api/list-sections';
import { type BackState, sectionLabel } from '../section-nav';

function DetailButton({ row }: { row: TSectionRow }) {
  const location = useLocation();
  const state: BackState = { back: `${location.pathname}${location.search}` };
  return (
    <IconAction
      title="Dettaglio"
      label={`Dettaglio di ${sectionLabel(row)}`}
      icon={<VisibilityIcon fontSize="small" />}
      to={detailPath('section', row.id)}
      state={state}
    />
  );
}

function DeleteButton({ row }: { row: TSectionRow }) {
  const snackbar = useSnackbar();
  const remove = useDeleteSection();
  return (
    <DeleteAction
      title="Elimina"
      label={`Elimina ${sectionLabel(row)}`}
      disabled={remove.isPending}
      confirm={{
        message: MSG.confirmDelete,
        destructive: true,
        details: [
          ['Categoria', row.category_name],
          ['Sezione', row.title],
        ],
      }}
      onClick={() =>
        remove.mutate(row.id, {
          onSuccess: () => snackbar.show(`Sezione eliminata: ${row.title}`),
          onError: () => snackbar.show(MSG.somethingWrong, 'error'),
        })
      }
    />
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
export default function SectionsPage() {
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
      empty="Non ci sono ancora sezioni: aggiungine una con «Aggiungi Sezione»."
      columns={COLUMNS}
      query={sectionsQuery}
      defaultSort="category_name"
      filters={filters}
      searchLabel="Cerca"
      toolbar={
        <ToolbarButton to="/document/new" state={back}>
          Aggiungi Sezione
        </ToolbarButton>
      }
    />
  );
}
