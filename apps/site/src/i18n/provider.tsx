import type { TLocale } from '@app/shared';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import it from '../locales/it.json';
import { setCurrentLocale, storeLocale } from './locale';
import { catalogueTranslator, type Translator } from './translator';

export const italian = catalogueTranslator('it', it);

/** The translator of a locale: Italian at hand, English fetched with its library on first use. */
export async function loadTranslator(locale: TLocale): Promise<Translator> {
  if (locale === 'it') return italian;
  const { englishTranslator } = await import('./english');
  return englishTranslator();
}

interface LocaleContext extends Translator {
  /** the switch: loads the language if needed, remembers it, and renders the site in it */
  choose: (locale: TLocale) => Promise<void>;
  /**
   * renders the site in a language that is not the visitor's own choice on this browser (a
   * signed-in member's setting): neither remembered nor told to onLocaleChosen
   */
  adopt: (locale: TLocale) => Promise<void>;
}

const Context = createContext<LocaleContext | null>(null);

export function LocaleProvider({ initial, children }: { initial: Translator; children: ReactNode }) {
  const [translator, setTranslator] = useState(initial);
  const adopt = useCallback(async (locale: TLocale) => {
    const next = await loadTranslator(locale);
    setCurrentLocale(locale);
    setTranslator(next);
  }, []);
  const choose = useCallback(
    async (locale: TLocale) => {
      await adopt(locale);
      storeLocale(locale);
      for (const listener of chosenListeners) listener(locale);
    },
    [adopt],
  );
  const value = useMemo(() => ({ ...translator, choose, adopt }), [translator, choose, adopt]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The page's words: `const { t, locale } = useT()`. */
export function useT(): LocaleContext {
  const value = useContext(Context);
  if (!value) throw new Error('useT outside LocaleProvider');
  return value;
}

/** Told when the visitor chooses a language (a signed-in member's choice is saved as their setting). */
const chosenListeners = new Set<(locale: TLocale) => void>();
export function onLocaleChosen(listener: (locale: TLocale) => void) {
  chosenListeners.add(listener);
  return () => chosenListeners.delete(listener);
}
