import { describe, expect, it } from 'vitest';
import { completedMessage, describeProgress } from './use-csv-export';

const PAYMENTS = { one: 'pagamento', many: 'pagamenti' };
const ROWS = { one: 'riga', many: 'righe' };

describe('export progress', () => {
  it('is indeterminate and says so before anything arrives', () => {
    expect(describeProgress({ rows: 0, total: null }, PAYMENTS)).toEqual({
      percent: undefined,
      text: 'Esportazione in corso…',
    });
    expect(describeProgress({ bytes: 0, total: null }, ROWS).text).toBe('Esportazione in corso…');
  });

  it('counts the rows received, without a total when none was announced', () => {
    expect(describeProgress({ rows: 12345 }, ROWS)).toEqual({
      percent: undefined,
      text: 'Esportazione in corso: 12.345 righe',
    });
  });

  it('is determinate against an announced total, never past 100%', () => {
    expect(describeProgress({ rows: 25, total: 200 }, PAYMENTS)).toEqual({
      percent: 13,
      text: 'Esportazione in corso: 25 di 200 pagamenti',
    });
    expect(describeProgress({ rows: 210, total: 200 }, PAYMENTS).percent).toBe(100);
  });

  it('counts a binary file in KiB, at least 1', () => {
    expect(describeProgress({ bytes: 100, total: 4096 }, ROWS)).toEqual({
      percent: 2,
      text: 'Esportazione in corso: 1 di 4 KiB',
    });
    expect(describeProgress({ bytes: 20_480_000, total: null }, ROWS).text).toBe(
      'Esportazione in corso: 20.000 KiB',
    );
  });

  it('tells how many rows the finished file holds', () => {
    expect(completedMessage({ rows: 15000, total: 15000 }, PAYMENTS)).toBe(
      'Esportazione completata: 15.000 pagamenti',
    );
    expect(completedMessage({ bytes: 10, total: null }, ROWS)).toBe('Esportazione completata');
    expect(completedMessage(null, ROWS)).toBe('Esportazione completata');
  });

  it('says one row in the singular', () => {
    expect(completedMessage({ rows: 1, total: 1 }, { one: 'utente', many: 'utenti' })).toBe(
      'Esportazione completata: 1 utente',
    );
    expect(describeProgress({ rows: 1, total: 1 }, PAYMENTS).text).toBe(
      'Esportazione in corso: 1 di 1 pagamento',
    );
    expect(completedMessage({ rows: 0, total: 0 }, PAYMENTS)).toBe('Esportazione completata: 0 pagamenti');
  });
});
