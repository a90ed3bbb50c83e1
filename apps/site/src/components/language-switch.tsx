import { LOCALES } from '@app/shared';
import { useT } from '../i18n/provider';

const NAMES = { it: 'Italiano', en: 'English' } as const;

/** IT | EN on every page: each a button in its own language, the current one pressed. */
export function LanguageSwitch() {
  const { locale, choose, t } = useT();
  return (
    <div className="language-switch" role="group" aria-label={t('layout.language')}>
      {LOCALES.map((code, i) => (
        <span key={code}>
          {i > 0 ? <span aria-hidden="true"> | </span> : null}
          <button
            type="button"
            lang={code}
            aria-pressed={locale === code}
            aria-label={NAMES[code]}
            onClick={() => void choose(code)}
          >
            {code.toUpperCase()}
          </button>
        </span>
      ))}
    </div>
  );
}
