import { describe, expect, it } from 'vitest';
import { formatCents } from './money.ts';
import {
  formatNumberedIntolerances,
  MEMBER_BADGE,
  numberIntolerances,
  optionalLinePrice,
  orderStatus,
} from './orders.ts';

describe('optional line price', () => {
  it('is price × quantity', () => {
    expect(optionalLinePrice({ title: 'Cena di gala', price: 5000, quantity: 3 })).toBe(15000);
    expect(optionalLinePrice({ title: 'Cena di gala', price: 5000, quantity: 0 })).toBe(0);
  });

  it('gives one unit free on a "cocktail", case-insensitively, when quantity is above 0', () => {
    expect(optionalLinePrice({ title: 'Cocktail di benvenuto', price: 2000, quantity: 3 })).toBe(4000);
    expect(optionalLinePrice({ title: 'welcome COCKTAIL', price: 2000, quantity: 1 })).toBe(0);
    expect(optionalLinePrice({ title: 'Aperitivo cocktail', price: 2000, quantity: 0 })).toBe(0);
  });
});

describe('money display', () => {
  it('shows cents as "€ 1.234,56"', () => {
    expect(formatCents(123456)).toBe('€ 1.234,56');
    expect(formatCents(0)).toBe('€ 0,00');
    expect(formatCents(5)).toBe('€ 0,05');
  });
});

describe('order status', () => {
  it('is Completed when paid, else Not Completed', () => {
    expect(orderStatus('2026-10-01T10:00:00Z')).toBe('Completed');
    expect(orderStatus(null)).toBe('Not Completed');
    expect(orderStatus(undefined)).toBe('Not Completed');
  });
});

describe('intolerance notes', () => {
  it('are numbered per person across all of their optionals', () => {
    const notes = numberIntolerances([
      { intolerances: [{ intolerance_info: 'senza glutine' }, { intolerance_info: 'vegano' }] },
      { intolerances: [] },
      { intolerances: [{ intolerance_info: 'no lattosio' }] },
    ]);
    expect(notes).toEqual([
      [
        { number: 1, text: 'senza glutine' },
        { number: 2, text: 'vegano' },
      ],
      [],
      [{ number: 3, text: 'no lattosio' }],
    ]);
    expect(formatNumberedIntolerances(notes[0])).toBe('1. senza glutine; 2. vegano');
    // a second person starts again from 1
    expect(numberIntolerances([{ intolerances: [{ intolerance_info: 'x' }] }])[0][0].number).toBe(1);
  });

  it('badges the company founder Member, others Additional Member', () => {
    expect(MEMBER_BADGE(1)).toBe('Member');
    expect(MEMBER_BADGE(0)).toBe('Additional Member');
  });
});
