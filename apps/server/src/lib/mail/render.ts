import type { TLocale } from '@app/shared';

/** Helpers for the mail templates: every value put in HTML goes through `esc`. */
export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface RenderedMail {
  /** template name and version, stored as the outbox row's kind */
  kind: string;
  subject: string;
  html: string;
  text: string;
  /** the language it is written in: the contact paragraph the outbox adds follows it */
  language: TLocale;
}
