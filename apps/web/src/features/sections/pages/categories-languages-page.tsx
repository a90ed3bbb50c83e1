import { LOOKUP_MSG, MSG, type TCategory, type TLanguage } from '@app/shared';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { usePageTitle } from '../../../components/page-title';
import { useSnackbar } from '../../../components/snackbar';
import { useCategories } from '../api/categories';
import { useLanguages } from '../api/languages';
import { useDeleteCategory, useDeleteLanguage } from '../api/save-reference';
import { CategoryDialog, LanguageDialog } from '../components/reference-dialogs';
import { type ReferenceColumn, ReferenceList, type ReferenceListProps } from '../components/reference-list';

const CATEGORY_COLUMNS: readonly ReferenceColumn<TCategory>[] = [{ header: 'Nome', value: (c) => c.name }];
const LANGUAGE_COLUMNS: readonly ReferenceColumn<TLanguage>[] = [
  { header: 'Codice', value: (l) => l.code, width: 96 },
  { header: 'Nome', value: (l) => l.name },
];

/** What the edit dialog shows: nothing, a new record, or a record to change. */
type Editing<R> = { record: R | null } | null;

type EditDialog<R> = (props: { record: R | null; onClose: () => void; onReload: () => void }) => ReactNode;

type SectionProps<R, K extends string | number> = Pick<
  ReferenceListProps<R>,
  'title' | 'addLabel' | 'emptyText' | 'columns' | 'rowLabel'
> & {
  list: { data?: readonly R[]; isFetching: boolean; isError: boolean; refetch: () => unknown };
  remove: { mutate: (key: K, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void };
  /** the row's key, also what the delete request names: the id or the code */
  rowKey: (record: R) => K;
  /** the question before a delete */
  confirmDelete: (record: R) => string;
  deleted: string;
  Dialog: EditDialog<R>;
};

/** One reference list: add and edit in a dialog; delete after a question, a refusal shown above. */
function ReferenceSection<R, K extends string | number>({
  list,
  remove,
  confirmDelete,
  deleted,
  Dialog,
  ...listProps
}: SectionProps<R, K>) {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState<Editing<R>>(null);
  const [error, setError] = useState<string | null>(null);
  const onDelete = async (record: R) => {
    if (!(await confirm({ message: confirmDelete(record), destructive: true }))) return;
    setError(null);
    remove.mutate(listProps.rowKey(record), {
      onSuccess: () => snackbar.show(deleted),
      onError: (e) => setError(e instanceof Error ? e.message : MSG.somethingWrong),
    });
  };
  return (
    <>
      <ReferenceList
        {...listProps}
        rows={list.data}
        loading={list.isFetching}
        failed={list.isError}
        onAdd={() => setEditing({ record: null })}
        onEdit={(record) => setEditing({ record })}
        onDelete={onDelete}
        error={error}
        onDismissError={() => setError(null)}
      />
      {editing ? (
        <Dialog record={editing.record} onClose={() => setEditing(null)} onReload={() => list.refetch()} />
      ) : null}
    </>
  );
}

function CategoriesList() {
  return (
    <ReferenceSection
      title="Categorie"
      addLabel="Aggiungi categoria"
      emptyText="Nessuna categoria: aggiungine una per poter salvare le sezioni."
      columns={CATEGORY_COLUMNS}
      rowKey={(c) => c.id}
      rowLabel={(c) => `la categoria ${c.name}`}
      list={useCategories()}
      remove={useDeleteCategory()}
      confirmDelete={(c) => `Eliminare la categoria «${c.name}»?`}
      deleted={LOOKUP_MSG.categoryDeleted}
      Dialog={CategoryDialog}
    />
  );
}

function LanguagesList() {
  return (
    <ReferenceSection
      title="Lingue"
      addLabel="Aggiungi lingua"
      emptyText="Nessuna lingua: aggiungine una per i file dei documenti."
      columns={LANGUAGE_COLUMNS}
      rowKey={(l) => l.code}
      rowLabel={(l) => `la lingua ${l.name}`}
      list={useLanguages()}
      remove={useDeleteLanguage()}
      confirmDelete={(l) => `Eliminare la lingua «${l.name}» (${l.code})?`}
      deleted={LOOKUP_MSG.languageDeleted}
      Dialog={LanguageDialog}
    />
  );
}

/** Route /categories-languages: the categories and languages the section editor offers. */
export default function CategoriesLanguagesPage() {
  usePageTitle('Categorie e lingue');
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>
        Le categorie raggruppano le sezioni dei Documenti; le lingue sono quelle dei file di ogni documento.
        Una categoria o una lingua in uso non si può eliminare.
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', md: 'flex-start' } }}
      >
        <CategoriesList />
        <LanguagesList />
      </Stack>
    </Stack>
  );
}
