import { MSG_LOGO_TYPE } from '@app/shared';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { demoPdf, demoPng } from '../../seed/demo-files.ts';
import { multipartFile } from '../../test/multipart.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

const { t, user: admin } = useTestApp();

// 1×1 GIF: an image POST /api/upload takes, but not one a logo may be
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

async function upload(data: Buffer, filename: string): Promise<string> {
  const body = multipartFile(data, filename);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().file;
}

const setLogo = (file: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/association/logo', headers, payload: { file } });
const publicAssociation = async () => (await t.app.inject({ url: '/api/public/association' })).json();

describe("the association's logo", () => {
  it('none at first: the admin reads null, the site gets logo_url null and a 404', async () => {
    const res = await t.app.inject({ url: '/api/association/logo', headers: admin.headers });
    expect(res.json()).toEqual({ status: 'success', logo: { file: null } });
    expect((await publicAssociation()).association.logo_url).toBeNull();
    const logo = await t.app.inject({ url: '/api/public/association/logo' });
    expect(logo.statusCode).toBe(404);
    expect(logo.json()).toMatchObject({ status: 'error', message: 'Nessun logo impostato' });
  });

  it('set by an admin, audited, named by the public association and served to anyone', async () => {
    const png = demoPng('blue');
    const file = await upload(png, 'logo.png');
    const res = await setLogo(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', logo: { file } });
    const read = await t.app.inject({ url: '/api/association/logo', headers: admin.headers });
    expect(read.json().logo).toEqual({ file });

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'setting'), eq(auditLog.entityId, 'association_logo')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'update', actorId: admin.id });
    expect(entry.changes).toEqual({ association_logo: [null, file] });

    const { association } = await publicAssociation();
    expect(association.logo_url).toBe(`/api/public/association/logo?v=${file}`);
    const served = await t.app.inject({ url: association.logo_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(png)).toBe(true);
    // without the name (or with an old one) the browser checks again: a new logo shows at once
    const bare = await t.app.inject({ url: '/api/public/association/logo' });
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({
      url: '/api/public/association/logo',
      headers: { 'if-none-match': String(bare.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('takes a JPEG or a WebP image too, and saving the same logo again writes no audit row', async () => {
    // the first bytes are what the type is judged by (file-type)
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([56, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(48),
    ]);
    for (const [data, type] of [
      [webp, 'image/webp'],
      [jpeg, 'image/jpeg'],
    ] as const) {
      const res = await setLogo(await upload(data, 'logo'));
      expect(res.statusCode, res.body).toBe(200);
      const served = await t.app.inject({ url: '/api/public/association/logo' });
      expect(served.headers['content-type']).toBe(type);
    }
    const file = (await t.app.inject({ url: '/api/association/logo', headers: admin.headers })).json().logo
      .file;
    const rows = await t.app.db.$count(auditLog);
    expect((await setLogo(file)).statusCode).toBe(200);
    expect(await t.app.db.$count(auditLog)).toBe(rows);
  });

  it('refuses what is not a PNG, JPEG or WebP image, a file that does not exist, a malformed name', async () => {
    const before = await publicAssociation();
    const gif = await setLogo(await upload(GIF, 'logo.gif'));
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toMatchObject({ status: 'error', errors: { file: MSG_LOGO_TYPE } });
    const pdf = await setLogo(await upload(demoPdf('Logo'), 'logo.pdf'));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().errors.file).toBe(MSG_LOGO_TYPE);
    const missing = await setLogo(`${'d'.repeat(32)}.png`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.file).toMatch(/non esiste/);
    for (const bad of ['../../etc/passwd', 'logo.png', 42]) {
      const res = await setLogo(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors.file).toBeTruthy();
    }
    const noField = await t.app.inject({
      method: 'PUT',
      url: '/api/association/logo',
      headers: admin.headers,
      payload: {},
    });
    expect(noField.json().errors).toEqual({ file: 'Campo obbligatorio' });
    expect(await publicAssociation()).toEqual(before);
  });

  it('cannot be set by a member or without a session', async () => {
    const file = await upload(demoPng('red'), 'altro.png');
    const member = await signIn(t.app, 'client');
    expect((await setLogo(file, member.headers)).statusCode).toBe(403);
    expect((await setLogo(file, {})).statusCode).toBe(401);
    expect((await setLogo(null, member.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/association/logo', headers: member.headers })).statusCode).toBe(
      403,
    );
    expect((await publicAssociation()).association.logo_url).not.toContain(file);
  });

  it('removed with null: logo_url null and the image a 404', async () => {
    const res = await setLogo(null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().logo).toEqual({ file: null });
    expect((await publicAssociation()).association.logo_url).toBeNull();
    expect((await t.app.inject({ url: '/api/public/association/logo' })).statusCode).toBe(404);
  });
});
