import { LOOKUP_MSG, type TCategory, type TLanguage } from '@app/shared';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { usePageTitle } from '../../../components/page-title';
import { useSnackbar } from '../../../components/snackbar';
import { useCategories } from '../api/categories';
import { useLanguages } from '../api/languages';
import { useDeleteCategory, useDeleteLanguage } from '../api/save-reference';
import { CategoryDialog, LanguageDialog } from '../components/reference-dialogs';
import { type ReferenceColumn, ReferenceList } from '../components/reference-list';

const CATEGORY_COLUMNS: readonly ReferenceColumn<TCategory>[] = [{ header: 'Nome', value: (c) => c.name }];
const LANGUAGE_COLUMNS: readonly ReferenceColumn<TLanguage>[] = [
  { header: 'Codice', value: (l) => l.code, width: 96 },
  { header: 'Nome', value: (l) => l.name },
];

/** What the edit dialog shows: nothing, a new record, or a record to change. */
type Editing<R> = { record: R | null } | null;

function CategoriesList() {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState<Editing<TCategory>>(null);
  const [error, setError] = useState<string | null>(null);
  const onDelete = async (category: TCategory) => {
    const message = `Eliminare la categoria «${category.name}»?`;
    if (!(await confirm({ message, confirmLabel: 'Elimina', destructive: true }))) return;
    setError(null);
    remove.mutate(category.id, {
      onSuccess: () => snackbar.show(LOOKUP_MSG.categoryDeleted),
      onError: (e) => setError(e.message),
    });
  };
  return (
    <>
      <ReferenceList
        title="Categorie"
        addLabel="Aggiungi categoria"
        emptyText="Nessuna categoria: aggiungine una per poter salvare le sezioni."
        rows={categories.data}
        loading={categories.isFetching}
        failed={categories.isError}
        columns={CATEGORY_COLUMNS}
        rowKey={(c) => c.id}
        rowLabel={(c) => `la categoria ${c.name}`}
        onAdd={() => setEditing({ record: null })}
        onEdit={(record) => setEditing({ record })}
        onDelete={onDelete}
        error={error}
        onDismissError={() => setError(null)}
      />
      {editing ? (
        <CategoryDialog
          record={editing.record}
          onClose={() => setEditing(null)}
          onReload={() => categories.refetch()}
        />
      ) : null}
    </>
  );
}

function LanguagesList() {
  const languages = useLanguages();
  const remove = useDeleteLanguage();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState<Editing<TLanguage>>(null);
  const [error, setError] = useState<string | null>(null);
  const onDelete = async (language: TLanguage) => {
    const message = `Eliminare la lingua «${language.name}» (${language.code})?`;
    if (!(await confirm({ message, confirmLabel: 'Elimina', destructive: true }))) return;
    setError(null);
    remove.mutate(language.code, {
      onSuccess: () => snackbar.show(LOOKUP_MSG.languageDeleted),
      onError: (e) => setError(e.message),
    });
  };
  return (
    <>
      <ReferenceList
        title="Lingue"
        addLabel="Aggiungi lingua"
        emptyText="Nessuna lingua: aggiungine una per i file dei documenti."
        rows={languages.data}
        loading={languages.isFetching}
        failed={languages.isError}
        columns={LANGUAGE_COLUMNS}
        rowKey={(l) => l.code}
        rowLabel={(l) => `la lingua ${l.name}`}
        onAdd={() => setEditing({ record: null })}
        onEdit={(record) => setEditing({ record })}
        onDelete={onDelete}
        error={error}
        onDismissError={() => setError(null)}
      />
      {editing ? (
        <LanguageDialog
          record={editing.record}
          onClose={() => setEditing(null)}
          onReload={() => languages.refetch()}
        />
      ) : null}
    </>
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
