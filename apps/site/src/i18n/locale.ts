import { DEFAULT_LOCALE, isLocale, type TLocale } from '@app/shared';

/**
 * Which language the site speaks: the visitor's own choice (the IT | EN switch, remembered), else
 * the browser's first language the site has, else Italian.
 */
const KEY = 'site_locale';

export function storedLocale(): TLocale | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: TLocale) {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // private mode without storage: the choice lasts as long as the page
  }
}

export function browserLocale(languages: readonly string[] = navigator.languages ?? []): TLocale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

export const initialLocale = (): TLocale => storedLocale() ?? browserLocale();

/** The language the API is asked to answer in (api.ts sends it as Accept-Language). */
let current: TLocale = DEFAULT_LOCALE;
export const currentLocale = () => current;
export function setCurrentLocale(locale: TLocale) {
  current = locale;
  document.documentElement.lang = locale;
}
