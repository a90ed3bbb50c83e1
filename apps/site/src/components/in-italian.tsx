import type { ReactNode } from 'react';
import { localized } from '../i18n/format';
import { useT } from '../i18n/provider';

/** "(in Italian)" beside a text shown in Italian to an English reader, in the reader's language. */
export function InItalianNote() {
  const { t } = useT();
  return <span className="muted small">{t('layout.inItalian')}</span>;
}

/**
 * A line of content (a title) in the reader's language: the English where given; else the Italian,
 * marked lang="it" for screen readers and followed by "(in Italian)" for an English reader.
 */
export function ContentText({ it, en }: { it: string; en?: string | null }): ReactNode {
  const { locale } = useT();
  const { text, italian } = localized(locale, it, en);
  if (!italian) return text;
  return (
    <>
      <span lang="it">{text}</span> <InItalianNote />
    </>
  );
}
