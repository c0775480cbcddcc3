import { readFileSync } from 'node:fs';

/** The package version, read from package.json next to src/ (no build step copies it). */
export function packageVersion(): string {
  try {
    const pkg: unknown = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    if (typeof pkg === 'object' && pkg !== null && 'version' in pkg && typeof pkg.version === 'string') return pkg.version;
  } catch {
    // fall through: a missing package.json is not worth failing --version for
  }
  return 'unknown';
}
