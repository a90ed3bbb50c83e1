import { displayCents } from '@app/shared';
import { Link } from 'wouter';
import { conferenceDates, SOLD_OUT, seatsText } from '../lib/conference';
import type { PublicConference } from '../lib/types';
import { useApi } from '../lib/use-api';
import { ConferenceImage } from './conference-image';
import { LoadError, Loading } from './status';

/** The active conferences (GET /api/public/conferences), soonest first, each a card linking to its booking. */
export function ConferenceList({ headingLevel }: { headingLevel: 2 | 3 }) {
  const result = useApi<{ conferences: PublicConference[] }>('/public/conferences');
  if (result.state === 'loading') return <Loading label="Caricamento delle conferenze…" />;
  if (result.state === 'error') return <LoadError error={result.error} onRetry={result.reload} />;
  const { conferences } = result.data;
  if (conferences.length === 0) {
    return (
      <p className="notice">
        Al momento non ci sono conferenze aperte alle iscrizioni. Torna a trovarci presto.
      </p>
    );
  }
  return (
    <ul className="cards">
      {conferences.map((c) => (
        <li key={c.id}>
          <ConferenceCard conference={c} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

function ConferenceCard({
  conference: c,
  headingLevel,
}: {
  conference: PublicConference;
  headingLevel: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const seats = seatsText(c.seats_left);
  return (
    <article className="card">
      <ConferenceImage
        name={c.image}
        className="card-image"
        width={640}
        height={360}
        fallback={<div className="card-image card-image-empty" aria-hidden="true" />}
      />
      <div className="card-body">
        <p className="card-when">
          <span>{conferenceDates(c)}</span>
          <span aria-hidden="true"> · </span>
          <span>{c.city}</span>
        </p>
        <Heading className="card-title">
          <Link href={`/conferenze/${c.id}`}>{c.title}</Link>
        </Heading>
        <dl className="card-facts">
          <div>
            <dt>Quota intera</dt>
            <dd>{displayCents(c.price)}</dd>
          </div>
          {seats ? (
            <div>
              <dt>Posti</dt>
              <dd className={seats === SOLD_OUT ? 'sold-out' : undefined}>{seats}</dd>
            </div>
          ) : null}
          {c.streaming ? (
            <div>
              <dt>Streaming</dt>
              <dd>Disponibile</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </article>
  );
}
