import type { Catalogue, TLocale } from '@app/shared';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
// the groups the first pages need, by name (the bundler leaves the other groups out of the first
// load); a lazy page adds its own (addItalian)
import { catalogue, common, home, layout, legal, status } from '../locales/it.json';
import { setCurrentLocale, storeLocale } from './locale';
import { catalogueTranslator, type Translator } from './translator';

export const italian = catalogueTranslator('it', { layout, common, status, home, catalogue, legal });

/**
 * A lazy page's groups of the Italian catalogue, added as its code loads (before it renders), each
 * a module of its own (vite.config.ts), default import of 'virtual:catalogue/it/<group>', so they
 * load with the page. A test fails while a group of it.json is read nowhere. English loads its
 * whole catalogue when chosen.
 */
export const addItalian = (...groups: Catalogue[]) => {
  for (const group of groups) italian.add(group);
};

/** The translator in use, for words made outside a render (a failed call's message, in a handler). */
let active: Translator = italian;
export const activeTranslator = () => active;

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
  const [translator, setTranslator] = useState(() => {
    active = initial;
    return initial;
  });
  const adopt = useCallback(async (locale: TLocale) => {
    const next = await loadTranslator(locale);
    setCurrentLocale(locale);
    active = next;
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
