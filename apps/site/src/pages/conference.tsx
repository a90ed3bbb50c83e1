import { displayCents } from '@app/shared';
import { Link } from 'wouter';
import { BookingForm } from '../booking/booking-form';
import { ConferenceImage } from '../components/conference-image';
import { PageHeading } from '../components/page-heading';
import { LoadError, Loading, NotFound } from '../components/status';
import { conferenceDates, SOLD_OUT, seatsText } from '../lib/conference';
import { useSignedIn } from '../lib/member-session';
import { usePageTitle } from '../lib/page-title';
import type { PublicConferenceDetail } from '../lib/types';
import { useApi } from '../lib/use-api';
import { OfferNotice } from '../waiting-list/offer-notice';
import { useOffer } from '../waiting-list/use-offer';
import { WaitingListForm } from '../waiting-list/waiting-list-form';

/** /area/conferenze/{id}: the conference, what it includes, and its booking form. */
export default function ConferencePage({ id }: { id: string }) {
  if (!/^[1-9]\d{0,9}$/.test(id)) return <NotFound />;
  return <Conference id={id} />;
}

function Conference({ id }: { id: string }) {
  const result = useApi<{ conference: PublicConferenceDetail }>(`/public/conferences/${id}`);
  const offer = useOffer();
  usePageTitle(result.state === 'ready' ? result.data.conference.title : null);
  if (result.state === 'loading') return <Loading label="Caricamento della conferenza…" />;
  if (result.state === 'error') {
    // the record is the page: without it there is no such page
    if (result.error.status === 404) return <NotFound />;
    return (
      <section className="page">
        <LoadError error={result.error} onRetry={result.reload} />
      </section>
    );
  }
  if (!offer.ready) return <Loading label="Caricamento dei posti riservati…" />;
  const c = result.data.conference;
  const seats = seatsText(c.seats_left);
  const soldOut = c.seats_left !== null && c.seats_left <= 0;
  // the offer link's held seats are usable here, though the conference shows full to others
  const held = offer.live && offer.offer?.conference_id === c.id;
  const fullWorkshops = c.workshops.filter((w) => w.seats_left !== null && w.seats_left <= 0);
  return (
    <article className="page conference">
      <p className="breadcrumb">
        <Link href="/conferenze">
          <span aria-hidden="true">← </span>Tutte le conferenze
        </Link>
      </p>
      <header className="conference-head">
        <ConferenceImage name={c.image} className="conference-image" width={1200} height={520} />
        <PageHeading>{c.title}</PageHeading>
        <dl className="facts">
          <div>
            <dt>Date</dt>
            <dd>{conferenceDates(c)}</dd>
          </div>
          <div>
            <dt>Luogo</dt>
            <dd>{c.city}</dd>
          </div>
          <div>
            <dt>Quota intera</dt>
            <dd>{displayCents(c.price)}</dd>
          </div>
          <CategoryPrices conference={c} />
          {seats ? (
            <div>
              <dt>Posti</dt>
              <dd className={soldOut ? 'sold-out' : undefined}>{seats}</dd>
            </div>
          ) : null}
          {c.streaming ? (
            <div>
              <dt>Streaming</dt>
              <dd>Si può seguire anche online</dd>
            </div>
          ) : null}
        </dl>
        {soldOut && !held ? null : (
          <a className="button button-primary jump" href="#booking-title">
            Prenota
          </a>
        )}
        {offer.token && offer.ready ? (
          <div className="offer-notice">
            <OfferNotice offer={offer.offer} live={held} />
          </div>
        ) : null}
      </header>

      {c.description ? <div className="description">{c.description}</div> : null}

      {c.optionals.length > 0 || c.workshops.length > 0 ? (
        <section className="includes" aria-labelledby="includes-title">
          <h2 id="includes-title">Extra e workshop</h2>
          {c.optionals.length > 0 ? (
            <ul className="plain-list">
              {c.optionals.map((o) => (
                <li key={o.id}>
                  <span>{o.title}</span> <span className="muted">{displayCents(o.price)} a persona</span>
                </li>
              ))}
            </ul>
          ) : null}
          {c.workshops.length > 0 ? (
            <ul className="plain-list">
              {c.workshops.map((w) => (
                <li key={w.id}>
                  <span>Workshop: {w.title}</span>{' '}
                  <span className={w.seats_left !== null && w.seats_left <= 0 ? 'sold-out' : 'muted'}>
                    {seatsText(w.seats_left) ?? 'compreso nella quota'}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {held ? (
        <BookingForm conference={c} offerToken={offer.token} />
      ) : soldOut ? (
        <>
          <div className="notice notice-warn">
            <p>
              <strong>{SOLD_OUT}.</strong> Non è più possibile prenotare questa conferenza, ma puoi metterti
              in lista d’attesa.
            </p>
          </div>
          <WaitingListForm conference={c} />
        </>
      ) : (
        <>
          <BookingForm conference={c} />
          {fullWorkshops.length > 0 ? <WaitingListForm conference={c} workshops={fullWorkshops} /> : null}
        </>
      )}
    </article>
  );
}

/**
 * The prices that may apply, so nobody learns theirs at the last step: the member's and their
 * guests' (each at most the full price, said only when lower) and the streaming one.
 */
function CategoryPrices({ conference: c }: { conference: PublicConferenceDetail }) {
  const signedIn = useSignedIn();
  const back = `/accedi?torna=${encodeURIComponent(`/conferenze/${c.id}`)}`;
  return (
    <>
      {c.prices.member < c.price ? (
        <div>
          <dt>Soci</dt>
          <dd>
            <span className="amount">{displayCents(c.prices.member)}</span>
            {signedIn ? null : (
              <>
                , <Link href={back}>accedi per la quota socio</Link>
              </>
            )}
          </dd>
        </div>
      ) : null}
      {c.prices.guests < c.price ? (
        <div>
          <dt>Ospiti dei soci</dt>
          <dd className="amount">{displayCents(c.prices.guests)}</dd>
        </div>
      ) : null}
      {c.prices.streaming !== null && c.prices.streaming < c.price ? (
        <div>
          <dt>In streaming</dt>
          <dd className="amount">{displayCents(c.prices.streaming)}</dd>
        </div>
      ) : null}
    </>
  );
}
