import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZExpertInput } from './experts.ts';
import { ID_INVALID, ZId, ZIdText } from './ids.ts';
import './zod-locale.ts';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('Italian limit messages', () => {
  it('says a text is too long, not that it is required', () => {
    const expert = { user_id: 1, country_id: 1, name: 'x'.repeat(201), surname: 'Ferri' };
    expect(messages(ZExpertInput, expert)).toEqual([['name', 'Testo troppo lungo (massimo 200 caratteri)']]);
    expect(messages(ZExpertInput, { ...expert, name: '' })).toEqual([['name', 'Campo obbligatorio']]);
    expect(messages(ZExpertInput, { ...expert, name: undefined })).toEqual([['name', 'Campo obbligatorio']]);
    expect(messages(ZExpertInput, { ...expert, name: 'Anna', description: 'x'.repeat(20_001) })).toEqual([
      ['description', 'Testo troppo lungo (massimo 20.000 caratteri)'],
    ]);
  });

  it('words numbers and lists by their limits', () => {
    expect(messages(z.number().max(10), 11)).toEqual([['', 'Valore troppo grande (massimo 10)']]);
    expect(messages(z.number().min(3), 1)).toEqual([['', 'Valore troppo piccolo (minimo 3)']]);
    expect(messages(z.number().positive(), 0)).toEqual([['', 'Il valore deve essere maggiore di 0']]);
    expect(messages(z.string().min(5), 'abc')).toEqual([['', 'Testo troppo corto (almeno 5 caratteri)']]);
    expect(messages(z.array(z.number()).max(2), [1, 2, 3])).toEqual([['', 'Troppi elementi (massimo 2)']]);
  });

  it('refuses ids beyond PostgreSQL integer with one message', () => {
    for (const value of [2147483648, Number('9007199254740993'), 1e20, 0, -1, 1.5, '7']) {
      expect(new Set(messages(ZId, value)?.map(([, m]) => m)), String(value)).toEqual(new Set([ID_INVALID]));
    }
    for (const value of ['2147483648', '9007199254740993', '1e20', 'abc', '']) {
      expect(new Set(messages(ZIdText, value)?.map(([, m]) => m)), value).toEqual(new Set([ID_INVALID]));
    }
    expect(ZId.parse(2147483647)).toBe(2147483647);
    expect(ZIdText.parse('2147483647')).toBe(2147483647);
  });
});
