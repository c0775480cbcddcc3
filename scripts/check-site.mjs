#!/usr/bin/env node
// Checks the static build (`npm run build`) as a visitor meets it on a static host: the site is
// built into a temporary folder (or `--dist <dir>` is checked as it is), served by a tiny static
// file server under a sub-path (/turnchart/, as GitHub Pages serves a project site), and opened in
// Debian's Chromium with every request to another origin refused (the site must need none). It
// checks that the front door leads to the guide, the start screen lists every bundled scenario,
// a link naming a scenario (?scenario=<id>) opens its game with legal actions, a scenario's card
// opens another, and that the page logs no error.
// Usage: node scripts/check-site.mjs [--dist <dir>]
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumPath } from './chromium-path.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const BASE = '/turnchart/';
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };

/** A static file server for `dir` under BASE, as any static host would serve it (index.html for a folder). */
function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!path.startsWith(BASE)) { res.writeHead(404).end('not found'); return; }
    let file = normalize(join(dir, path.slice(BASE.length)));
    if (!file.startsWith(resolve(dir) + sep) && file !== resolve(dir)) { res.writeHead(403).end(); return; }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) { res.writeHead(404).end('not found'); return; }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

/** Builds (unless `dist` is given) and checks the site; returns what was checked, throws on the first failure. */
export async function checkSite({ dist, log = () => {} } = {}) {
  const outDir = dist ? resolve(dist) : mkdtempSync(join(tmpdir(), 'turnchart-site-'));
  const checked = [];
  let server, browser;
  try {
    if (!dist) {
      await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true } });
      log(`built the site in ${outDir}`);
    }
    const catalog = JSON.parse(readFileSync(join(ROOT, 'guide/catalog.json'), 'utf8'));
    server = await serve(outDir);
    const origin = `http://127.0.0.1:${server.address().port}`;
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const elsewhere = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      elsewhere.push(url);
      return route.abort();
    });
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
    page.on('pageerror', (e) => problems.push(String(e)));
    page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
    const fail = (what) => { throw new Error(`${what}${problems.length ? `\npage errors:\n${problems.join('\n')}` : ''}`); };

    // The front door leads to the guide's start screen, which lists every bundled scenario.
    await page.goto(`${origin}${BASE}`);
    await page.waitForURL(`${origin}${BASE}guide/`, { timeout: 30_000 });
    const cards = page.locator('tc-guide-app tc-start-screen li.card');
    await cards.first().waitFor({ timeout: 30_000 });
    const ids = await cards.evaluateAll((els) => els.map((e) => e.dataset.id));
    const expected = catalog.scenarios.map((s) => s.id);
    if (JSON.stringify(ids) !== JSON.stringify(expected)) fail(`the start screen lists ${ids.join(', ')}; the catalog ${expected.join(', ')}`);
    checked.push(`${BASE} leads to ${BASE}guide/, whose start screen lists ${ids.join(', ')}`);

    // A link naming each scenario opens its game; the first through its card instead.
    for (const [i, s] of catalog.scenarios.entries()) {
      if (i === 0) {
        await page.locator(`tc-start-screen li.card[data-id="${s.id}"] button.new`).click();
        await page.waitForURL(`${origin}${BASE}guide/?scenario=${s.id}`, { timeout: 30_000 });
      } else {
        await page.goto(`${origin}${BASE}guide/?scenario=${encodeURIComponent(s.id)}`);
      }
      await page.locator('tc-turn-guide tc-legal-actions button').first().waitFor({ timeout: 60_000 });
      const title = await page.locator('tc-turn-guide header h1').textContent();
      if (title?.trim() !== s.title) fail(`${s.id} opened "${title}", not "${s.title}"`);
      checked.push(`${i === 0 ? 'its card' : `?scenario=${s.id}`} opens "${s.title}" with its legal actions`);
    }
    if (elsewhere.length) fail(`the site asked for other origins: ${elsewhere.join(', ')}`);
    if (problems.length) fail('the page logged errors');
    checked.push('no request left the site; no error was logged');
    return checked;
  } finally {
    await browser?.close();
    server?.close();
    if (!dist) rmSync(outDir, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const at = process.argv.indexOf('--dist');
  try {
    const checked = await checkSite({ dist: at > 0 ? process.argv[at + 1] : undefined, log: (m) => console.log(m) });
    for (const line of checked) console.log(`ok  ${line}`);
  } catch (e) {
    console.error(`the built site failed its check: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}
