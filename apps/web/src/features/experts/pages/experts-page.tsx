import type { TExpertRow } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../components/page-title';
import { ResourceGrid } from '../../../components/resource-grid';
import { actionsColumn, RowActions } from '../../../components/row-actions';
import { useDeleteExpert } from '../api/delete-expert';
import { expertsQuery } from '../api/list-experts';

function ExpertActions({ row }: { row: TExpertRow }) {
  const remove = useDeleteExpert();
  return (
    <RowActions
      who={`${row.name} ${row.surname}`}
      detailTo={`/experts/${row.id}`}
      remove={{ mutation: remove, id: row.id }}
    />
  );
}

const COLUMNS: readonly GridColDef<TExpertRow>[] = [
  { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 220 },
  { field: 'surname', headerName: 'Cognome', flex: 1, minWidth: 130 },
  { field: 'name', headerName: 'Nome', flex: 1, minWidth: 120 },
  actionsColumn((row) => <ExpertActions row={row} />),
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
