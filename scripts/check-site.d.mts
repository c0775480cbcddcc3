/** Builds the static site (unless `dist` is given) and checks it in Chromium; returns what was checked, throws on a failure. */
export function checkSite(options?: { dist?: string; log?: (message: string) => void }): Promise<string[]>;
