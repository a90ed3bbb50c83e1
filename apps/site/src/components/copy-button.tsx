import { useState } from 'react';
import { useT } from '../i18n/provider';

/**
 * Copies a value (an IBAN, a reference) to the clipboard, and says so; absent where the browser
 * cannot. `what`: the value's name in the page's language.
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const [done, setDone] = useState(false);
  const { t } = useT();
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <>
      <button
        type="button"
        className="button button-small"
        onClick={() =>
          navigator.clipboard.writeText(value).then(
            () => {
              setDone(true);
              setTimeout(() => setDone(false), 2500);
            },
            () => setDone(false),
          )
        }
      >
        {done ? t('common.copy.done') : t('common.copy.button', { what })}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {done ? t('common.copy.announced', { what }) : ''}
      </span>
    </>
  );
}
