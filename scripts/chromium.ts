/**
 * How every script, bench and journey starts a browser: Debian's Chromium (never a downloaded one),
 * headless, with nothing of its own going on the network. CHROMIUM_PATH points elsewhere if needed.
 */
export const debianChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
