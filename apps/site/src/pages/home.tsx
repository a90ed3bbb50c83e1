import { Link } from 'wouter';
import { ConferenceList } from '../components/conference-list';
import { PageHeading } from '../components/page-heading';
import { FALLBACK_NAME, useAssociation } from '../lib/association';
import { usePageTitle } from '../lib/page-title';

export function HomePage() {
  const { name, card_payments: card } = useAssociation();
  usePageTitle(null);
  return (
    <>
      <section className="hero">
        <div className="hero-inner">
          <p className="eyebrow">Area soci e iscrizioni</p>
          <PageHeading>{name || FALLBACK_NAME}</PageHeading>
          <p className="lead">
            Iscriviti alle conferenze dell'associazione: scegli la conferenza, indica i partecipanti e{' '}
            {card ? 'paga con carta o con bonifico' : 'ricevi subito i dati per il bonifico'}. La fattura
            arriva a pagamento ricevuto.
          </p>
          <Link href="/conferenze" className="button button-light">
            Vedi tutte le conferenze
          </Link>
        </div>
      </section>
      <section className="page" aria-labelledby="in-programma">
        <h2 id="in-programma">Conferenze in programma</h2>
        <ConferenceList headingLevel={3} />
      </section>
      <section className="page" aria-labelledby="esperti-arbitri">
        <h2 id="esperti-arbitri">Esperti e arbitri</h2>
        <ul>
          <li>
            <Link href="/esperti">Cerca tra gli esperti dell'associazione</Link>, per paese, lingua o nome.
          </li>
          <li>
            <Link href="/candidatura">Candidati come arbitro</Link>: curriculum e due lettere di referenza.
          </li>
        </ul>
      </section>
    </>
  );
}
