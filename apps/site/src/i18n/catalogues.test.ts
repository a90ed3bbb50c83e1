import { type Catalogue, catalogueGaps, flattenCatalogue } from '@app/shared';
import sharedEn from '@app/shared/locales/en.json';
import sharedIt from '@app/shared/locales/it.json';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import itCatalogue from '../locales/it.json';
import { catalogueTranslator } from './translator';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each([
  ['the site', itCatalogue as Catalogue, en as Catalogue],
  ['the API and the shared schemas', sharedIt as Catalogue, sharedEn as Catalogue],
])('the catalogues of %s', (_name, italian, english) => {
  it('have the same keys in Italian and in English: a missing translation fails here', () => {
    expect(catalogueGaps(italian, english)).toEqual({ missingInB: [], missingInA: [] });
  });

  it('have no empty text and the same placeholders in both languages', () => {
    const eng = flattenCatalogue(english);
    for (const [key, text] of flattenCatalogue(italian)) {
      expect(text.trim(), key).not.toBe('');
      expect(eng.get(key)?.trim(), key).not.toBe('');
      expect(placeholders(eng.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});

it('reads the Italian catalogue as i18next would, so English and Italian follow the same rules', async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'it',
    resources: { it: { translation: itCatalogue } },
    interpolation: { escapeValue: false },
  });
  const ours = catalogueTranslator('it', itCatalogue as Catalogue);
  const keys = new Set(
    [...flattenCatalogue(itCatalogue as Catalogue).keys()].map((k) => k.replace(/_(one|other|many)$/, '')),
  );
  for (const key of keys) {
    for (const count of [0, 1, 2, 21]) {
      const values = { count, name: 'Verdi', amount: '€ 450,00', date: '12/03/2027', n: count };
      expect(ours.t(key, values), key).toBe(instance.t(key, values));
    }
  }
});
