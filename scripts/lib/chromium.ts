// Finds a Chromium for the end-to-end tests: $CHROMIUM_PATH, else the usual system paths. Where
// none is found it installs Debian's `chromium` package when running as root with apt-get,
// and otherwise stops with a message saying how to get one. No browser is ever downloaded.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** Flags for a headless Chromium on a closed network (no background connections). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function found(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

/** The path of a Chromium executable, installing Debian's package if we can. */
export function ensureChromium(): string {
  const path = found();
  if (path) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get)...");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = found();
    if (installed) return installed;
  }
  throw new Error(
    'The end-to-end tests need Chromium and none was found. Install it with `sudo apt-get install chromium` '
      + '(Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}
