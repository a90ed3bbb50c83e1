import type { TPublicTicket } from '@app/shared';

/**
 * The order's tickets, one per participant: the QR code to show at the door (large enough for a
 * scanner from a phone's screen), the code in letters, the PDF, and the certificate once attended.
 */
export function Tickets({ tickets }: { tickets: TPublicTicket[] }) {
  return (
    <section aria-labelledby="tickets-title" className="panel">
      <h2 id="tickets-title">{tickets.length === 1 ? 'Biglietto' : 'Biglietti'}</h2>
      <p className="lead-muted">Mostra il codice QR all’ingresso, dal telefono o stampato.</p>
      <ul className="ticket-list">
        {tickets.map((t) => (
          <li key={t.id} className="ticket">
            <h3>{t.participant}</h3>
            <p className="muted">
              {t.attendance === 'streaming' ? 'In streaming' : 'In presenza'}
              {t.workshops.length ? ` · Workshop: ${t.workshops.join(', ')}` : ''}
            </p>
            <img
              className="ticket-qr"
              src={t.qr_url}
              alt={`Codice QR del biglietto di ${t.participant}`}
              width={240}
              height={240}
            />
            <p className="ticket-code">
              <span className="muted">Codice </span>
              <code>{t.code}</code>
            </p>
            <p className="ticket-links">
              <a href={t.pdf_url}>Biglietto di {t.participant} (PDF)</a>
              {t.checked_in ? (
                <>
                  {' · '}
                  <a href={t.certificate_url}>Attestato di partecipazione di {t.participant} (PDF)</a>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
