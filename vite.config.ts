import { defineConfig, type Plugin } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { chromiumPath } from './scripts/chromium-path.mjs';

/**
 * The built site's front door: dist/index.html sends the visitor on to the guide (dist/guide/), so
 * the site can be published as it is, at a host's root or under any path (GitHub Pages serves a
 * project at /<repository>/). No script: the page's policy allows none inline.
 */
function siteIndex(): Plugin {
  return {
    name: 'turnchart-site-index',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'index.html',
        source: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'" />
    <meta http-equiv="refresh" content="0; url=guide/" />
    <title>turnchart</title>
  </head>
  <body><p><a href="guide/">turnchart: open the guide</a></p></body>
</html>
`,
      });
    },
  };
}

// The guide is served from guide/index.html; tests are split into a Node project (rules, model,
// CLI) and a browser project that renders the Lit components in Debian's Chromium. The build is a
// static site with relative addresses (base './'): it runs from any static host, under any path,
// and offline once loaded (the scenarios are its own files).
export default defineConfig({
  root: '.',
  base: './',
  plugins: [siteIndex()],
  server: { host: '127.0.0.1', port: 5173 },
  build: { outDir: 'dist', rollupOptions: { input: 'guide/index.html' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Walks through whole turns take a few seconds each; on 2 shared cores, several times that.
          testTimeout: 30_000,
          include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/paths/**/*.test.ts', 'tests/fuzz/**/*.test.ts', 'tests/toy/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          environment: 'node',
          benchmark: { include: ['tests/bench/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          // Real clicks through Playwright on 2 shared cores: a step of the guide can take a second.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath(),
                args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
                  '--disable-dev-shm-usage', '--disable-component-update', '--disable-sync', '--no-first-run'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
