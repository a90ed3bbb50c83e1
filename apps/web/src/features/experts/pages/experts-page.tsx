import type { TExpertRow } from '@app/shared';
import { detailPath } from '@app/shared';
import type { GridColDef } from '@mui/x-data-grid';
import { usePageTitle } from '../../../components/page-title';
import { ResourceGrid, ToolbarButton } from '../../../components/resource-grid';
import { recordActionsColumn } from '../../../components/row-actions';
import { useDeleteExpert } from '../api/delete-expert';
import { expertsQuery } from '../api/list-experts';

const COLUMNS: readonly GridColDef<TExpertRow>[] = [
  { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 220 },
  { field: 'surname', headerName: 'Cognome', flex: 1, minWidth: 130 },
  { field: 'name', headerName: 'Nome', flex: 1, minWidth: 120 },
  recordActionsColumn({
    who: (row) => `${row.name} ${row.surname}`,
    detailTo: (row) => detailPath('expert', row.id),
    useDelete: useDeleteExpert,
  }),
];

/** Route /experts: experts sorted by surname, with detail, delete and "Aggiungi Esperto". */
export default function ExpertsPage() {
  usePageTitle('Esperti');
  return (
    <ResourceGrid
      label="Elenco esperti"
      empty="Non ci sono ancora esperti: aggiungine uno con «Aggiungi Esperto»."
      columns={COLUMNS}
      query={expertsQuery}
      defaultSort="surname"
      searchLabel="Cerca nome, cognome o email"
      toolbar={<ToolbarButton to="/experts/new">Aggiungi Esperto</ToolbarButton>}
    />
  );
}
