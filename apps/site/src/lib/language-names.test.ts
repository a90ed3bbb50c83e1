import { describe, expect, it } from 'vitest';
import { languageName, spoken } from './language-names';

describe("an expert's languages for the reader", () => {
  it('are named in English for an English reader, whatever the case they were written in', () => {
    expect(spoken('Inglese, Tedesco', 'en')).toBe('English, German');
    expect(spoken('italiano e francese', 'en')).toBe('Italian, French');
    expect(languageName('Spagnolo', 'en')).toBe('Spanish');
  });

  it('stay as written for an Italian reader, and where the name is not a language the browser knows', () => {
    expect(spoken('Inglese, Tedesco', 'it')).toBe('Inglese, Tedesco');
    expect(languageName('Dialetto veneto', 'en')).toBe('Dialetto veneto');
  });
});
