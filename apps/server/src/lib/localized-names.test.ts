import { describe, expect, it } from 'vitest';
import { countryName, languageNames } from './localized-names.ts';

describe('names in the reader’s language', () => {
  it('names a country in English from its ISO code, the stored name in Italian', () => {
    const italy = { code: 'IT', name: 'Italia' };
    expect(countryName(italy, 'it')).toBe('Italia');
    expect(countryName(italy, 'en')).toBe('Italy');
    expect(countryName({ code: 'ci', name: "Costa d'Avorio" }, 'en')).toBe('Côte d’Ivoire');
    expect(countryName({ code: 'not a code', name: 'Altrove' }, 'en')).toBe('Altrove');
  });

  it('names the languages an expert wrote in English, the unknown ones as written', () => {
    const names = languageNames([{ code: 'it', name: 'Italiano' }]);
    expect(names.translate('Italiano, Inglese / francese', 'en')).toBe('Italian, English, French');
    expect(names.translate('Tedesco e Spagnolo; Dialetto bergamasco', 'en')).toBe(
      'German, Spanish, Dialetto bergamasco',
    );
    expect(names.translate('Italiano, Inglese / francese', 'it')).toBe('Italiano, Inglese / francese');
    expect(names.translate(null, 'en')).toBeNull();
    expect(names.translate('  ', 'en')).toBe('  ');
  });

  it('spells a language every way an expert may have written it', () => {
    const names = languageNames([{ code: 'en', name: 'Lingua inglese' }]);
    expect(names.spellings('English')).toEqual(['English', 'Lingua inglese', 'inglese']);
    expect(names.spellings('INGLESE')).toEqual(['INGLESE', 'Lingua inglese', 'English']);
    expect(names.spellings('Ingl')).toEqual(['Ingl']);
  });
});
