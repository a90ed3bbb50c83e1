import type { Ref } from 'react';
import { useT } from '../i18n/provider';

/** A field to correct: the id of its element, the words naming it, and what is wrong. */
export interface ErrorItem {
  id: string;
  label: string;
  message: string;
}

/** Where focus lands for a field: the control itself, or the first control inside its group. */
function focusField(id: string) {
  const el = document.getElementById(id);
  const target = el?.matches('input, select, textarea')
    ? el
    : el?.querySelector<HTMLElement>('input, select, textarea');
  (target ?? el)?.focus();
}

/** Above a form's submit button: what stops it, each item a link to its field. */
export function ErrorSummary({ items, ref }: { items: ErrorItem[]; ref: Ref<HTMLDivElement> }) {
  const { t } = useT();
  if (items.length === 0) return null;
  const inPageOrder = [...items].sort((a, b) => {
    const x = document.getElementById(a.id);
    const y = document.getElementById(b.id);
    if (!x || !y) return 0;
    return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return (
    <div className="notice notice-error summary" ref={ref} tabIndex={-1}>
      <h2>{t('common.errors.summary', { count: items.length })}</h2>
      <ul>
        {inPageOrder.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(e) => {
                e.preventDefault();
                focusField(item.id);
              }}
            >
              {t('common.errors.item', { label: item.label, message: item.message })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
