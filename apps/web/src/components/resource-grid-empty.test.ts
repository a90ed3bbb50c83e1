import { describe, expect, it } from 'vitest';
import { wayBackFrom } from './query-error';
import { emptyListText } from './resource-grid-empty';

describe('empty and missing states', () => {
  it('names what an empty list lacks by the record type of its page', () => {
    expect(emptyListText('/users')).toBe('Non ci sono ancora utenti.');
    expect(emptyListText('/orders/12')).toBe('Non ci sono ancora ordini.');
    expect(emptyListText('/somewhere-else')).toBe("L'elenco è vuoto.");
  });

  it('offers the list of a missing record, when it has a list of its own', () => {
    expect(wayBackFrom('/conference/999')).toEqual({ to: '/conferences', label: 'Torna a Conferenze' });
    expect(wayBackFrom('/users/5')).toEqual({ to: '/users', label: 'Torna a Utenti' });
    // an order's list needs its conference: the page offers "Torna indietro" instead
    expect(wayBackFrom('/order/5')).toBeNull();
    expect(wayBackFrom('/dashboard')).toBeNull();
  });
});
