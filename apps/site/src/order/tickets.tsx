import type { TPublicTicket } from '@app/shared';
import { useT } from '../i18n/provider';

/**
 * The order's tickets, one per participant: the QR code to show at the door (large enough for a
 * scanner from a phone's screen), the code in letters, the PDF, and the certificate once attended.
 */
export function Tickets({ tickets }: { tickets: TPublicTicket[] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="tickets-title" className="panel">
      <h2 id="tickets-title">{t('order.tickets.title', { count: tickets.length })}</h2>
      <p className="lead-muted">{t('order.tickets.lead')}</p>
      <ul className="ticket-list">
        {tickets.map((ticket) => (
          <li key={ticket.id} className="ticket">
            <h3>{ticket.participant}</h3>
            <p className="muted">
              {t(`common.attendance.${ticket.attendance}`)}
              {ticket.workshops.length
                ? ` · ${t('order.tickets.workshops', { list: ticket.workshops.join(', ') })}`
                : ''}
            </p>
            <img
              className="ticket-qr"
              src={ticket.qr_url}
              alt={t('order.tickets.qr', { name: ticket.participant })}
              width={240}
              height={240}
            />
            <p className="ticket-code">
              <span className="muted">{t('order.tickets.code')} </span>
              <code>{ticket.code}</code>
            </p>
            <p className="ticket-links">
              <a href={ticket.pdf_url}>{t('order.tickets.pdf', { name: ticket.participant })}</a>
              {ticket.checked_in ? (
                <>
                  {' · '}
                  <a href={ticket.certificate_url}>
                    {t('order.tickets.certificate', { name: ticket.participant })}
                  </a>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
