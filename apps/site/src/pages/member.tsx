import {
  displayCents,
  displayCreditCents,
  formatDisplayDate,
  ORDER_STATE_LABELS,
  type TMember,
  type TMemberColleague,
  type TMemberInvoice,
  type TMemberOrder,
} from '@app/shared';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Certificates } from '../components/certificates';
import { PageHeading } from '../components/page-heading';
import { MembershipEnd, Renewal } from '../components/renewal';
import { errorText, LoadError, Loading } from '../components/status';
import { ApiError, api, downloadFile } from '../lib/api';
import { useAssociation } from '../lib/association';
import { setMemberToken, useSignedIn } from '../lib/member-session';
import { usePageTitle } from '../lib/page-title';
import { useApi } from '../lib/use-api';

/** /area/socio: the member's membership, company, orders and invoices. */
export default function MemberPage() {
  usePageTitle('Area soci');
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst />;
  return <MemberArea />;
}

export function SignInFirst() {
  return (
    <section className="page narrow">
      <PageHeading>Area soci</PageHeading>
      <p>
        Per vedere questa pagina <Link href="/accedi">accedi con il tuo account</Link>.
      </p>
    </section>
  );
}

function MemberArea() {
  const me = useApi<{ user: TMember }>('/member/me');
  const [, navigate] = useLocation();
  if (me.state === 'loading') return <Loading label="Caricamento dell’area soci…" />;
  if (me.state === 'error') {
    return (
      <section className="page narrow">
        <PageHeading>Area soci</PageHeading>
        <LoadError error={me.error} onRetry={me.reload} />
      </section>
    );
  }
  const { user } = me.data;
  const signOut = async () => {
    await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
    setMemberToken(null);
    navigate('/');
  };
  return (
    <article className="page member">
      <PageHeading>
        Area soci
        <span className="lead-muted">
          {' '}
          · {[user.name, user.surname].filter(Boolean).join(' ') || user.email}
        </span>
      </PageHeading>
      <section className="panel" aria-labelledby="membership-title">
        <h2 id="membership-title">Quota associativa</h2>
        <p className={`status ${user.membership.active ? 'status-paid' : 'status-expired'}`}>
          <span className="visually-hidden">Stato della quota associativa: </span>
          {user.membership.label}
        </p>
        <p>{user.membership.reason}</p>
        <MembershipEnd active={user.membership.active} end={user.membership_end} />
        {user.company ? (
          <p>
            Azienda: <strong>{user.company.name}</strong>
            {user.company.city ? `, ${user.company.city}` : ''}
          </p>
        ) : null}
        <p>
          <Link href="/documenti">Documenti riservati ai soci</Link> ·{' '}
          <Link href="/socio/fatturazione">Dati di fatturazione</Link>
        </p>
        {user.company ? (
          <Renewal
            active={user.membership.active}
            end={user.membership_end}
            pending={user.pending_renewal}
            onChange={me.reload}
          />
        ) : null}
      </section>
      <RenewalOutcome />
      <Orders />
      <Invoices />
      <Certificates />
      {user.company ? <Colleagues /> : null}
      <p>
        <button type="button" className="button button-secondary" onClick={signOut}>
          Esci
        </button>
      </p>
    </article>
  );
}

/** Back from Stripe's page: what happened to the card renewal. */
function RenewalOutcome() {
  const outcome = new URLSearchParams(window.location.search).get('rinnovo');
  if (outcome === 'ok') {
    return (
      <div className="notice notice-ok" role="status">
        <p>
          Pagamento con carta ricevuto: la quota associativa risulta rinnovata appena Stripe conferma il
          pagamento.
        </p>
      </div>
    );
  }
  if (outcome === 'annullato') {
    return (
      <div className="notice notice-warn" role="status">
        <p>Pagamento con carta annullato: nessun addebito. Puoi rinnovare con bonifico o riprovare.</p>
      </div>
    );
  }
  return null;
}

function Orders() {
  const orders = useApi<{ orders: TMemberOrder[] }>('/member/orders');
  return (
    <section className="panel" aria-labelledby="orders-title">
      <h2 id="orders-title">Ordini dell’azienda</h2>
      {orders.state === 'loading' ? <Loading label="Caricamento degli ordini…" /> : null}
      {orders.state === 'error' ? <LoadError error={orders.error} onRetry={orders.reload} /> : null}
      {orders.state === 'ready' && orders.data.orders.length === 0 ? (
        <p>
          Nessun ordine. <Link href="/conferenze">Vedi le conferenze in programma</Link>.
        </p>
      ) : null}
      {orders.state === 'ready' && orders.data.orders.length > 0 ? (
        <ul className="member-list">
          {orders.data.orders.map((o) => (
            <li key={o.order_id}>
              <div>
                <strong>{o.conference}</strong>
                <span className="lead-muted">
                  {' '}
                  · Ordine n. {o.order_id} · {displayCents(o.price)}
                </span>
              </div>
              <div>
                <span className={`status status-${o.status}`}>{ORDER_STATE_LABELS[o.status]}</span>
                {o.due_date ? <span> entro il {formatDisplayDate(o.due_date)}</span> : null}
                {o.order_url ? (
                  <>
                    {' '}
                    <Link href={`/ordini/${o.order_url.split('/').pop()}`}>
                      Apri l’ordine n. {o.order_id}
                    </Link>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Invoices() {
  const invoices = useApi<{ invoices: TMemberInvoice[] }>('/member/invoices');
  const [error, setError] = useState<string | null>(null);
  const download = (path: string, name: string) => {
    setError(null);
    downloadFile(path, name).catch((err: unknown) =>
      setError(err instanceof ApiError ? errorText(err) : String(err)),
    );
  };
  return (
    <section className="panel" aria-labelledby="invoices-title">
      <h2 id="invoices-title">Fatture e note di credito</h2>
      {error ? (
        <div className="notice notice-error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      {invoices.state === 'loading' ? <Loading label="Caricamento delle fatture…" /> : null}
      {invoices.state === 'error' ? <LoadError error={invoices.error} onRetry={invoices.reload} /> : null}
      {invoices.state === 'ready' && invoices.data.invoices.length === 0 ? <p>Nessuna fattura.</p> : null}
      {invoices.state === 'ready' && invoices.data.invoices.length > 0 ? (
        <ul className="member-list">
          {invoices.data.invoices.map((i) => {
            const what = `${i.kind === 'credit_note' ? 'Nota di credito' : 'Fattura'} ${i.number}`;
            return (
              <li key={i.id}>
                <div>
                  <strong>{what}</strong>
                  <span className="lead-muted">
                    {' '}
                    · {formatDisplayDate(i.date)} ·{' '}
                    {i.kind === 'credit_note' ? displayCreditCents(i.total) : displayCents(i.total)}
                  </span>
                  <div>{i.subject}</div>
                </div>
                <div className="member-actions">
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={`Scarica il PDF: ${what}`}
                    onClick={() => download(i.pdf_url.replace(/^\/api/, ''), `${i.number}.pdf`)}
                  >
                    PDF
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={`Scarica l’XML: ${what}`}
                    onClick={() => download(i.xml_url.replace(/^\/api/, ''), `${i.number}.xml`)}
                  >
                    XML
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

function Colleagues() {
  const users = useApi<{ users: TMemberColleague[] }>('/member/users');
  const contact = useAssociation().contact_email;
  return (
    <section className="panel" aria-labelledby="people-title">
      <h2 id="people-title">Persone dell’azienda</h2>
      {users.state === 'loading' ? <Loading label="Caricamento delle persone…" /> : null}
      {users.state === 'error' ? <LoadError error={users.error} onRetry={users.reload} /> : null}
      {users.state === 'ready' ? (
        <ul className="member-list">
          {users.data.users.map((u) => (
            <li key={u.id}>
              <div>
                <strong>{[u.name, u.surname].filter(Boolean).join(' ') || u.email}</strong>
                {u.founder ? <span className="lead-muted"> · referente dell’azienda</span> : null}
              </div>
              <div className="lead-muted">{u.email}</div>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="lead-muted">
        Per aggiungere o togliere persone scrivi all’associazione
        {contact ? (
          <>
            : <a href={`mailto:${contact}`}>{contact}</a>
          </>
        ) : null}
        .
      </p>
    </section>
  );
}
