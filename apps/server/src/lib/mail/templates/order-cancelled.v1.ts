import { esc, type RenderedMail } from '../render.ts';
import { htmlPage } from './layout.ts';

/**
 * An order cancelled by the association, version 1, to the booker's contact e-mail: which order,
 * that its seats are released, and for a paid order that its invoice was cancelled by a credit note
 * and the payment will be refunded. The admin's reason is internal and is not sent. Each
 * participant gets participation-cancelled.v1 instead.
 */
export const ORDER_CANCELLED_KIND = 'order-cancelled.v1';

export interface OrderCancelled {
  order_id: number;
  conference: string;
  /** it had been paid: the refund and the credit note are mentioned */
  paid: boolean;
  credit_note: string | null;
}

export function orderCancelled(o: OrderCancelled): RenderedMail {
  const subject = `Prenotazione n. ${o.order_id} annullata – ${o.conference}`;
  const lines = [
    `la prenotazione n. ${o.order_id} per la conferenza "${o.conference}" è stata annullata.`,
    ...(o.paid
      ? [
          'L’importo pagato ti sarà rimborsato.',
          ...(o.credit_note
            ? [`La fattura è stata stornata con la nota di credito n. ${o.credit_note}.`]
            : []),
        ]
      : ['Non è dovuto alcun pagamento.']),
  ];
  const text = `Gentile cliente,\n\n${lines.join('\n')}\n`;
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">Prenotazione n. ${o.order_id} annullata</h1>
<p>Gentile cliente,</p>
${lines.map((l) => `<p>${esc(l)}</p>`).join('\n')}`,
  );
  return { kind: ORDER_CANCELLED_KIND, subject, html, text };
}
