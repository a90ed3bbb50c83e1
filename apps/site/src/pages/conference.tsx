import booking from 'virtual:catalogue/it/booking';
import conferenceWords from 'virtual:catalogue/it/conference';
import waitingList from 'virtual:catalogue/it/waitingList';
import { Link } from 'wouter';
import { BookingForm } from '../booking/booking-form';
import { ConferenceImage } from '../components/conference-image';
import { ContentText, InItalianNote } from '../components/in-italian';
import { PageHeading } from '../components/page-heading';
import { LoadError, Loading, NotFound } from '../components/status';
import { localized, money } from '../i18n/format';
import { addItalian, useT } from '../i18n/provider';
import { rich, strong } from '../i18n/rich';
import { conferenceDates, isSoldOut, seatsText } from '../lib/conference';
import { useSignedIn } from '../lib/member-session';
import { usePageTitle } from '../lib/page-title';
import type { PublicConferenceDetail } from '../lib/types';
import { useApi } from '../lib/use-api';
import { OfferNotice } from '../waiting-list/offer-notice';
import { useOffer } from '../waiting-list/use-offer';
import { WaitingListForm } from '../waiting-list/waiting-list-form';

addItalian(conferenceWords, booking, waitingList);

/** /area/conferenze/{id}: the conference, what it includes, and its booking form. */
export default function ConferencePage({ id }: { id: string }) {
  if (!/^[1-9]\d{0,9}$/.test(id)) return <NotFound />;
  return <Conference id={id} />;
}

function Conference({ id }: { id: string }) {
  const { t, locale } = useT();
  const result = useApi<{ conference: PublicConferenceDetail }>(`/public/conferences/${id}`);
  const offer = useOffer();
  const ready = result.state === 'ready' ? result.data.conference : null;
  usePageTitle(ready ? localized(locale, ready.title, ready.title_en).text : null);
  if (result.state === 'loading') return <Loading label={t('conference.loading')} />;
  if (result.state === 'error') {
    // the record is the page: without it there is no such page
    if (result.error.status === 404) return <NotFound />;
    return (
      <section className="page">
        <LoadError error={result.error} onRetry={result.reload} />
      </section>
    );
  }
  if (!offer.ready) return <Loading label={t('conference.loadingOffer')} />;
  const c = result.data.conference;
  const seats = seatsText(c.seats_left, t);
  const soldOut = isSoldOut(c.seats_left);
  // the offer link's held seats are usable here, though the conference shows full to others
  const held = offer.live && offer.offer?.conference_id === c.id;
  const fullWorkshops = c.workshops.filter((w) => isSoldOut(w.seats_left));
  const description = localized(locale, c.description, c.description_en);
  return (
    <article className="page conference">
      <p className="breadcrumb">
        <Link href="/conferenze">
          <span aria-hidden="true">← </span>
          {t('conference.all')}
        </Link>
      </p>
      <header className="conference-head">
        <ConferenceImage name={c.image} className="conference-image" width={1200} height={520} />
        <PageHeading>
          <ContentText it={c.title} en={c.title_en} />
        </PageHeading>
        <dl className="facts">
          <div>
            <dt>{t('conference.dates')}</dt>
            <dd>{conferenceDates(c, locale)}</dd>
          </div>
          <div>
            <dt>{t('conference.place')}</dt>
            <dd>{c.city}</dd>
          </div>
          <div>
            <dt>{t('conference.fullPrice')}</dt>
            <dd>{money(c.price, locale)}</dd>
          </div>
          <CategoryPrices conference={c} />
          {seats ? (
            <div>
              <dt>{t('conference.seats')}</dt>
              <dd className={soldOut ? 'sold-out' : undefined}>{seats}</dd>
            </div>
          ) : null}
          {c.streaming ? (
            <div>
              <dt>{t('conference.streaming')}</dt>
              <dd>{t('conference.streamingText')}</dd>
            </div>
          ) : null}
        </dl>
        {soldOut && !held ? null : (
          <a className="button button-primary jump" href="#booking-title">
            {t('conference.book')}
          </a>
        )}
        {offer.token && offer.ready ? (
          <div className="offer-notice">
            <OfferNotice offer={offer.offer} live={held} />
          </div>
        ) : null}
      </header>

      {description.text ? (
        description.italian ? (
          <>
            <p>
              <InItalianNote />
            </p>
            <div className="description" lang="it">
              {description.text}
            </div>
          </>
        ) : (
          <div className="description">{description.text}</div>
        )
      ) : null}

      {c.optionals.length > 0 || c.workshops.length > 0 ? (
        <section className="includes" aria-labelledby="includes-title">
          <h2 id="includes-title">{t('conference.includes')}</h2>
          {c.optionals.length > 0 ? (
            <ul className="plain-list">
              {c.optionals.map((o) => (
                <li key={o.id}>
                  <span>
                    <ContentText it={o.title} en={o.title_en} />
                  </span>{' '}
                  <span className="muted">
                    {t('conference.perPerson', { amount: money(o.price, locale) })}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {c.workshops.length > 0 ? (
            <ul className="plain-list">
              {c.workshops.map((w) => (
                <li key={w.id}>
                  <span>
                    {t('conference.workshop')} <ContentText it={w.title} en={w.title_en} />
                  </span>{' '}
                  <span className={isSoldOut(w.seats_left) ? 'sold-out' : 'muted'}>
                    {seatsText(w.seats_left, t) ?? t('conference.included')}
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
            <p>{rich(t('conference.soldOut'), strong)}</p>
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
  const { t, locale } = useT();
  const signedIn = useSignedIn();
  const back = `/accedi?torna=${encodeURIComponent(`/conferenze/${c.id}`)}`;
  return (
    <>
      {c.prices.member < c.price ? (
        <div>
          <dt>{t('conference.members')}</dt>
          <dd>
            <span className="amount">{money(c.prices.member, locale)}</span>
            {signedIn ? null : (
              <>
                , <Link href={back}>{t('conference.memberSignIn')}</Link>
              </>
            )}
          </dd>
        </div>
      ) : null}
      {c.prices.guests < c.price ? (
        <div>
          <dt>{t('conference.guests')}</dt>
          <dd className="amount">{money(c.prices.guests, locale)}</dd>
        </div>
      ) : null}
      {c.prices.streaming !== null && c.prices.streaming < c.price ? (
        <div>
          <dt>{t('conference.streamingPrice')}</dt>
          <dd className="amount">{money(c.prices.streaming, locale)}</dd>
        </div>
      ) : null}
    </>
  );
}
