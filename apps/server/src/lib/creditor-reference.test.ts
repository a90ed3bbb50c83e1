import { describe, expect, it } from 'vitest';
import { creditorReferencesIn, isCreditorReference, newCreditorReference } from './creditor-reference.ts';

describe('ISO 11649 creditor references', () => {
  it('checks the standard’s own example and refuses a changed digit', () => {
    // ISO 11649's example reference
    expect(isCreditorReference('RF18539007547034')).toBe(true);
    expect(isCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(isCreditorReference('RF18539007547035')).toBe(false);
    expect(isCreditorReference('RF19539007547034')).toBe(false);
  });

  it('makes valid, distinct, 16-character references', () => {
    const refs = new Set(Array.from({ length: 2000 }, newCreditorReference));
    expect(refs.size).toBe(2000);
    for (const ref of refs) {
      expect(ref).toMatch(/^RF\d{14}$/);
      expect(isCreditorReference(ref)).toBe(true);
    }
  });

  it('finds a reference however a bank wrote it in the remittance', () => {
    const ref = newCreditorReference();
    const grouped = ref.replace(/(.{4})(?!$)/g, '$1 ');
    const shapes = [
      ref,
      grouped,
      grouped.toLowerCase(),
      `BONIFICO SEPA DA ROSSI MARIO CAUSALE ${grouped} CONGRESSO`,
      `/ROC/${ref}/RFB/ABC123`,
      `${ref.slice(0, 4)}-${ref.slice(4, 10)}-${ref.slice(10)}`,
      `Quota iscrizione rif.${ref}EUR 250,00`,
      `RIF: ${ref.slice(0, 8)}\n${ref.slice(8)}`,
    ];
    for (const text of shapes) expect(creditorReferencesIn(text), text).toEqual([ref]);
  });

  it('ignores a look-alike whose check digits fail, and text without a reference', () => {
    const ref = newCreditorReference();
    const typo = ref.slice(0, -1) + ((Number(ref.at(-1)) + 1) % 10);
    expect(creditorReferencesIn(`causale ${typo}`)).toEqual([]);
    expect(creditorReferencesIn('ordine 123 conferenza Milano')).toEqual([]);
  });
});
