// Initial JavaScript of the two web apps, read from their builds (no server, no browser): the entry
// chunk index.html loads and every chunk it imports statically, gzip level 9. Lazy pages
// (dynamic imports) are not initial.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { round } from './util.mjs';

/** The budgets of the initial JavaScript (issue "lighter faster", 38), kB gzip. */
export const SITE_GOAL_KB = 80;
export const ADMIN_GOAL_KB = 180;

const kb = (n) => round(n / 1024, 1);
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
// `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`; never `import("./x.js")`
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g;

/** The entry of a built app and its static import closure, with gzip sizes. */
export function initialBundle(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = html.match(/<script[^>]*type="module"[^>]*src="[^"]*\/assets\/([^"]+\.js)"/)?.[1];
  if (!entry) throw new Error(`${dist}/index.html names no module entry`);
  const assets = path.join(dist, 'assets');
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(path.join(assets, file), 'utf8').matchAll(STATIC_IMPORT)) visit(m[1]);
  };
  visit(entry);
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="[^"]*\/assets\/([^"]+\.css)"/g)].map(
    (m) => m[1],
  );
  const files = [...seen].map((file) => ({ file, gzipKb: kb(gz(path.join(assets, file))) }));
  return {
    entry,
    files,
    jsGzipKb: kb([...seen].reduce((sum, f) => sum + gz(path.join(assets, f)), 0)),
    cssGzipKb: kb(css.reduce((sum, f) => sum + gz(path.join(assets, f)), 0)),
  };
}

/** The member site's initial JS beside the back-office's, each from its dist (built by the caller). */
export function measureBundles(root) {
  const of = (app) => {
    const dist = path.join(root, 'apps', app, 'dist');
    return existsSync(path.join(dist, 'index.html')) ? initialBundle(dist) : null;
  };
  return { site: of('site'), admin: of('web'), goalKb: SITE_GOAL_KB, adminGoalKb: ADMIN_GOAL_KB };
}
