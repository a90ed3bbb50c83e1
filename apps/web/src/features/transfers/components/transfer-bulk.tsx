import { formatCents, type TManualTransfer } from '@app/shared';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import type { BulkConfig } from '../../../components/bulk/bulk-types';
import { bulkConfirmTransfers } from '../api/bulk-confirm-transfers';
import { transferKeys } from '../api/keys';

const transfers = (n: number) => (n === 1 ? '1 bonifico' : `${n.toLocaleString('it-IT')} bonifici`);

/** Lista Bonifici's bulk actions: confirm the selected payments; export them. */
export const TRANSFER_BULK: BulkConfig<TManualTransfer> = {
  noun: { one: 'bonifico', many: 'bonifici' },
  path: '/api/manual-transfers',
  key: 'transfers',
  rowId: (row) => row.id,
  describe: (row) => `Bonifico n. ${row.id} (${row.email})`,
  fileName: 'bonifici.csv',
  invalidate: [transferKeys.all],
  actions: [
    {
      label: 'Conferma pagamenti',
      icon: <DoneAllIcon />,
      applies: (row) => !row.data.confirm,
      skipped: (n) =>
        n === 1 ? '1 bonifico è già confermato: escluso.' : `${transfers(n)} sono già confermati: esclusi.`,
      // "Confermare 12 bonifici per € 5.400,00?"
      question: (rows) =>
        `Confermare ${transfers(rows.length)} per ${formatCents(rows.reduce((sum, row) => sum + row.data.amount, 0))}?`,
      note: 'Ciascuno come con il pulsante della sua riga: ordine pagato o membership attivata, fattura ed email.',
      confirmLabel: 'Conferma',
      doneText: (n) => (n === 1 ? '1 bonifico confermato' : `${transfers(n)} confermati`),
      run: bulkConfirmTransfers,
    },
  ],
};
