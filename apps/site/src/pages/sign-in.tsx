import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { TextField } from '../components/fields';
import { PageHeading } from '../components/page-heading';
import { errorText } from '../components/status';
import { useT } from '../i18n/provider';
import { ApiError, api } from '../lib/api';
import { useLanguageSetting } from '../lib/member-language';
import { setMemberToken } from '../lib/member-session';
import { usePageTitle } from '../lib/page-title';

type SignedIn = { auth_token: string; user: { profile_name: string } };
/** the person's own record, with their language setting once the server keeps one */
type Own = { user?: { language?: unknown }; arbitrator?: { language?: unknown } };
type LoginData = SignedIn | { mfa_required: true; mfa_token: string };
type Step = { kind: 'password' } | { kind: 'code'; mfaToken: string } | { kind: 'forgot' };

/**
 * /area/accedi: members sign in with e-mail and password, then the app's code when they enabled
 * two-step verification; "Password dimenticata?" mails a link to /area/reimposta-password. A user
 * whose Member Area is on stays signed in and goes to the member area; an arbitrator (whatever the
 * switch) to their own page once approved; anyone else is told why and their new session is closed.
 */
export default function SignInPage() {
  const { t, message } = useT();
  const settleLanguage = useLanguageSetting();
  usePageTitle(t('signIn.title'));
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(message(err instanceof ApiError ? errorText(err) : String(err)));
    } finally {
      setBusy(false);
    }
  }

  async function enter({ auth_token: token, user }: SignedIn) {
    const arbitrator = user.profile_name === 'arbitrator';
    setMemberToken(token, arbitrator ? 'arbitrator' : 'member');
    let own: Own;
    try {
      own = await api<Own>(arbitrator ? '/arbitrator/profile' : '/member/me');
    } catch (err) {
      // neither (switch off, an admin, an arbitrator not approved): close the session just opened
      await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
      setMemberToken(null);
      throw err;
    }
    // their page opens in their language: this browser's choice, else their setting
    await settleLanguage((own.arbitrator ?? own.user)?.language);
    // an arbitrator has one page of their own; a member goes back where sign-in was asked from
    navigate(arbitrator ? '/arbitro' : (returnPath() ?? '/socio'));
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (step.kind === 'password') {
      run(async () => {
        const { data } = await api<{ data: LoginData }>('/auth/login', {
          method: 'POST',
          body: { email, password },
        });
        if ('mfa_required' in data) {
          setStep({ kind: 'code', mfaToken: data.mfa_token });
          return;
        }
        await enter(data);
      });
    } else if (step.kind === 'code') {
      run(async () => {
        const { data } = await api<{ data: SignedIn }>('/auth/login/mfa', {
          method: 'POST',
          body: { mfa_token: step.mfaToken, code: code.replace(/\s+/g, '') },
        });
        await enter(data);
      });
    } else {
      run(async () => {
        const { message } = await api<{ message: string }>('/password-reset/request', {
          method: 'POST',
          body: { email },
        });
        setSent(message);
      });
    }
  };

  return (
    <section className="page narrow">
      <PageHeading>{t(step.kind === 'forgot' ? 'signIn.forgotHeading' : 'signIn.heading')}</PageHeading>
      {step.kind === 'password' ? <p className="lead-muted">{t('signIn.lead')}</p> : null}
      <form className="form-stack" onSubmit={submit} noValidate>
        {error ? (
          <div className="notice notice-error" role="alert">
            <p>{error}</p>
          </div>
        ) : null}
        {sent ? (
          <div className="notice notice-ok" role="status">
            <p>{message(sent)}</p>
          </div>
        ) : null}
        {step.kind === 'code' ? (
          <TextField
            id="code"
            label={t('signIn.code')}
            hint={t('signIn.codeHint')}
            value={code}
            onChange={setCode}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={20}
            required
          />
        ) : (
          <TextField
            id="email"
            type="email"
            label={t('signIn.email')}
            value={email}
            onChange={setEmail}
            autoComplete="username"
            inputMode="email"
            maxLength={254}
            required
          />
        )}
        {step.kind === 'password' ? (
          <PasswordField label={t('signIn.password')} value={password} onChange={setPassword} />
        ) : null}
        <button
          type="submit"
          className="button button-primary"
          aria-disabled={busy || undefined}
          disabled={busy}
        >
          {t(
            step.kind === 'forgot'
              ? 'signIn.sendLink'
              : step.kind === 'code'
                ? 'signIn.verify'
                : 'signIn.submit',
          )}
        </button>
      </form>
      <p>
        {step.kind === 'password' ? (
          <button type="button" className="button-link" onClick={() => setStep({ kind: 'forgot' })}>
            {t('signIn.forgot')}
          </button>
        ) : (
          <button
            type="button"
            className="button-link"
            onClick={() => {
              setStep({ kind: 'password' });
              setSent(null);
              setError(null);
            }}
          >
            {t('signIn.back')}
          </button>
        )}
      </p>
      <p className="lead-muted">
        {t('signIn.noAccountNeeded')} <Link href="/conferenze">{t('signIn.seeProgramme')}</Link>.
      </p>
    </section>
  );
}

function PasswordField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor="password">
        {label}
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <input
        id="password"
        type="password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="current-password"
        required
        maxLength={256}
      />
    </div>
  );
}

/** Where to go once signed in: `?torna=/conferenze/5` (a path of this site only), else the member area. */
function returnPath(): string | null {
  const path = new URLSearchParams(window.location.search).get('torna');
  return path && /^\/[a-z0-9/-]*$/i.test(path) && !path.startsWith('//') ? path : null;
}
