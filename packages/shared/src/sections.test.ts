import { describe, expect, it } from 'vitest';
import {
  entriesToFiles,
  filesToEntries,
  formToSection,
  sectionToForm,
  type TSection,
  ZSectionForm,
  ZSectionUpdate,
} from './sections.ts';

const names = { en: 'English', it: 'Italiano', fr: 'Français' };

const wire: Pick<TSection, 'category_id' | 'title' | 'rows'> = {
  category_id: 2,
  title: 'Arbitrato',
  rows: [
    {
      title: 'Capitolo 1',
      content: 'Testo',
      documents: [
        { title: 'Regolamento', expert_id: 4, file: { it: 'a.pdf', en: 'b.pdf' } },
        { title: 'Allegato', expert_id: null, file: {} },
      ],
    },
    { title: 'Capitolo 2', content: '', documents: [] },
  ],
};

describe('language files: keyed wire shape ⇄ list of entries', () => {
  it('turns the keyed object into entries in key order, with the language names', () => {
    expect(filesToEntries({ it: 'a.pdf', en: 'b.pdf' }, names)).toEqual([
      { language: 'it', language_name: 'Italiano', file: 'a.pdf' },
      { language: 'en', language_name: 'English', file: 'b.pdf' },
    ]);
  });

  it('names an unknown language by its code', () => {
    expect(filesToEntries({ xx: 'a.pdf' })).toEqual([{ language: 'xx', language_name: 'xx', file: 'a.pdf' }]);
  });

  it('turns entries back into the keyed object, leaving out entries without an uploaded file', () => {
    expect(
      entriesToFiles([
        { language: 'en', language_name: 'English', file: 'b.pdf' },
        { language: 'fr', language_name: 'Français', file: '' },
        { language: 'it', language_name: 'Italiano', file: 'a.pdf' },
      ]),
    ).toEqual({ en: 'b.pdf', it: 'a.pdf' });
  });

  it('round-trips a whole section, keeping chapter and document order', () => {
    const form = sectionToForm(wire, names);
    expect(form.rows[0].documents[0].file).toEqual([
      { language: 'it', language_name: 'Italiano', file: 'a.pdf' },
      { language: 'en', language_name: 'English', file: 'b.pdf' },
    ]);
    expect(formToSection(form)).toEqual(wire);
    expect(formToSection(form, 7)).toEqual({ ...wire, version: 7 });
  });

  it('gives a section without chapters one empty chapter to edit', () => {
    const form = sectionToForm({ category_id: 1, title: '', rows: [] });
    expect(form.rows).toEqual([{ title: '', content: '', documents: [] }]);
  });
});

describe('section rules', () => {
  it('requires the category with the message "Required" on the wire and in the form', () => {
    const wireResult = ZSectionUpdate.safeParse({ title: 'x' });
    expect(wireResult.success).toBe(false);
    expect(wireResult.error?.issues[0]).toMatchObject({ path: ['category_id'], message: 'Required' });
    const formResult = ZSectionForm.safeParse({ ...sectionToForm(wire), category_id: null });
    expect(formResult.error?.issues[0]).toMatchObject({ path: ['category_id'], message: 'Required' });
  });

  it('leaves title, chapter and document fields optional', () => {
    const parsed = ZSectionUpdate.parse({ category_id: 1, rows: [{ documents: [{}] }] });
    expect(parsed).toEqual({
      category_id: 1,
      title: '',
      rows: [{ title: '', content: '', documents: [{ title: '', expert_id: null, file: {} }] }],
    });
  });

  it('refuses the same language twice in one document of the form', () => {
    const form = sectionToForm(wire, names);
    form.rows[0].documents[0].file[1].language = 'it';
    const result = ZSectionForm.safeParse(form);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['rows', 0, 'documents', 0, 'file', 1, 'language'],
      message: 'Lingua già presente',
    });
  });
});
