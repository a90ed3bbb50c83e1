import { type TUser, USER_MESSAGES, ZUserSave } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { type FieldErrors, type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { HistoryPanel } from '../../../components/history-panel';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useSnackbar } from '../../../components/snackbar';
import { StaleDialog } from '../../../components/stale-dialog';
import { isApiError } from '../../../lib/api-client';
import { useUser } from '../api/get-user';
import { useSaveUser } from '../api/save-user';
import { BillingTab } from '../components/billing-tab';
import { CompanyTab } from '../components/company-tab';
import { USER_TABS } from '../components/labels';
import { MembershipTab } from '../components/membership-tab';
import { tabOfField, toFormValues, type UserFormOutput, type UserFormValues } from '../components/user-form';
import { UserTab } from '../components/user-tab';

// The resolver hands the schema's parsed output to onSubmit (normalised codes, billing left out when empty).
const resolver = zodResolver(ZUserSave) as unknown as Resolver<UserFormValues>;

function firstErrorPath(errors: FieldErrors, prefix = ''): string | null {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string') return path;
    const nested = firstErrorPath(value as FieldErrors, path);
    if (nested) return nested;
  }
  return null;
}

/** Route /users/:id: the four tabs of SPEC §2 User editor, saved together. */
export default function UserEditorPage() {
  usePageTitle('Modifica Utente');
  const id = Number(useParams().id);
  const query = useUser(id);

  if (!Number.isInteger(id) || id <= 0) return <Alert severity="error">Utente non trovato</Alert>;
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <QueryError error={query.error} onRetry={query.refetch} />;
  // The form starts from the loaded record: filled in later by an effect, it could undo typing.
  return (
    <>
      <UserEditor key={id} id={id} user={query.data} refetch={query.refetch} />
      <HistoryPanel entity="user" id={id} />
    </>
  );
}

type EditorProps = { id: number; user: TUser; refetch: () => Promise<{ data?: TUser }> };

function UserEditor({ id, user, refetch }: EditorProps) {
  const save = useSaveUser();
  const snackbar = useSnackbar();
  const baseId = useId();
  const [tab, setTab] = useState(0);
  const form = useForm<UserFormValues>({ resolver, mode: 'onTouched', defaultValues: toFormValues(user) });
  const [loadedVersion, setLoadedVersion] = useState(user.version);

  // a newer version (after a save) becomes the form's new baseline
  useEffect(() => {
    if (user.version !== loadedVersion) {
      form.reset(toFormValues(user));
      setLoadedVersion(user.version);
    }
  }, [user, loadedVersion, form]);

  const onSubmit = form.handleSubmit(
    (values) =>
      save.mutate(
        { id, version: user.version, body: values as unknown as UserFormOutput },
        {
          onSuccess: () => snackbar.show(USER_MESSAGES.saved),
          onError: (error) => {
            if (isApiError(error) && error.isStale) return;
            snackbar.show(error.message, 'error');
            const fields = isApiError(error) ? error.errors : undefined;
            for (const [path, message] of Object.entries(fields ?? {})) {
              form.setError(path as FieldPath<UserFormValues>, { message });
            }
            const first = Object.keys(fields ?? {})[0];
            if (first) setTab(tabOfField(first));
          },
        },
      ),
    (errors) => {
      const first = firstErrorPath(errors);
      if (first) setTab(tabOfField(first));
      snackbar.show('Controlla i campi evidenziati', 'error');
    },
  );

  const reload = async () => {
    save.reset();
    const fresh = await refetch();
    if (fresh.data) {
      form.reset(toFormValues(fresh.data));
      setLoadedVersion(fresh.data.version);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={RouterLink} to="/users" startIcon={<ArrowBackIcon />} color="inherit">
          Utenti
        </Button>
        <Typography variant="h2" component="h2" sx={{ flexGrow: 1, fontSize: '1.25rem' }}>
          {`${user.name} ${user.surname}`.trim() || user.email}
        </Typography>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SaveIcon />}
          loading={save.isPending}
          loadingPosition="start"
        >
          Salva
        </Button>
      </Stack>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_e, value: number) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Sezioni utente"
        >
          {USER_TABS.map((label, index) => (
            <Tab
              key={label}
              label={label}
              id={`${baseId}-tab-${index}`}
              aria-controls={`${baseId}-panel-${index}`}
            />
          ))}
        </Tabs>
        {USER_TABS.map((label, index) => (
          <Box
            key={label}
            role="tabpanel"
            hidden={tab !== index}
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            {index === 0 ? <UserTab control={form.control} user={user} /> : null}
            {index === 1 ? <MembershipTab control={form.control} user={user} /> : null}
            {index === 2 ? <CompanyTab company={user.company} /> : null}
            {index === 3 ? <BillingTab control={form.control} /> : null}
          </Box>
        ))}
      </Paper>
      <StaleDialog error={save.error} onReload={reload} onClose={() => save.reset()} />
    </Box>
  );
}
