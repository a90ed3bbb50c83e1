import { type TPasswordResetRequest, ZPasswordResetRequest } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { TextInput } from '../../../components/form/text-input';
import { usePageTitle } from '../../../components/page-title';
import { APP_NAME } from '../../../lib/app-name';
import { useRequestResetLink } from '../api/request-link';

/** Route "/forgot-password": public; asks for a reset link by e-mail ("Password dimenticata?"). */
export default function ForgotPasswordPage() {
  usePageTitle('Password dimenticata');
  const request = useRequestResetLink();
  const { control, handleSubmit } = useForm<TPasswordResetRequest>({
    resolver: zodResolver(ZPasswordResetRequest),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((values) => request.mutate(values));

  return (
    <AuthCard icon={<EmailOutlinedIcon />} title="Password dimenticata?" subtitle={APP_NAME} maxWidth={480}>
      <Stack spacing={2.5}>
        {request.isSuccess ? (
          <Alert severity="success" role="status">
            {request.data}
          </Alert>
        ) : (
          <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
            <Typography>
              Inserisci l'e-mail del tuo account: ti invieremo un link per reimpostare la password.
            </Typography>
            {request.isError ? <Alert severity="error">{request.error.message}</Alert> : null}
            <TextInput
              control={control}
              name="email"
              label="Email"
              type="email"
              autoComplete="username"
              autoFocus
              required
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" loading={request.isPending}>
              Invia il link
            </Button>
          </Stack>
        )}
        <Link component={RouterLink} to="/" sx={{ alignSelf: 'center' }}>
          Torna all'accesso
        </Link>
      </Stack>
    </AuthCard>
  );
}
