import { ConferenceList } from '../components/conference-list';
import { PageHeading } from '../components/page-heading';
import { usePageTitle } from '../lib/page-title';

export function CataloguePage() {
  usePageTitle('Conferenze');
  return (
    <section className="page">
      <PageHeading>Conferenze</PageHeading>
      <p className="lead-muted">
        Le conferenze aperte alle iscrizioni, dalla più vicina. Apri una conferenza per leggere il programma e
        prenotare.
      </p>
      <ConferenceList headingLevel={2} />
    </section>
  );
}
