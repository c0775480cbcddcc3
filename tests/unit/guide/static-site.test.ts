import { describe, expect, it } from 'vitest';
import { checkSite } from '../../../scripts/check-site.mjs';

/**
 * Issue 21, a static build: `npm run build` gives a site that runs from any static host, under any
 * path, with no request leaving it. Built here as `npm run build` builds it, served by a plain
 * static file server under /turnchart/ (as GitHub Pages serves a project), and opened in Chromium.
 */
describe('the static site (npm run build)', () => {
  it('opens at a sub-path with nothing from elsewhere: the start screen lists every bundled scenario, and each opens its game', async () => {
    const checked = await checkSite();
    expect(checked).toHaveLength(5);
    expect(checked[0]).toMatch(/^\/turnchart\/ leads to \/turnchart\/guide\/, whose start screen lists awaw\/teaching-don-1942, ds\/teaching-java-1942, ocs\/teaching-naktong-1950$/);
    expect(checked.at(-1)).toBe('no request left the site; no error was logged');
  }, 180_000);
});
