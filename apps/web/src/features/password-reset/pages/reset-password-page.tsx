import { PASSWORD_RESET_MSG, PASSWORD_RULE, type TPasswordReset, ZPasswordReset } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { TextInput } from '../../../components/form/text-input';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { VisibilityToggle } from '../../../components/visibility-toggle';
import { isApiError } from '../../../lib/api-client';
import { APP_NAME } from '../../../lib/app-name';
import { useResetLink } from '../api/check-token';
import { useResetPassword } from '../api/reset-password';

const PASSWORD_FIELDS = [
  ['password', 'Nuova password'],
  ['password_confirmation', 'Conferma password'],
] as const;

/** Route "/reset-password?token=…": public; the user sets a new password twice through the link. */
export default function ResetPasswordPage() {
  usePageTitle('Reimposta password');
  const token = useSearchParams()[0].get('token') ?? '';
  const link = useResetLink(token);
  const reset = useResetPassword();
  const [show, setShow] = useState(false);
  const { control, handleSubmit, setError } = useForm<TPasswordReset>({
    resolver: zodResolver(ZPasswordReset),
    mode: 'onTouched',
    defaultValues: { token, password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit((values) =>
    reset.mutate(values, {
      onError: (error) => {
        for (const [path, message] of Object.entries((isApiError(error) && error.errors) || {})) {
          if (path !== 'token') setError(path as FieldPath<TPasswordReset>, { message });
        }
      },
    }),
  );

  const visibility = <VisibilityToggle shown={show} onToggle={() => setShow((v) => !v)} />;

  let content: ReactNode;
  if (!token) content = <Alert severity="error">{PASSWORD_RESET_MSG.invalidLink}</Alert>;
  else if (link.isPending) content = <PageLoader />;
  else if (link.isError) content = <Alert severity="error">{link.error.message}</Alert>;
  else if (reset.isSuccess) content = <Alert severity="success">{PASSWORD_RESET_MSG.done}</Alert>;
  else
    content = (
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        <Typography>
          Imposta la nuova password per <strong>{link.data.email}</strong>.
        </Typography>
        <Alert severity="info" icon={false}>
          {PASSWORD_RULE}
        </Alert>
        {reset.isError ? <Alert severity="error">{reset.error.message}</Alert> : null}
        {PASSWORD_FIELDS.map(([name, label]) => (
          <TextInput
            key={name}
            control={control}
            name={name}
            label={label}
            type={show ? 'text' : 'password'}
            autoComplete="new-password"
            required
            fullWidth
            slotProps={name === 'password' ? { input: { endAdornment: visibility } } : undefined}
          />
        ))}
        <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
          Imposta password
        </Button>
      </Stack>
    );

  return (
    <AuthCard icon={<KeyIcon />} title="Reimposta password" subtitle={APP_NAME} maxWidth={480}>
      {content}
      {/* a dead link can be replaced from here; after the reset the way on is signing in */}
      {reset.isSuccess || !token || link.isError ? (
        <Stack direction="row" spacing={3} sx={{ justifyContent: 'center', mt: 2.5 }}>
          {reset.isSuccess ? null : (
            <Link component={RouterLink} to="/forgot-password">
              Chiedi un nuovo link
            </Link>
          )}
          <Link component={RouterLink} to="/">
            Vai all'accesso
          </Link>
        </Stack>
      ) : null}
    </AuthCard>
  );
}
