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

/**
 * Whether a Chromium found at `path` is whole: Debian's package may still be being installed by another test run
 * started beside this one (two fresh clones on a fresh machine), its files there before its libraries.
 */
function settled(path: string): boolean {
  if (!path.startsWith('/usr/bin/') || !existsSync('/usr/bin/dpkg-query')) return true;
  try {
    const status = execFileSync('dpkg-query', ['-s', 'chromium'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return /^Status: install ok installed$/m.test(status);
  } catch {
    return true; // not Debian's package: nothing installs it here
  }
}

/** Where test runs on this machine wait for each other's install (flock), and how long they wait (s). */
const INSTALL_LOCK = '/tmp/pinboard-chromium-install.lock';
const INSTALL_WAIT_S = 1200;

/**
 * Installs Debian's chromium package, one test run at a time: a second run waits for the first's install, then finds
 * it done (apt-get would otherwise stop at once on dpkg's lock). Others' apt-get runs are waited for too.
 */
function installChromium(): void {
  const wait = `-o DPkg::Lock::Timeout=${INSTALL_WAIT_S}`;
  const script = `dpkg-query -s chromium 2>/dev/null | grep -q '^Status: install ok installed$' || { apt-get update -qq ${wait} && apt-get install -y -qq ${wait} chromium; }`;
  execFileSync('flock', ['-w', String(INSTALL_WAIT_S), INSTALL_LOCK, 'sh', '-c', script], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** The path of a Chromium executable, installing Debian's package if we can. */
export function ensureChromium(): string {
  const path = found();
  if (path && settled(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(path ? 'Chromium is still being installed: waiting for it...' : "No Chromium found: installing Debian's chromium package (apt-get)...");
    installChromium();
    const installed = found();
    if (installed) return installed;
  }
  if (path) return path;
  throw new Error(
    'The end-to-end tests need Chromium and none was found. Install it with `sudo apt-get install chromium` '
      + '(Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}
