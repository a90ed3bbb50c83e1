// The web build: JS and CSS (gzip) a route really loads in Chromium, every page chunk's gzip size,
// and the time from navigation to the first grid rows on /users.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { log, median, round } from './util.mjs';

const kb = (n) => round(n / 1024, 1);
const gz = (file) => gzipSync(readFileSync(file)).length;

export function chunkSizes(dist) {
  const dir = path.join(dist, 'assets');
  return readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => ({
      file: f,
      gzipKb: kb(gz(path.join(dir, f))),
      rawKb: kb(readFileSync(path.join(dir, f)).length),
    }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
}

async function launch() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** Assets a cold load of `route` fetches (until the network is idle), with their gzip sizes from dist. */
async function routeAssets(browser, base, dist, route, token) {
  const context = await browser.newContext();
  if (token) await context.addInitScript((t) => localStorage.setItem('auth_token', t), token);
  const page = await context.newPage();
  const files = new Set();
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/assets/')) files.add(u.pathname.slice('/assets/'.length));
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  const list = [...files].map((f) => ({ file: f, gzip: gz(path.join(dist, 'assets', f)) }));
  const sum = (re) => kb(list.filter((x) => re.test(x.file)).reduce((a, x) => a + x.gzip, 0));
  return {
    route,
    finalPath,
    jsGzipKb: sum(/\.js$/),
    cssGzipKb: sum(/\.css$/),
    files: list.map((x) => x.file),
  };
}

/** Navigation start → first `.MuiDataGrid-row` in the DOM, cold browser context each time. */
async function firstRows(browser, base, token, route, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    await context.addInitScript((t) => {
      localStorage.setItem('auth_token', t);
      const obs = new MutationObserver(() => {
        if (!window.__firstRow && document.querySelector('.MuiDataGrid-row')) {
          window.__firstRow = performance.now();
          obs.disconnect();
        }
      });
      obs.observe(document, { childList: true, subtree: true });
    }, token);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(base + route, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstRow, null, { timeout: 30000 });
    const t = await page.evaluate(() => window.__firstRow);
    times.push(round(t, 0));
    if (errors.length) log(`  page errors: ${errors.join('; ').slice(0, 300)}`);
    await context.close();
  }
  return { runsMs: times, medianMs: median(times) };
}

export async function measureWeb(base, token, dist, runs = 3) {
  const browser = await launch();
  try {
    const signIn = await routeAssets(browser, base, dist, '/', null);
    const users = await routeAssets(browser, base, dist, '/users', token);
    log(
      `  sign-in: JS ${signIn.jsGzipKb} kB gz, CSS ${signIn.cssGzipKb} kB gz; /users: JS ${users.jsGzipKb} kB gz`,
    );
    const rows = await firstRows(browser, base, token, '/users', runs);
    log(`  /users first grid rows: ${rows.runsMs.join(', ')} ms`);
    return { signIn, users, firstRowsUsers: rows, chunks: chunkSizes(dist) };
  } finally {
    await browser.close();
  }
}
