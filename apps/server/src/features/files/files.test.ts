import { MAX_UPLOAD_BYTES } from '@app/shared';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, files } from '../../db/schema/index.ts';
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
