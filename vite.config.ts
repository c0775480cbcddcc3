import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { chromiumPath } from './scripts/chromium-path.mjs';

// The guide is served from guide/index.html; tests are split into a Node project (rules, model,
// CLI) and a browser project that renders the Lit components in Debian's Chromium.
export default defineConfig({
  root: '.',
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
