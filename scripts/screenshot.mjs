#!/usr/bin/env node
// Screenshots of the guide for the README: serves it with Vite, drives Debian's Chromium with
// playwright-core, clicks a hex so the side panel is filled, and writes docs/images/guide.png.
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { chromiumPath } from './chromium-path.mjs';

const out = process.argv[2] ?? 'docs/images/guide.png';
const hex = process.argv[3] ?? 'w2819';
const server = await createServer({ configFile: 'vite.config.ts', server: { host: '127.0.0.1', port: 0 }, logLevel: 'error' });
await server.listen();
const url = `${server.resolvedUrls.local[0]}guide/`;
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(url);
  await page.locator(`polygon[data-hex="${hex}"]`).click();
  await page.locator('tc-hex-details').getByText(hex).first().waitFor();
  await page.screenshot({ path: out });
  console.log(`wrote ${out} from ${url} (hex ${hex} selected)`);
} finally {
  await browser.close();
  await server.close();
}
