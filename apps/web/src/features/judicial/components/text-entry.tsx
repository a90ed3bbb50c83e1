import { type TJudicialText, DOCUMENT_AREA_MSG as TXT, ZJudicialTextUpdate } from '@app/shared';
import { EntryCard } from '../../../components/editor/entry-card';
import { TextInput } from '../../../components/form/text-input';
import { useDeleteJudicialText } from '../api/delete-judicial-text';
import { useSaveJudicialText } from '../api/save-judicial-text';
import { type EntryProps, useEntryEditor } from './use-drafts';

/** One group of texts: title and multi-line content, with Salva and Cancella. */
export function TextEntry({ label, ...entryProps }: EntryProps<TJudicialText>) {
  const save = useSaveJudicialText();
  const { editor, removal } = useEntryEditor({
    ...entryProps,
    wireKey: 'judicial_text',
    schema: ZJudicialTextUpdate,
    toValues: (record) => ({ title: record?.title ?? '', content: record?.content ?? '' }),
    save: (values, base) =>
      save.mutateAsync({ id: base?.id ?? null, version: base?.version, judicial_text: values }),
    remove: useDeleteJudicialText(),
    texts: { saved: TXT.textSaved, confirm: TXT.confirmDeleteText, deleted: TXT.textDeleted },
  });
  const { control } = editor.form;

  return (
    <EntryCard label={label} editor={editor} {...removal}>
      <TextInput control={control} name="title" label="Titolo" required fullWidth />
      <TextInput
        control={control}
        name="content"
        label="Contenuto"
        required
        multiline
        minRows={3}
        fullWidth
      />
    </EntryCard>
  );
}
