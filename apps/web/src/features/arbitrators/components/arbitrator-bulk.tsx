import type { TArbitratorRow } from '@app/shared';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import type { BulkConfig } from '../../../components/bulk/bulk-types';
import { bulkConfirmArbitrators } from '../api/bulk-confirm-arbitrators';
import { arbitratorKeys } from '../api/keys';
import { fullName } from './use-approve';

const arbitrators = (n: number) => `${n.toLocaleString('it-IT')} arbitrator`;

/** Lista Arbitrator's bulk actions: approve the selected applicants; export them. */
export const ARBITRATOR_BULK: BulkConfig<TArbitratorRow> = {
  noun: { one: 'arbitrator', many: 'arbitrator' },
  path: '/api/arbitrators',
  key: 'arbitrators',
  extra: { all: true },
  rowId: (row) => row.id,
  describe: (row) => `${fullName(row)} (${row.email})`,
  fileName: 'arbitrator.csv',
  invalidate: [arbitratorKeys.all],
  actions: [
    {
      label: 'Approva',
      icon: <DoneAllIcon />,
      applies: (row) => row.status === 'pending',
      skipped: (n) =>
        n === 1
          ? '1 arbitrator non è in attesa di approvazione (già approvato o rifiutato): escluso.'
          : `${arbitrators(n)} non sono in attesa di approvazione (già approvati o rifiutati): esclusi.`,
      question: (rows) => `Approvare ${arbitrators(rows.length)}?`,
      note: "Ciascuno come con il pulsante della sua riga: riceve l'email di approvazione con il link per scegliere la password.",
      confirmLabel: 'Approva',
      doneText: (n) => `${arbitrators(n)} ${n === 1 ? 'approvato' : 'approvati'}`,
      run: bulkConfirmArbitrators,
    },
  ],
};
