import orderWords from 'virtual:catalogue/it/order';
import { useEffect, useState } from 'react';
import type { BookedState } from '../booking/submission';
import { PageHeading } from '../components/page-heading';
import { conferenceOfLines, PriceLines } from '../components/price-lines';
import { LoadError, Loading, NotFound } from '../components/status';
import { TransferInstructions } from '../components/transfer-instructions';
import { credit, day, money } from '../i18n/format';
import { addItalian, useT } from '../i18n/provider';
import { rich, strong } from '../i18n/rich';
import { useAssociation } from '../lib/association';
import { usePageTitle } from '../lib/page-title';
import type { OrderAnswer, PublicInvoice } from '../lib/types';
import { useApi } from '../lib/use-api';
import { CardReturnNotice, cardReturn, useCardVerification } from '../order/card-return';
import { PaymentActions } from '../order/payment-actions';
import { Tickets } from '../order/tickets';

addItalian(orderWords);

/** What the booking form left in the history entry (booking-form.tsx), if it just booked. */
function justBooked(): BookedState | null {
  const state = window.history.state as Partial<BookedState> | null;
  return state?.booked && typeof state.email === 'string' ? (state as BookedState) : null;
}

/** /area/ordini/{token}: the booker's order, from the page after booking or the e-mail's link. */
export default function OrderPage({ token }: { token: string }) {
  if (!/^[\w-]{8,200}$/.test(token)) return <NotFound />;
  return <Order token={token} />;
}

function Order({ token }: { token: string }) {
  const { t } = useT();
  const result = useApi<OrderAnswer>(`/public/orders/${encodeURIComponent(token)}`);
  const [booked] = useState(justBooked);
  const [returned, setReturned] = useState(cardReturn);
  const cardAvailable = useAssociation().card_payments;
  const status = result.state === 'ready' ? result.data.order.status : 'awaiting_payment';
  const verification = useCardVerification(returned, status, result.reload);
  // after "Paga con bonifico" the instructions take the focus once they are there
  const [focusTransfer, setFocusTransfer] = useState(false);
  const method = result.state === 'ready' ? result.data.payment?.method : undefined;
  useEffect(() => {
    if (!focusTransfer || method !== 'bank_transfer') return;
    document.getElementById('transfer-title')?.focus();
    setFocusTransfer(false);
  }, [focusTransfer, method]);
  // the notice is for the moment of booking: a reload, or the e-mail's link, shows the order alone
  useEffect(() => {
    if (booked) window.history.replaceState(null, '', window.location.href);
  }, [booked]);
  usePageTitle(
    result.state === 'ready' ? t('order.number', { id: result.data.order.order_id }) : t('order.title'),
  );
  if (result.state === 'loading') return <Loading label={t('order.loading')} />;
  if (result.state === 'error') {
    // the record is the page: without it there is no such page
    if (result.error.status === 404) return <NotFound />;
    return (
      <section className="page narrow">
        <LoadError error={result.error} onRetry={result.reload} />
      </section>
    );
  }
  const { order, payment, invoices = [], tickets = [] } = result.data;
  const awaiting = order.status === 'awaiting_payment';
  const conference = conferenceOfLines(order.lines);
  return (
    <article className="page narrow order">
      <PageHeading>{t('order.number', { id: order.order_id })}</PageHeading>
      {conference ? <p className="order-of">{conference}</p> : null}
      <p className={`status status-${order.status}`}>
        <span className="visually-hidden">{t('order.state')} </span>
        {t(`common.orderStates.${order.status}`)}
      </p>
      <p className="lead-muted">{t(`order.states.${order.status}`)}</p>
      {booked && awaiting ? (
        <div className="notice notice-ok" role="status">
          <p>{rich(t('order.booked'), strong, { email: booked.email })}</p>
        </div>
      ) : null}

      <CardReturnNotice
        returned={returned}
        status={order.status}
        polling={verification.polling}
        onRefresh={verification.again}
      />

      {awaiting && payment?.method === 'bank_transfer' ? <TransferInstructions payment={payment} /> : null}
      {awaiting && !verification.waiting ? (
        <PaymentActions
          token={token}
          payment={payment}
          cardAvailable={cardAvailable}
          onTransfer={() => {
            // what Stripe's return said no longer applies: the page shows the transfer
            setReturned(null);
            window.history.replaceState(null, '', window.location.pathname);
            setFocusTransfer(true);
            result.reload();
          }}
        />
      ) : null}

      <section aria-labelledby="lines-title" className="panel">
        <h2 id="lines-title">{t('order.detail')}</h2>
        <PriceLines lines={order.lines} total={order.price} conference={conference} />
      </section>

      {tickets.length > 0 ? <Tickets tickets={tickets} /> : null}
      {invoices.length > 0 ? <Invoices invoices={invoices} /> : null}
    </article>
  );
}

/** The order's invoices and credit notes: a credit note named so and its amount taken away. */
function Invoices({ invoices }: { invoices: PublicInvoice[] }) {
  const { t, locale } = useT();
  const credits = invoices.some((inv) => inv.type === 'TD04');
  const title = t(
    credits
      ? 'order.invoices.withCredits'
      : invoices.length === 1
        ? 'order.invoices.one'
        : 'order.invoices.many',
  );
  return (
    <section aria-labelledby="invoices-title" className="panel">
      <h2 id="invoices-title">{title}</h2>
      <ul className="plain-list">
        {invoices.map((inv) => (
          <li key={inv.number}>
            <a href={inv.pdf_url} download>
              {t('order.invoices.link', {
                type: t(`common.documentTypes.${inv.type}`),
                number: inv.number,
                date: day(inv.date, locale),
              })}
            </a>{' '}
            <span className="muted">
              {inv.type === 'TD04' ? credit(inv.total, locale) : money(inv.total, locale)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
