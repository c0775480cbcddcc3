// Where the browser tests find Chromium: CHROMIUM_PATH if set, else Debian's package.
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}
