#!/usr/bin/env node
// The browser tests need a Chromium. Test tools cannot download their own browser here, so we use
// Debian's `chromium` package; as root (CI) we install it, otherwise we say exactly what is missing.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromiumPath } from './chromium-path.mjs';

const path = chromiumPath();
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || process.env.CHROMIUM_PATH) {
  console.error(`Chromium is missing at ${path}. Install Debian's package "chromium" ` +
    `(sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`);
  process.exit(1);
}
console.log('Installing Debian package "chromium" for the browser tests (about 20 s)...');
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
} catch {
  console.error('Could not install Debian package "chromium"; install it by hand: apt-get install -y chromium');
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`Debian package "chromium" installed, but ${path} is still missing.`);
  process.exit(1);
}
