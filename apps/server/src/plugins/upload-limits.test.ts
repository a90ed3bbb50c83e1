import { describe, expect, it } from 'vitest';
import { files } from '../db/schema/index.ts';
import { demoPdf } from '../seed/demo-files.ts';
import { multipartFile, multipartForm } from '../test/multipart.ts';
import { useTestApp } from '../test/test-app.ts';

/**
 * An upload refused says what happened: the size limit of THAT upload (2 MiB for a file, 10 MiB
 * for SdI notifications) with a 413, and a form with too many fields or files with a 400.
 */
const { t, headers } = useTestApp();

const MiB = 1024 * 1024;
const send = (url: string, body: { payload: Buffer; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
const tiny = demoPdf('piccolo');
const manyFields = Array.from({ length: 2000 }, (_, i): [string, string] => [`f${i}`, 'x']);

describe('upload refusals', () => {
  it('a file over its route’s limit is a 413 naming that limit', async () => {
    const upload = await send(
      '/api/upload',
      multipartFile(Buffer.concat([tiny, Buffer.alloc(2 * MiB)]), 'a.pdf'),
    );
    expect(upload.statusCode).toBe(413);
    expect(upload.json()).toEqual({ status: 'error', message: 'Il file supera il limite di 2 MiB' });

    const receipts = await send(
      '/api/invoices/sdi-receipts',
      multipartFile(Buffer.alloc(10 * MiB + 1, 0x20), 'notifiche.zip'),
    );
    expect(receipts.statusCode).toBe(413);
    expect(receipts.json()).toEqual({ status: 'error', message: 'Il file supera il limite di 10 MiB' });
  });

  it('a form with 2,000 fields before a tiny file is a 400 for too many fields, nothing stored', async () => {
    const before = await t.app.db.$count(files);
    for (const url of ['/api/upload', '/api/invoices/sdi-receipts']) {
      const res = await send(url, multipartForm(manyFields, [['file', tiny, 'a.pdf']]));
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ status: 'error', message: 'Troppi campi nel modulo' });
    }
    expect(await t.app.db.$count(files)).toBe(before);
  });

  it('a form with several files is a 400: one file per upload', async () => {
    const before = await t.app.db.$count(files);
    const two = multipartForm(
      [],
      [
        ['file', tiny, 'a.pdf'],
        ['file', tiny, 'b.pdf'],
      ],
    );
    const res = await send('/api/upload', two);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: 'Un solo file per caricamento' });
    expect(await t.app.db.$count(files)).toBe(before);
  });
});
