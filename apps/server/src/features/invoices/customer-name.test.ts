import { describe, expect, it } from 'vitest';
import { namesFirm } from './customer-name.ts';

const lawyer = { invoiceType: 'lawyer', name: 'Giulia', surname: 'Bianchi' };

describe('how an invoice names its customer', () => {
  it('names a lawyer by their own name, whatever title they wrote as "company", and a firm as a firm', () => {
    for (const companyName of [
      null,
      '',
      'Avv. Giulia Bianchi',
      'Bianchi Giulia',
      'Dott.ssa Giulia Bianchi',
    ]) {
      expect(namesFirm({ ...lawyer, companyName }), String(companyName)).toBe(false);
    }
    expect(namesFirm({ ...lawyer, companyName: 'Studio Legale Bianchi' })).toBe(true);
    expect(namesFirm({ ...lawyer, invoiceType: 'individual', companyName: 'Bianchi S.r.l.' })).toBe(false);
    expect(namesFirm({ ...lawyer, invoiceType: 'law firm', companyName: 'Avv. Giulia Bianchi' })).toBe(true);
  });
});
