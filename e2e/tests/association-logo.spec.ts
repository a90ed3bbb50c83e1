import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';

/**
 * The association's logo: an admin uploads it on the invoice settings screen, the member site's
 * header and footer show it beside the name, at 1366 px and at 390 px, and "Rimuovi" takes it away.
 * One test for both widths: the logo is one setting for the whole site, and the phone project
 * running beside the desktop one would change it under the other's feet.
 */

/** A solid-colour PNG of the given size, made here: a logo is wider than tall. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The header's brand link is named by the name it writes, nothing the logo adds (alt=""). */
async function expectBrandNamedByItsText(page: Page) {
  const brand = page.getByRole('banner').getByRole('link').first();
  await expect(brand.locator('span')).not.toBeEmpty();
  await expect(brand).toHaveAccessibleName((await brand.locator('span').textContent()) ?? '');
}

/** The header's and the footer's logo: loaded, at most 40 px (24 px) tall, and the page as wide as the screen. */
async function expectLogoShown(page: Page, width: number) {
  const header = page.getByRole('banner').locator('.brand img');
  const footer = page.getByRole('contentinfo').locator('img');
  for (const [img, max] of [
    [header, 40],
    [footer, 24],
  ] as const) {
    await expect(img).toBeVisible();
    await expect(img).toHaveAttribute('alt', '');
    await expect(img).toHaveAttribute('src', /^\/api\/public\/association\/logo\?v=[a-f0-9]{32}\.png$/);
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(300);
    const box = await img.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(max + 0.5);
    expect(box?.height).toBeGreaterThan(max - 2);
  }
  await expectBrandNamedByItsText(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test("the admin's logo is on the site's header and footer, at 1366 and 390 px", async ({
  adminPage: page,
}) => {
  await page.goto('/invoice-settings');
  const block = page.getByRole('region', { name: 'Logo dell’associazione' });
  await expect(block.getByRole('button', { name: 'Carica logo' })).toBeVisible();
  await expect(block.getByRole('button', { name: 'Rimuovi' })).toBeHidden();
  await block
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(300, 100, [20, 60, 120]) });
  await expect(page.getByText('Logo salvato')).toBeVisible();
  await expect(block.getByRole('img', { name: 'Logo dell’associazione' })).toBeVisible();
  await expect(block.getByRole('button', { name: 'Modifica logo' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/area/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectLogoShown(page, 1366);
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectLogoShown(page, 390);
  await expectAccessible(page);

  // removed: the site shows the name alone again
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/invoice-settings');
  await block.getByRole('button', { name: 'Rimuovi' }).click();
  await expect(page.getByText('Logo rimosso')).toBeVisible();
  await expect(block.getByRole('button', { name: 'Carica logo' })).toBeVisible();
  await page.goto('/area/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the association's name and (no) logo are in: the header is as it stays
  await page.waitForLoadState('networkidle');
  await expectBrandNamedByItsText(page);
  await expect(page.locator('.site-header img, .site-footer img')).toHaveCount(0);
});
