/**
 * Debian's Chromium (or CHROMIUM_PATH) and the flags every headless run here starts it with: the e2e
 * journeys (support/browser.ts) and the Lighthouse benchmark (bench/lighthouse.ts). No dependency, so a
 * script can import it without the browser driver.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  ...(process.env.CHROMIUM_EXTRA ? process.env.CHROMIUM_EXTRA.split(' ') : []),
];
