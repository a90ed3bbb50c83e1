import { localized } from '../i18n/format';
import { useT } from '../i18n/provider';
import type { Translator } from '../i18n/translator';

/**
 * A text of the content (a conference's title, an extra's, a workshop's) in the reader's language
 * where the association wrote one; else the Italian, said in Italian (lang="it", for screen readers
 * and translators) with "(in Italian)" beside it.
 */
export function ContentText({ it, en }: { it: string; en?: string | null }) {
  const { locale, t } = useT();
  const { text, italian } = localized(locale, it, en);
  if (!italian) return text;
  return (
    <>
      <span lang="it">{text}</span> <span className="in-italian">{t('layout.inItalian')}</span>
    </>
  );
}

/** The same as plain text, where no element can mark it (a select's option, the tab's title). */
export function contentLabel(
  { locale, t }: Pick<Translator, 'locale' | 't'>,
  it: string,
  en?: string | null,
) {
  const { text, italian } = localized(locale, it, en);
  return italian ? `${text} ${t('layout.inItalian')}` : text;
}
