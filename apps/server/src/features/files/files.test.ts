import { MAX_UPLOAD_BYTES } from '@app/shared';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, files } from '../../db/schema/index.ts';
import { contentDisposition } from '../../plugins/files.ts';
import { demoPdf, demoPng } from '../../seed/demo-files.ts';
import { multipartFile } from '../../test/multipart.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t, user: admin } = useTestApp();

async function upload(data: Buffer, filename: string) {
  const body = multipartFile(data, filename);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
}

describe('POST /api/upload', () => {
  it('stores a PDF under a random name and serves it to admins only, as an attachment', async () => {
    const pdf = demoPdf('Atto di citazione');
    const res = await upload(pdf, 'atto.pdf');
    expect(res.statusCode).toBe(200);
    const name = res.json().file as string;
    expect(name).toMatch(/^[a-f0-9]{32}\.pdf$/);

    const served = await t.app.inject({ method: 'GET', url: `/api/files/${name}`, headers: admin.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toContain('attachment');
    expect(served.rawPayload.equals(pdf)).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: `/api/files/${name}` })).statusCode).toBe(401);
    // a document is not an image
    expect((await t.app.inject({ method: 'GET', url: `/api/image/${name}` })).statusCode).toBe(404);
  });

  it('records the upload in the audit log with who did it', async () => {
    await upload(demoPdf('Audit'), 'audit.pdf');
    const [entry] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ entity: 'file', action: 'upload', actorId: admin.id });
  });

  it('serves images publicly with a long cache and an ETag, 304 when unchanged', async () => {
    const name = (await upload(demoPng('blue'), 'avatar.png')).json().file as string;
    expect(name).toMatch(/\.png$/);
    const res = await t.app.inject({ method: 'GET', url: `/api/image/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/image/${name}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('accepts a legacy Word (OLE) document', async () => {
    const doc = Buffer.alloc(4096);
    Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(doc);
    const res = await upload(doc, 'vecchio.doc');
    expect(res.statusCode).toBe(200);
    expect(res.json().file).toMatch(/\.doc$/);
  });

  it('judges the type by content, not by name: text renamed .pdf gets 415', async () => {
    const before = await t.app.db.$count(files);
    const res = await upload(Buffer.from('<script>alert(1)</script>'), 'innocuo.pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 'error', message: 'Tipo di file non consentito' });
    expect(await t.app.db.$count(files)).toBe(before);
  });

  it('refuses SVG (scriptable) images with 415', async () => {
    const res = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), 'x.svg');
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file over 2 MiB with 413 and stores nothing', async () => {
    const before = await t.app.db.$count(files);
    const big = Buffer.concat([demoPdf('big'), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await upload(big, 'grande.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe('error');
    expect(await t.app.db.$count(files)).toBe(before);
  });

  it('accepts exactly 2 MiB', async () => {
    const pdf = demoPdf('limite');
    const exact = Buffer.concat([pdf, Buffer.alloc(MAX_UPLOAD_BYTES - pdf.length, 0x20)]);
    expect((await upload(exact, 'limite.pdf')).statusCode).toBe(200);
  });

  it('answers 400 without a file part and 404 for an unknown name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: `/api/image/${'b'.repeat(32)}.png` });
    expect(missing.statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/api/image/..%2F..%2Fetc%2Fpasswd' });
    expect(traversal.statusCode).toBe(400);
    const [row] = await t.app.db
      .select({ n: files.id })
      .from(files)
      .where(eq(files.name, '../../etc/passwd'));
    expect(row).toBeUndefined();
  });
});

describe('original file names', () => {
  it('answers the original name beside the stored one, looks it up and sends it as the download name', async () => {
    const res = await upload(demoPdf('Parere'), 'Parere pro veritate – Società.pdf');
    expect(res.statusCode).toBe(200);
    const { file, original_name } = res.json();
    expect(file).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(original_name).toBe('Parere pro veritate – Società.pdf');

    const info = await t.app.inject({
      method: 'GET',
      url: `/api/files/${file}/info`,
      headers: admin.headers,
    });
    expect(info.json()).toEqual({
      status: 'success',
      file: { name: file, original_name, content_type: 'application/pdf', size: expect.any(Number) },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${file}/info` })).statusCode).toBe(401);

    const served = await t.app.inject({ method: 'GET', url: `/api/files/${file}`, headers: admin.headers });
    expect(served.headers['content-disposition']).toBe(
      'attachment; filename="Parere pro veritate _ Societa.pdf"; ' +
        "filename*=UTF-8''Parere%20pro%20veritate%20%E2%80%93%20Societ%C3%A0.pdf",
    );
  });

  it('keeps no folders or bidi characters, nothing that could break the header, and limits the length', async () => {
    const cases: [string, string][] = [
      ["C:\\Users\\mario\\atto 'finale'; v2.pdf", "atto 'finale'; v2.pdf"],
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['fattura\u202Efdp.exe.pdf', 'fatturafdp.exe.pdf'],
      ['  ...  ', 'file'],
      [`${'è'.repeat(300)}.docx`, `${'è'.repeat(195)}.docx`],
    ];
    for (const [sent, kept] of cases) {
      const res = await upload(demoPdf('Nome'), sent);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().original_name).toBe(kept);
      const served = await t.app.inject({
        method: 'GET',
        url: `/api/files/${res.json().file}`,
        headers: admin.headers,
      });
      const disposition = String(served.headers['content-disposition']);
      // one quoted ASCII name, then the exact name percent-encoded
      expect(disposition).toMatch(/^attachment; filename="[^"\\]*"; filename\*=UTF-8''[^'";\s]+$/);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe(kept);
    }
  });

  it('sends a name with double quotes or backslashes as one quoted value', () => {
    expect(contentDisposition('attachment', 'atto "finale" \\ bis.pdf')).toBe(
      `attachment; filename="atto _finale_ _ bis.pdf"; filename*=UTF-8''atto%20%22finale%22%20%5C%20bis.pdf`,
    );
  });

  it('answers 404 for the name of a file that does not exist and 400 for a malformed one', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/files/${'c'.repeat(32)}.pdf/info`,
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/files/x.pdf/info', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });
});
