import {
  SITE_PAGE_LABELS,
  SITE_PAGE_MSG,
  SITE_PAGES,
  type TJudicialText,
  DOCUMENT_AREA_MSG as TXT,
  ZJudicialTextUpdate,
} from '@app/shared';
import { useWatch } from 'react-hook-form';
import { EntryCard } from '../../../components/editor/entry-card';
import { SelectInput } from '../../../components/form/select-input';
import { TextInput } from '../../../components/form/text-input';
import { useDeleteJudicialText } from '../api/delete-judicial-text';
import { useSaveJudicialText } from '../api/save-judicial-text';
import { type EntryProps, useEntryEditor } from './use-drafts';

const SITE_PAGE_OPTIONS = SITE_PAGES.map((page) => ({ value: page, label: SITE_PAGE_LABELS[page] }));

/**
 * One group of texts: title and multi-line content, with Salva and Cancella; "Pubblica sul sito"
 * makes it the member site's privacy policy or terms (one group per page, decision 0029). A text
 * published so may have an English title and text, for the site in English (the Italian shows
 * without them); they show once a page is chosen, or while they hold something.
 */
export function TextEntry({ label, ...entryProps }: EntryProps<TJudicialText>) {
  const save = useSaveJudicialText();
  const { editor, removal } = useEntryEditor({
    ...entryProps,
    wireKey: 'judicial_text',
    schema: ZJudicialTextUpdate,
    toValues: (record) => ({
      title: record?.title ?? '',
      content: record?.content ?? '',
      site_page: record?.site_page ?? null,
      title_en: record?.title_en ?? null,
      content_en: record?.content_en ?? null,
    }),
    save: (values, base) =>
      save.mutateAsync({ id: base?.id ?? null, version: base?.version, judicial_text: values }),
    remove: useDeleteJudicialText(),
    texts: { saved: TXT.textSaved, confirm: TXT.confirmDeleteText, deleted: TXT.textDeleted },
  });
  const { control } = editor.form;
  const [sitePage, titleEn, contentEn] = useWatch({ control, name: ['site_page', 'title_en', 'content_en'] });
  const english = Boolean(sitePage || titleEn || contentEn);

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
      <SelectInput
        control={control}
        name="site_page"
        label={SITE_PAGE_MSG.select}
        options={SITE_PAGE_OPTIONS}
        noneOption={SITE_PAGE_MSG.no}
        // "No" shows as the choice it is, not as an empty select
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        helperText="Sul sito: titolo e contenuto; una riga vuota separa i paragrafi"
        sx={{ minWidth: 240 }}
      />
      {english ? (
        <>
          <TextInput
            control={control}
            name="title_en"
            label="Titolo (inglese)"
            helperText="Per il sito in inglese; se vuoti, si mostrano titolo e contenuto in italiano"
            fullWidth
          />
          <TextInput
            control={control}
            name="content_en"
            label="Testo (inglese)"
            multiline
            minRows={3}
            fullWidth
          />
        </>
      ) : null}
    </EntryCard>
  );
}
