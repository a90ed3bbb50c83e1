import { MSG } from '@app/shared';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { VisibilityToggle } from '../../../components/visibility-toggle';
import { APP_NAME } from '../../../lib/app-name';
import { useSession } from '../../../lib/session-context';
import { useFinishEnrolment, useLogin, useLoginMfa } from '../api/login';
import { CredentialField } from '../components/credential-field';
import { FirstAdminHint } from '../components/first-admin-hint';

// only admins who must enrol 2FA need it: kept out of the sign-in bundle
const TotpEnrolment = lazy(() => import('../../../components/totp-enrolment'));

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Errors = { email?: string; password?: string };

// Same rules and messages as ZLogin, written out so the sign-in bundle carries neither zod nor a form library.
function validate(email: string, password: string): Errors {
  const errors: Errors = {};
  if (!email) errors.email = MSG.required;
  else if (!EMAIL_RE.test(email)) errors.email = 'Email non valida';
  if (!password) errors.password = MSG.required;
  return errors;
}

/** Route "/": the sign-in form; a visitor already signed in goes on to /documents. */
export default function SignInPage() {
  usePageTitle('Sign In');
  const { status } = useSession();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [showPassword, setShowPassword] = useState(false);
  const mfa = useLoginMfa();
  const finishEnrolment = useFinishEnrolment();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  if (status === 'signed-in') return <Navigate to="/documents" replace />;
  if (status === 'checking') return <PageLoader fullScreen />;

  const step = login.data?.kind;
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    setCodeError(value ? undefined : MSG.required);
    if (value && login.data?.kind === 'mfa') mfa.mutate({ mfa_token: login.data.mfaToken, code: value });
  };
  const restart = () => {
    login.reset();
    mfa.reset();
    setCode('');
    setPassword('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = { email: email.trim().toLowerCase(), password };
    const found = validate(credentials.email, credentials.password);
    setErrors(found);
    if (!found.email && !found.password) login.mutate(credentials);
  };

  return (
    <AuthCard
      icon={<LockOutlinedIcon />}
      title={APP_NAME}
      subtitle="Accedi con le tue credenziali di amministratore"
      maxWidth={420}
    >
      {step ? null : <FirstAdminHint />}
      {step === 'mfa' ? (
        <Stack component="form" noValidate spacing={2.5} onSubmit={submitCode}>
          <Typography>
            Inserisci il codice dell’app di autenticazione, oppure un codice di recupero.
          </Typography>
          {mfa.isError ? <Alert severity="error">{mfa.error.message}</Alert> : null}
          <CredentialField
            label="Codice di verifica"
            name="code"
            autoComplete="one-time-code"
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={codeError}
          />
          <Button type="submit" variant="contained" size="large" loading={mfa.isPending}>
            Verifica
          </Button>
          <Button onClick={restart}>Torna indietro</Button>
        </Stack>
      ) : null}
      {step === 'enrol' && login.data?.kind === 'enrol' ? (
        <Stack spacing={2}>
          <Alert severity="info">
            Per gli amministratori è obbligatoria la verifica in due passaggi: attivala per continuare.
          </Alert>
          {finishEnrolment.isError ? <Alert severity="error">{finishEnrolment.error.message}</Alert> : null}
          <Suspense fallback={<PageLoader />}>
            <TotpEnrolment
              token={login.data.token}
              onDone={() => login.data?.kind === 'enrol' && finishEnrolment.mutate(login.data.token)}
            />
          </Suspense>
        </Stack>
      ) : null}
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={submit}
        sx={step ? { display: 'none' } : undefined}
      >
        {login.isError ? <Alert severity="error">{login.error.message}</Alert> : null}
        <CredentialField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <CredentialField
          label="Password"
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          endAdornment={
            <VisibilityToggle shown={showPassword} onToggle={() => setShowPassword((shown) => !shown)} />
          }
        />
        <Button type="submit" variant="contained" size="large" loading={login.isPending}>
          Sign In
        </Button>
        <Link component={RouterLink} to="/forgot-password" sx={{ alignSelf: 'center' }}>
          Password dimenticata?
        </Link>
      </Stack>
    </AuthCard>
  );
}
