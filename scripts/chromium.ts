import { accessSync, constants, statSync } from 'node:fs';

/**
 * How every script, bench and journey starts a browser: Debian's Chromium (never a downloaded one),
 * headless, with nothing of its own going on the network. CHROMIUM_PATH points elsewhere if needed
 * (empty means unset: `.ci/run` passes `$(command -v chromium)`, which is empty without one).
 */
export const debianChromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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

/** Why no browser can start here, with how to get one; null when the executable is there. */
export function chromiumProblem(path: string = debianChromium.executablePath): string | null {
  if (isExecutableFile(path)) return null;
  const where = process.env.CHROMIUM_PATH ? `${path} (CHROMIUM_PATH)` : path;
  return [
    `No Chromium at ${where}: the end-to-end journeys need one.`,
    "Install Debian's Chromium (as root: apt-get install chromium), or set CHROMIUM_PATH to a",
    'Chromium or Chrome executable.',
  ].join('\n');
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
