import type { TMember, TMemberColleague, TMemberOrder } from '@app/shared';
import { Link, useLocation } from 'wouter';
import { Certificates } from '../components/certificates';
import { PageHeading } from '../components/page-heading';
import { MembershipEnd, Renewal } from '../components/renewal';
import { SignInFirst } from '../components/sign-in-first';
import { LoadError, Loading } from '../components/status';
import { day, money } from '../i18n/format';
import { useT } from '../i18n/provider';
import { api } from '../lib/api';
import { useAssociation } from '../lib/association';
import { useFollowSetting } from '../lib/member-language';
import { setMemberToken, useSignedIn } from '../lib/member-session';
import { usePageTitle } from '../lib/page-title';
import { useApi } from '../lib/use-api';
import { Invoices } from '../member/invoices';

/** /area/socio: the member's membership, company, orders and invoices. */
export default function MemberPage() {
  const { t } = useT();
  usePageTitle(t('member.title'));
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst />;
  return <MemberArea />;
}

function MemberArea() {
  const me = useApi<{ user: TMember }>('/member/me');
  const [, navigate] = useLocation();
  const { t, message } = useT();
  // the member's language setting (absent until the server keeps one)
  useFollowSetting(me.state === 'ready' ? (me.data.user as { language?: unknown }).language : undefined);
  if (me.state === 'loading') return <Loading label={t('member.loading')} />;
  if (me.state === 'error') {
    return (
      <section className="page narrow">
        <PageHeading>{t('member.title')}</PageHeading>
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
        {t('member.title')}
        <span className="lead-muted">
          {' '}
          · {[user.name, user.surname].filter(Boolean).join(' ') || user.email}
        </span>
      </PageHeading>
      <section className="panel" aria-labelledby="membership-title">
        <h2 id="membership-title">{t('member.membership')}</h2>
        <p className={`status ${user.membership.active ? 'status-paid' : 'status-expired'}`}>
          <span className="visually-hidden">{t('member.membershipState')} </span>
          {t(user.membership.active ? 'member.active' : 'member.inactive')}
        </p>
        <p>{message(user.membership.reason)}</p>
        <MembershipEnd active={user.membership.active} end={user.membership_end} />
        {user.company ? (
          <p>
            {t('member.company')} <strong>{user.company.name}</strong>
            {user.company.city ? `, ${user.company.city}` : ''}
          </p>
        ) : null}
        <p>
          <Link href="/documenti">{t('member.documents')}</Link> ·{' '}
          <Link href="/socio/fatturazione">{t('member.billing')}</Link>
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
          {t('member.signOut')}
        </button>
      </p>
    </article>
  );
}

/** Back from Stripe's page: what happened to the card renewal. */
function RenewalOutcome() {
  const { t } = useT();
  const outcome = new URLSearchParams(window.location.search).get('rinnovo');
  if (outcome === 'ok') {
    return (
      <div className="notice notice-ok" role="status">
        <p>{t('member.cardPaid')}</p>
      </div>
    );
  }
  if (outcome === 'annullato') {
    return (
      <div className="notice notice-warn" role="status">
        <p>{t('member.cardCancelled')}</p>
      </div>
    );
  }
  return null;
}

function Orders() {
  const orders = useApi<{ orders: TMemberOrder[] }>('/member/orders');
  const { t, locale } = useT();
  return (
    <section className="panel" aria-labelledby="orders-title">
      <h2 id="orders-title">{t('member.orders')}</h2>
      {orders.state === 'loading' ? <Loading label={t('member.loadingOrders')} /> : null}
      {orders.state === 'error' ? <LoadError error={orders.error} onRetry={orders.reload} /> : null}
      {orders.state === 'ready' && orders.data.orders.length === 0 ? (
        <p>
          {t('member.noOrders')} <Link href="/conferenze">{t('member.seeConferences')}</Link>.
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
                  · {t('member.orderNumber', { id: o.order_id })} · {money(o.price, locale)}
                </span>
              </div>
              <div>
                <span className={`status status-${o.status}`}>{t(`member.orderStates.${o.status}`)}</span>
                {o.due_date ? <span> {t('member.dueBy', { date: day(o.due_date, locale) })}</span> : null}
                {o.order_url ? (
                  <>
                    {' '}
                    <Link href={`/ordini/${o.order_url.split('/').pop()}`}>
                      {t('member.openOrder', { id: o.order_id })}
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

function Colleagues() {
  const users = useApi<{ users: TMemberColleague[] }>('/member/users');
  const contact = useAssociation().contact_email;
  const { t } = useT();
  return (
    <section className="panel" aria-labelledby="people-title">
      <h2 id="people-title">{t('member.people')}</h2>
      {users.state === 'loading' ? <Loading label={t('member.loadingPeople')} /> : null}
      {users.state === 'error' ? <LoadError error={users.error} onRetry={users.reload} /> : null}
      {users.state === 'ready' ? (
        <ul className="member-list">
          {users.data.users.map((u) => (
            <li key={u.id}>
              <div>
                <strong>{[u.name, u.surname].filter(Boolean).join(' ') || u.email}</strong>
                {u.founder ? <span className="lead-muted"> · {t('member.founder')}</span> : null}
              </div>
              <div className="lead-muted">{u.email}</div>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="lead-muted">
        {t('member.peopleChange')}
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
