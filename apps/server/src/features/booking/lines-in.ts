import type { TLocale } from '@app/shared';
import { mailWords } from '../../lib/mail/words.ts';

/**
 * A quote's or an order's lines as the reader reads them: the invoice's Italian words ("Quota di
 * partecipazione (intera)", "Sconto", the stamp duty) in English for an English request, by the
 * same catalogue the mails use; the names inside (conference, optional, person) as they are.
 */
export function linesIn<L extends { label: string }>(locale: TLocale, lines: L[]): L[] {
  if (locale === 'it') return lines;
  const words = mailWords(locale);
  return lines.map((line) => ({ ...line, label: words.line(line.label) }));
}
