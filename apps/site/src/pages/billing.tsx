import type { TMember } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { BillingFields } from '../booking/billing-fields';
import { type BillingDraft, billingBody, billingDraftOf } from '../booking/draft';
import { ids } from '../booking/errors';
import { PageHeading } from '../components/page-heading';
import { SignInFirst } from '../components/sign-in-first';
import { errorText, LoadError, Loading } from '../components/status';
import { useT } from '../i18n/provider';
import { ApiError, api } from '../lib/api';
import { useFollowSetting } from '../lib/member-language';
import { useSignedIn } from '../lib/member-session';
import { usePageTitle } from '../lib/page-title';
import { useApi } from '../lib/use-api';

/** /area/socio/fatturazione: the member's own billing data, with the back-office's rules and messages. */
export default function BillingPage() {
  const { t } = useT();
  usePageTitle(t('billing.title'));
  if (!useSignedIn()) return <SignInFirst />;
  return <BillingForm />;
}

function BillingForm() {
  const me = useApi<{ user: TMember }>('/member/me');
  const { t } = useT();
  useFollowSetting(me.state === 'ready' ? (me.data.user as { language?: unknown }).language : undefined);
  if (me.state === 'loading') return <Loading label={t('billing.loading')} />;
  if (me.state === 'error') {
    return (
      <section className="page narrow">
        <PageHeading>{t('billing.title')}</PageHeading>
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
  const { t, message: translated } = useT();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await api('/member/billing', { method: 'PUT', body: { billing_information: billingBody(draft) } });
      setErrors({});
      setMessage({ ok: true, text: t('billing.saved') });
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
      <PageHeading>{t('billing.title')}</PageHeading>
      <p>
        <Link href="/socio">{t('member.backToArea')}</Link>
      </p>
      <form className="form-stack" onSubmit={submit} noValidate>
        {message ? (
          <div
            className={`notice ${message.ok ? 'notice-ok' : 'notice-error'}`}
            role={message.ok ? 'status' : 'alert'}
          >
            <p>{translated(message.text)}</p>
          </div>
        ) : null}
        <BillingFields
          billing={draft}
          errors={Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, translated(v)]))}
          onChange={setDraft}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('billing.save')}
        </button>
      </form>
    </section>
  );
}
