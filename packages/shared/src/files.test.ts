import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX, sanitizeFileName } from './files.ts';

describe('sanitizeFileName', () => {
  it('keeps a readable name as it is, accents and all', () => {
    expect(sanitizeFileName('Parere – Società Rossi (bozza 2).docx')).toBe(
      'Parere – Società Rossi (bozza 2).docx',
    );
  });

  it('drops folders of either kind', () => {
    expect(sanitizeFileName('C:\\Users\\mario\\atto.pdf')).toBe('atto.pdf');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
  });

  it('drops control and bidi characters, folds white space, drops leading dots', () => {
    expect(sanitizeFileName('a\u0000b\u0007c\r\nd.pdf')).toBe('abcd.pdf');
    expect(sanitizeFileName('fattura\u202Efdp.exe.pdf')).toBe('fatturafdp.exe.pdf');
    expect(sanitizeFileName(' \t doppio   spazio .pdf ')).toBe('doppio spazio .pdf');
    expect(sanitizeFileName('..nascosto.pdf')).toBe('nascosto.pdf');
  });

  it('names an empty result "file"', () => {
    expect(sanitizeFileName('')).toBe('file');
    expect(sanitizeFileName('/ .. /')).toBe('file');
  });

  it('shortens a long name to FILE_NAME_MAX characters and keeps its extension', () => {
    const long = sanitizeFileName(`${'😀'.repeat(300)}.pdf`);
    expect([...long]).toHaveLength(FILE_NAME_MAX);
    expect(long.endsWith('😀.pdf')).toBe(true);
  });
});
