import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { csvAmount, neutralise, sendCsv } from './csv.ts';

describe('CSV injection rule', () => {
  it.each([
    '=SUM(A1)',
    '=HYPERLINK("http://x")',
    "+cmd|' /C calc'!A0",
    '-1+1',
    '-1+1+1+1+1',
    '-2+3*4',
    '-0039 06 123456',
    '-5',
    '+39-1',
    '+41-22-123/45/67',
    '+39 (02) 1234.5678',
    '+',
    '+ ',
    '@cmd',
    '@SUM(1+1)',
    '+39 333 1234567 A1',
    '\tx',
    '\rx',
    '\t+39 333 1234567',
  ])('neutralises the text %j', (cell) => {
    expect(neutralise(cell)).toBe(`'${cell}`);
  });
  it('leaves ordinary cells, numbers and empties alone', () => {
    expect(neutralise('Mario Rossi')).toBe('Mario Rossi');
    expect(neutralise('(02) 123-456')).toBe('(02) 123-456');
    expect(neutralise(null)).toBe('');
    expect(neutralise(12)).toBe('12');
    expect(neutralise(-12)).toBe('-12');
  });
  it.each(['+39 333 1234567', '+390212345678', '+39', '0039 02 1234', ' +39 02'])(
    'leaves the phone number %j as it is',
    (cell) => {
      expect(neutralise(cell)).toBe(cell);
    },
  );
  it('writes an amount as a number with a decimal comma, a negative one too', () => {
    expect(neutralise(csvAmount(123456))).toBe('1234,56');
    expect(neutralise(csvAmount(-1234))).toBe('-12,34');
    expect(neutralise(csvAmount(-5))).toBe('-0,05');
    expect(neutralise(csvAmount(0))).toBe('0,00');
  });
});

describe('CSV file', () => {
  it('writes a phone number quoted, as it looks, a formula neutralised and a negative amount as a number', async () => {
    const app = Fastify();
    app.get('/x', (_req, reply) =>
      sendCsv(
        reply,
        'x.csv',
        ['Telefono', 'Nome', 'Importo'],
        Readable.from([
          ['+39 333 1234567', '=HYPERLINK("x")', csvAmount(-1050)],
          ['-1+1+1+1+1', '+39-1', csvAmount(200)],
        ]),
      ),
    );
    const res = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    expect(res.body).toBe(
      '\uFEFFTelefono;Nome;Importo\r\n' +
        '"+39 333 1234567";"\'=HYPERLINK(""x"")";-10,50\r\n' +
        "'-1+1+1+1+1;'+39-1;2,00\r\n",
    );
  });
});
