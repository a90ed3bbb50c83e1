import { useState } from 'react';

/** Copies a value (an IBAN, a reference) to the clipboard, and says so; absent where the browser cannot. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const [done, setDone] = useState(false);
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
        {done ? 'Copiato' : `Copia ${what}`}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {done ? `${what} copiato negli appunti` : ''}
      </span>
    </>
  );
}
