#!/usr/bin/env node
// Screenshots of the guide for the README: serves it with Vite, drives Debian's Chromium with
// playwright-core, plays the first legal actions by clicking them, and writes a PNG.
// Usage: node scripts/screenshot.mjs [out.png] [clicks]
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { chromiumPath } from './chromium-path.mjs';

const out = process.argv[2] ?? 'docs/images/guide.png';
const clicks = Number(process.argv[3] ?? 5);
const server = await createServer({ configFile: 'vite.config.ts', server: { host: '127.0.0.1', port: 0 }, logLevel: 'error' });
await server.listen();
const url = `${server.resolvedUrls.local[0]}guide/`;
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
});
const problems = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
  await page.goto(url);
  await page.locator('tc-legal-actions button').first().waitFor();
  for (let i = 0; i < clicks; i++) {
    await page.locator('tc-legal-actions button').first().click();
    await page.waitForTimeout(150);
  }
  await page.screenshot({ path: out });
  console.log(`wrote ${out} from ${url} after ${clicks} clicks`);
  if (problems.length) console.log(`console errors/warnings:\n${problems.join('\n')}`);
} finally {
  await browser.close();
  await server.close();
}
