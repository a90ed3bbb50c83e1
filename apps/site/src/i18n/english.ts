import { englishMessageTranslator } from '@app/shared';
import sharedEn from '@app/shared/locales/en.json';
import sharedIt from '@app/shared/locales/it.json';
import i18next from 'i18next';
import en from '../locales/en.json';
import type { Translator } from './translator';

/**
 * The English translator: i18next with the English catalogue, and the API's and the shared
 * schemas' Italian messages read through the shared catalogues. Loaded only when English is chosen
 * (i18n/provider.tsx), so the Italian first load carries neither the library nor the catalogue.
 */
export function englishTranslator(): Translator {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    resources: { en: { translation: en } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const shared = englishMessageTranslator(sharedIt, sharedEn);
  return {
    locale: 'en',
    t: (key, values) => instance.t(key, values ?? {}) as string,
    message: (text) => shared(text) ?? text,
  };
}
