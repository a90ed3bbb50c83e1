import type { TMember } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { BillingFields } from '../booking/billing-fields';
import { type BillingDraft, billingBody, billingDraftOf } from '../booking/draft';
import { ids } from '../booking/errors';
import { PageHeading } from '../components/page-heading';
import { errorText, LoadError, Loading } from '../components/status';
import { ApiError, api } from '../lib/api';
import { useSignedIn } from '../lib/member-session';
import { usePageTitle } from '../lib/page-title';
import { useApi } from '../lib/use-api';
import { SignInFirst } from './member';

/** /area/socio/fatturazione: the member's own billing data, with the back-office's rules and messages. */
export default function BillingPage() {
  usePageTitle('Dati di fatturazione');
  if (!useSignedIn()) return <SignInFirst />;
  return <BillingForm />;
}

function BillingForm() {
  const me = useApi<{ user: TMember }>('/member/me');
  if (me.state === 'loading') return <Loading />;
  if (me.state === 'error') {
    return (
      <section className="page narrow">
        <PageHeading>Dati di fatturazione</PageHeading>
        <LoadError error={me.error} onRetry={me.reload} />
      </section>
    );
  }
  return <Editor initial={billingDraftOf(me.data.user.billing_information)} />;
}

function Editor({ initial }: { initial: BillingDraft }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await api('/member/billing', { method: 'PUT', body: { billing_information: billingBody(draft) } });
      setErrors({});
      setMessage({ ok: true, text: 'Dati di fatturazione salvati: le prossime fatture li useranno.' });
    } catch (err) {
      const apiError = err instanceof ApiError ? err : new ApiError(0, String(err));
      // "billing_information.vat" → the field's own id, where BillingFields shows it
      setErrors(
        Object.fromEntries(
          Object.entries(apiError.errors).map(([k, v]) => [
            ids.billing(k.replace(/^billing_information\./, '')),
            v,
          ]),
        ),
      );
      setMessage({ ok: false, text: errorText(apiError) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="page narrow">
      <PageHeading>Dati di fatturazione</PageHeading>
      <p>
        <Link href="/socio">Torna all’area soci</Link>
      </p>
      <form className="form-stack" onSubmit={submit} noValidate>
        {message ? (
          <div
            className={`notice ${message.ok ? 'notice-ok' : 'notice-error'}`}
            role={message.ok ? 'status' : 'alert'}
          >
            <p>{message.text}</p>
          </div>
        ) : null}
        <BillingFields billing={draft} errors={errors} onChange={setDraft} />
        <button type="submit" className="button button-primary" disabled={busy}>
          Salva
        </button>
      </form>
    </section>
  );
}
