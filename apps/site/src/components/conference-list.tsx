import { Link } from 'wouter';
import { money } from '../i18n/format';
import { useT } from '../i18n/provider';
import { conferenceDates, isSoldOut, seatsText } from '../lib/conference';
import type { PublicConference } from '../lib/types';
import { useApi } from '../lib/use-api';
import { ConferenceImage } from './conference-image';
import { ContentText } from './in-italian';
import { LoadError, Loading } from './status';

/** The active conferences (GET /api/public/conferences), soonest first, each a card linking to its booking. */
export function ConferenceList({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useT();
  const result = useApi<{ conferences: PublicConference[] }>('/public/conferences');
  if (result.state === 'loading') return <Loading label={t('catalogue.loading')} />;
  if (result.state === 'error') return <LoadError error={result.error} onRetry={result.reload} />;
  const { conferences } = result.data;
  if (conferences.length === 0) return <p className="notice">{t('catalogue.empty')}</p>;
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
  const { t, locale } = useT();
  const Heading = `h${headingLevel}` as const;
  const seats = seatsText(c.seats_left, t);
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
          <span>{conferenceDates(c, locale)}</span>
          <span aria-hidden="true"> · </span>
          <span>{c.city}</span>
        </p>
        <Heading className="card-title">
          <Link href={`/conferenze/${c.id}`}>
            <ContentText it={c.title} en={c.title_en} />
          </Link>
        </Heading>
        <dl className="card-facts">
          <div>
            <dt>{t('catalogue.fullPrice')}</dt>
            <dd>{money(c.price, locale)}</dd>
          </div>
          {seats ? (
            <div>
              <dt>{t('catalogue.seats')}</dt>
              <dd className={isSoldOut(c.seats_left) ? 'sold-out' : undefined}>{seats}</dd>
            </div>
          ) : null}
          {c.streaming ? (
            <div>
              <dt>{t('catalogue.streaming')}</dt>
              <dd>{t('catalogue.streamingAvailable')}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </article>
  );
}
