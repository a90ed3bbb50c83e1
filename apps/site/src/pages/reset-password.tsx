import { PASSWORD_RESET_MSG, PASSWORD_RULE, ZPasswordReset } from '@app/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { FieldError, Required } from '../components/fields';
import { PageHeading } from '../components/page-heading';
import { errorText, LoadError, Loading } from '../components/status';
import { useT } from '../i18n/provider';
import { ApiError, api } from '../lib/api';
import { usePageTitle } from '../lib/page-title';

type LinkData = { data: { email: string; name: string; surname: string } };

/** The token of the link, read once: it travels in the body of the calls, never in another URL. */
const tokenOfPage = () => new URLSearchParams(window.location.search).get('token') ?? '';

/**
 * /area/reimposta-password?token=…: where a member or an arbitrator, from the link of "Password
 * dimenticata?" or of their approval, sets a password twice; then back to the site's sign-in.
 */
export default function ResetPasswordPage() {
  const { t } = useT();
  usePageTitle(t('resetPassword.title'));
  const [token] = useState(tokenOfPage);
  return (
    <section className="page narrow">
      <PageHeading>{t('resetPassword.title')}</PageHeading>
      {token ? <CheckedLink token={token} /> : <InvalidLink error={PASSWORD_RESET_MSG.invalidLink} />}
    </section>
  );
}

function InvalidLink({ error }: { error: string }) {
  const { t, message } = useT();
  return (
    <>
      <div className="notice notice-error" role="alert">
        <p>{message(error)}</p>
      </div>
      <p>
        {t('resetPassword.newLinkBefore')} <Link href="/accedi">{t('signIn.title')}</Link>
        {t('resetPassword.newLinkAfter')}
      </p>
    </>
  );
}

function CheckedLink({ token }: { token: string }) {
  // a POST that reads: the token stays out of the URL the server would log
  const link = useCheck(token);
  const { t } = useT();
  if (link.state === 'loading') return <Loading label={t('resetPassword.checking')} />;
  if (link.state === 'error') {
    return link.error.status === 400 ? (
      <InvalidLink error={link.error.message} />
    ) : (
      <LoadError error={link.error} />
    );
  }
  return <NewPassword token={token} email={link.data.data.email} />;
}

function useCheck(token: string) {
  const [state, setState] = useState<
    { state: 'loading' } | { state: 'error'; error: ApiError } | { state: 'ready'; data: LinkData }
  >({ state: 'loading' });
  useEffect(() => {
    let live = true;
    api<LinkData>('/password-reset/check', { method: 'POST', body: { token } }).then(
      (data) => live && setState({ state: 'ready', data }),
      (error: unknown) =>
        live &&
        setState({
          state: 'error',
          error: error instanceof ApiError ? error : new ApiError(0, String(error)),
        }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return state;
}

function NewPassword({ token, email }: { token: string; email: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const { t, message } = useT();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const body = { token, password, password_confirmation: confirmation };
    const parsed = ZPasswordReset.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api('/password-reset', { method: 'POST', body });
      setDone(true);
    } catch (err) {
      const apiError = err instanceof ApiError ? err : new ApiError(0, String(err));
      setErrors(apiError.errors);
      setFailure(errorText(apiError));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <>
        <div className="notice notice-ok" role="status">
          <p>{message(PASSWORD_RESET_MSG.done)}</p>
        </div>
        <p>
          <Link href="/accedi" className="button button-primary">
            {t('resetPassword.goToSignIn')}
          </Link>
        </p>
      </>
    );
  }
  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <p>
        {t('resetPassword.setFor')} <strong>{email}</strong>.
      </p>
      {failure ? (
        <div className="notice notice-error" role="alert">
          <p>{message(failure)}</p>
        </div>
      ) : null}
      <PasswordInput
        id="password"
        label={t('resetPassword.newPassword')}
        hint={message(PASSWORD_RULE)}
        value={password}
        onChange={setPassword}
        error={errors.password && message(errors.password)}
      />
      <PasswordInput
        id="password_confirmation"
        label={t('resetPassword.confirm')}
        value={confirmation}
        onChange={setConfirmation}
        error={errors.password_confirmation && message(errors.password_confirmation)}
      />
      {/* the login's e-mail, for password managers that save the pair */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <button type="submit" className="button button-primary" disabled={busy}>
        {t('resetPassword.submit')}
      </button>
    </form>
  );
}

function PasswordInput(props: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { id, label, value, onChange, error } = props;
  // the rule is said once: as the error when the password breaks it
  const hint = props.hint === error ? undefined : props.hint;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        <Required />
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={id} message={error} /> : null}
      <input
        id={id}
        type="password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="new-password"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        maxLength={256}
      />
    </div>
  );
}
