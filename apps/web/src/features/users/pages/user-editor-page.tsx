import { type TUser, USER_MSG, ZUserSave } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { EditorHeader } from '../../../components/editor/editor-header';
import { useEditor } from '../../../components/editor/use-editor';
import { HistoryPanel } from '../../../components/history-panel';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { TabbedPanels } from '../../../components/tabbed-panels';
import { useUser } from '../api/get-user';
import { useSaveUser } from '../api/save-user';
import { BillingTab } from '../components/billing-tab';
import { CompanyTab } from '../components/company-tab';
import { USER_TABS } from '../components/labels';
import { MembershipTab } from '../components/membership-tab';
import { tabOfField, toFormValues } from '../components/user-form';
import { UserTab } from '../components/user-tab';

/** Route /users/:id: the four tabs of a user editor, saved together. */
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

/** `?tab=billing` opens Informazioni di fatturazione (the billing checks link there). */
const TAB_OF: Record<string, number> = { billing: 3 };

function UserEditor({ id, user, refetch }: EditorProps) {
  const save = useSaveUser();
  const [search] = useSearchParams();
  const [tab, setTab] = useState(TAB_OF[search.get('tab') ?? ''] ?? 0);
  const editor = useEditor({
    schema: ZUserSave,
    mode: 'onTouched',
    record: user,
    toValues: (record) => toFormValues(record ?? user),
    save: (body, base) => save.mutateAsync({ id, version: (base ?? user).version, body }),
    messages: { saved: USER_MSG.saved, invalid: 'Controlla i campi evidenziati' },
    staleKey: 'user',
    refetch: async () => (await refetch()).data,
    onErrors: ([first]) => setTab(tabOfField(first.path)),
  });
  const { control } = editor.form;

  return (
    <Box component="form" noValidate onSubmit={editor.submit}>
      <EditorHeader
        back={{ to: '/users', label: 'Utenti' }}
        title={`${user.name} ${user.surname}`.trim() || user.email}
        saving={editor.saving}
      />
      <Paper variant="outlined">
        <TabbedPanels
          labels={USER_TABS}
          value={tab}
          onChange={setTab}
          label="Sezioni utente"
          panelSx={{ p: { xs: 2, sm: 3 } }}
        >
          {(index) => (
            <>
              {index === 0 ? <UserTab control={control} user={user} /> : null}
              {index === 1 ? <MembershipTab control={control} user={user} /> : null}
              {index === 2 ? <CompanyTab company={user.company} /> : null}
              {index === 3 ? <BillingTab control={control} /> : null}
            </>
          )}
        </TabbedPanels>
      </Paper>
      {editor.dialogs}
    </Box>
  );
}
