import { PASSWORD_RESET_MSG, PASSWORD_RULE, type TPasswordReset, ZPasswordReset } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import KeyIcon from '@mui/icons-material/Key';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { TextInput } from '../../../components/form/text-input';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { APP_NAME } from '../../../lib/app-name';
import { useResetLink } from '../api/check-token';
import { useResetPassword } from '../api/reset-password';

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

  const visibility = (
    <InputAdornment position="end">
      <IconButton
        aria-label={show ? 'Nascondi password' : 'Mostra password'}
        onClick={() => setShow((v) => !v)}
        edge="end"
      >
        {show ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );

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
        <TextInput
          control={control}
          name="password"
          label="Nuova password"
          type={show ? 'text' : 'password'}
          autoComplete="new-password"
          required
          fullWidth
          slotProps={{ input: { endAdornment: visibility } }}
        />
        <TextInput
          control={control}
          name="password_confirmation"
          label="Conferma password"
          type={show ? 'text' : 'password'}
          autoComplete="new-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
          Imposta password
        </Button>
      </Stack>
    );

  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 5 } }}>
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 3, textAlign: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
            <KeyIcon />
          </Avatar>
          <Typography variant="h1">Reimposta password</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{APP_NAME}</Typography>
        </Stack>
        {content}
      </Paper>
    </Box>
  );
}
