import type { TOrderRow } from '@app/shared';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import type { BulkConfig } from '../../../components/bulk/bulk-types';
import { bulkSendRecap } from '../api/bulk-send-recap';
import { orderKeys } from '../api/keys';

const orders = (n: number) => (n === 1 ? '1 ordine' : `${n.toLocaleString('it-IT')} ordini`);

/** The bulk actions of a conference's orders: their confirmation mails again; their export. */
export const orderBulk = (conferenceId: number): BulkConfig<TOrderRow> => ({
  noun: { one: 'ordine', many: 'ordini' },
  path: `/api/conferences/booking/${conferenceId}`,
  key: 'data',
  rowId: (row) => row.order_id,
  describe: (row) => `Ordine n. ${row.order_id}${row.company ? ` (${row.company})` : ''}`,
  fileName: `ordini-conferenza-${conferenceId}.csv`,
  invalidate: [orderKeys.all],
  actions: [
    {
      label: 'Invia email di conferma',
      icon: <ForwardToInboxIcon />,
      question: (rows) => `Inviare di nuovo le email di conferma di ${orders(rows.length)}?`,
      note: "Ciascuno come con «INVIA EMAIL DI CONFERMA»: al contatto l'ordine con la fattura, a ogni partecipante la sua partecipazione.",
      confirmLabel: 'Invia',
      doneText: (n) => `Email di conferma in coda per ${orders(n)}`,
      run: bulkSendRecap(conferenceId),
    },
  ],
});
