import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { neutralise, sendCsv } from './csv.ts';

describe('CSV injection rule', () => {
  it.each([
    '=SUM(A1)',
    '=HYPERLINK("http://x")',
    '+39 333',
    "+cmd|' /C calc'!A0",
    '-1+1',
    '-2+3*4',
    '@cmd',
    '@SUM(1+1)',
    '+39 333 1234567 A1',
    '\tx',
    '\rx',
    '\t+39 333 1234567',
  ])('neutralises %j', (cell) => {
    expect(neutralise(cell)).toBe(`'${cell}`);
  });
  it('leaves ordinary cells and empties alone', () => {
    expect(neutralise('Mario Rossi')).toBe('Mario Rossi');
    expect(neutralise(null)).toBe('');
    expect(neutralise(12)).toBe('12');
  });
  it.each(['+39 333 1234567', '+39 (02) 1234.5678', '+41-22-123/45/67', '-0039 06 123456'])(
    'leaves the phone number %j as it is',
    (cell) => {
      expect(neutralise(cell)).toBe(cell);
    },
  );
});

describe('CSV file', () => {
  it('writes a phone number quoted, as it looks, and a formula neutralised', async () => {
    const app = Fastify();
    app.get('/x', (_req, reply) =>
      sendCsv(reply, 'x.csv', ['Telefono', 'Nome'], Readable.from([['+39 333 1234567', '=HYPERLINK("x")']])),
    );
    const res = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    expect(res.body).toBe('\uFEFFTelefono;Nome\r\n"+39 333 1234567";"\'=HYPERLINK(""x"")"\r\n');
  });
});
