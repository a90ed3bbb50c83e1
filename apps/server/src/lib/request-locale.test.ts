import { describe, expect, it } from 'vitest';
import { preferredLocale, requestLocale } from './request-locale.ts';

describe('the language a request prefers', () => {
  it('is the heaviest of Italian and English the header names, Italian otherwise', () => {
    expect(preferredLocale('en-GB,en;q=0.9,it;q=0.8')).toBe('en');
    expect(preferredLocale('it-IT,it;q=0.9,en-US;q=0.8')).toBe('it');
    expect(preferredLocale('fr-FR, en;q=0.5')).toBe('en');
    expect(preferredLocale('it;q=0.4, EN;q=0.6')).toBe('en');
    expect(preferredLocale('en;q=0, it')).toBe('it');
    expect(preferredLocale('de-DE')).toBe('it');
    expect(preferredLocale('*')).toBe('it');
    expect(preferredLocale('')).toBe('it');
    expect(preferredLocale(undefined)).toBe('it');
    expect(preferredLocale(['de', 'en;q=0.3'])).toBe('en');
    expect(preferredLocale(';;,q=x,en;q=abc')).toBe('it');
  });

  it('reads the request’s Accept-Language', () => {
    expect(requestLocale({ headers: { 'accept-language': 'en-US' } })).toBe('en');
    expect(requestLocale({ headers: {} })).toBe('it');
  });
});
