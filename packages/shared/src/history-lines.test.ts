import { describe, expect, it } from 'vitest';
import { formatWhen, historyLines, historyRefs } from './history-lines.ts';

const NAMES: Record<string, string> = {
  'country:121': 'Italia',
  'country:75': 'Francia',
  'expert:3': 'Anna Verdi',
};
const names = (ref: string, id: number) => NAMES[`${ref}:${id}`];

describe('historyLines', () => {
  it('names ids, formats money, days, booleans and statuses, in Italian', () => {
    const lines = historyLines(
      'user',
      {
        billing_information: [
          { country: 121, city: 'Roma', vies: 0 },
          { country: 75, city: 'Roma', vies: 1 },
        ],
        expert_id: [null, 3],
        active: [true, false],
        status: ['trialing', 'active'],
        subscription_date_end: ['2026-12-31', '2027-12-31'],
        version: [1, 2],
        deleted_at: [null, '2026-11-26T10:00:00.000Z'],
        password_hash: ['a', 'b'],
      },
      names,
    );
    expect(lines.map((l) => `${l.label}: ${l.before} → ${l.after}`)).toEqual([
      'Fatturazione · Paese: Italia → Francia',
      'Fatturazione · VIES: No → Sì',
      'Esperto: — → Anna Verdi',
      'Attivo: Sì → No',
      'Stato: In prova → Attiva',
      'Scadenza membership: 31/12/2026 → 31/12/2027',
    ]);
  });

  it('shows money and the global prices in euro', () => {
    const conference = historyLines('conference', { price: [10000, 12050] }, names);
    expect(conference).toMatchObject([{ label: 'Prezzo intero', before: '€ 100,00', after: '€ 120,50' }]);
    const prices = historyLines(
      'prices',
      { PRICE_CONFERENCE_GUESTS: [{ price: 5000 }, { price: 6000 }] },
      names,
    );
    expect(prices).toMatchObject([{ before: '€ 50,00', after: '€ 60,00' }]);
  });

  it('shortens large texts and still says when they changed past the part shown', () => {
    const start = 'Lorem ipsum '.repeat(10);
    const [line] = historyLines('conference', { description: [`${start}uno`, `${start}due`] }, names);
    expect(line.label).toBe('Descrizione');
    expect(line.before.length).toBeLessThanOrEqual(80);
    expect(line.before.endsWith('…')).toBe(true);
    expect(line.after).toBe('Testo modificato oltre la parte mostrata');
  });

  it('shows undeclared fields readably, lists by their names, never a JSON blob', () => {
    const lines = historyLines(
      'conference',
      {
        some_new_field: [{ a: 1 }, null],
        optionals: [[], [{ id: 4, title: 'Cena', price: 4000 }]],
        when_sent: [null, '2026-11-26T13:05:00.000Z'],
      },
      names,
    );
    expect(lines).toEqual([
      { field: 'some_new_field', label: 'Some new field', before: '1 campi', after: '—' },
      { field: 'optionals', label: 'Optional', before: '—', after: 'Cena (€ 40,00)' },
      { field: 'when_sent', label: 'When sent', before: '—', after: '26/11/2026 14:05' },
    ]);
  });

  it('shows the English fields under Italian labels, and a list item’s English title', () => {
    const dinner = { id: 4, title: 'Cena', price: 4000 };
    const lines = historyLines(
      'conference',
      {
        title_en: [null, 'Congress'],
        optionals: [[{ ...dinner, title_en: null }], [{ ...dinner, title_en: 'Dinner' }]],
        workshops: [[{ id: 5, title: 'W', title_en: 'W en' }], [{ id: 5, title: 'W' }]],
      },
      names,
    );
    expect(lines).toEqual([
      { field: 'title_en', label: 'Titolo (inglese)', before: '—', after: 'Congress' },
      {
        field: 'optionals',
        label: 'Optional',
        before: 'Cena (€ 40,00)',
        after: 'Cena (€ 40,00; inglese: Dinner)',
      },
      { field: 'workshops', label: 'Workshop', before: 'W (inglese: W en)', after: 'W' },
    ]);
    expect(historyLines('judicial_text', { content_en: ['a', 'b'] }, names)).toMatchObject([
      { label: 'Testo (inglese)' },
    ]);
  });

  it('falls back to the id of a record that has no name any more', () => {
    expect(historyLines('arbitrator', { country: [121, 999] }, names)).toMatchObject([
      { label: 'Nazionalità', before: 'Italia', after: 'n. 999' },
    ]);
  });
});

describe('historyRefs', () => {
  it('lists the ids to name, nested ones too', () => {
    expect(
      historyRefs('user', { billing_information: [{ country: 121 }, { country: 75 }], expert_id: [null, 3] }),
    ).toEqual([
      { ref: 'country', id: 121 },
      { ref: 'country', id: 75 },
      { ref: 'expert', id: 3 },
    ]);
  });
});

it('formats timestamps as dd/MM/yyyy HH:mm in Italian time', () => {
  expect(formatWhen('2026-01-05T23:30:00.000Z')).toBe('06/01/2026 00:30');
});
