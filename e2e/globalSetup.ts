// End-to-end setup: one Chromium for the run (each test file connects to it), and the real site served by `wrangler dev`,
// once per vitest worker so files run side by side, each site on a port of its own (free when asked for, checked
// to be its own when it answers) from its own local state, a fresh copy of the seeded demo every run (the seed itself
// kept between runs and loaded again only when the demo data changes), all stopped after the run.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../scripts/lib/chromium.ts';
import { addressWasTaken, freePorts, LOOPBACK, portIsFree } from '../scripts/lib/freePorts.ts';
import { bin, ensureDevVars, ROOT } from '../scripts/lib/local.ts';
import { benchEnv, productionDevArgs } from '../scripts/lib/production.ts';
import { BROWSER_ARGS } from './browser.ts';
import { RUN_LOCK, siteState } from './localState.ts';
import { holdRunLock } from './runLock.ts';
import { freshSites } from './seededDemo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each site's base url, site 1 first (a test file's is siteUrls[currentSite() - 1]). */
    siteUrls: string[];
    chromiumPath: string;
    /** Where test files connect to the run's Chromium (playwright's browser server). */
    browserEndpoint: string;
    /** When the run copied the seeded demo to its sites (ms since the epoch): every later row is the run's own. */
    sitesCopiedAt: number;
  }
}

const HOST = LOOPBACK;

/** E2E_PORT, which must be free: a server already there would answer in place of this run's. */
async function askedPort(asked: string): Promise<number> {
  const port = Number(asked);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`E2E_PORT=${asked} is not a port number.`);
  if (!(await portIsFree(port))) {
    throw new Error(
      `E2E_PORT=${port} is taken: something else already listens on localhost:${port}, and the end-to-end `
        + 'tests would run against it. Stop it, choose another E2E_PORT, or unset E2E_PORT to use a free port.',
    );
  }
  return port;
}

/**
 * Waits until this run's wrangler is ready: the process is alive, its log says it serves on
 * `port` (so the server answering there is this one, not another that took the port), and the
 * home page answers.
 */
async function waitUntilServing(server: ChildProcess, log: () => string, port: number, deadline: number): Promise<void> {
  const ready = new RegExp(`Ready on https?://[^\\s/]+:${port}(?!\\d)`);
  const url = `http://${HOST}:${port}/`;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`wrangler dev exited (${server.exitCode ?? server.signalCode}) before serving on port ${port}`);
    const other = /Ready on https?:\/\/[^\s/]+:(\d+)/.exec(log());
    if (other && other[1] !== String(port)) throw new Error(`wrangler dev serves on port ${other[1]}, not on ${port} as asked`);
    if (ready.test(log())) {
      try {
        const response = await fetch(url);
        if (response.ok) return;
      } catch {
        // not answering yet
      }
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`wrangler dev did not serve ${url} in time`);
}

/** Stops the server's whole process group and waits for it to go (it may be gone already). */
async function stop(server: ChildProcess): Promise<void> {
  if (!server.pid || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    return;
  }
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
}

/** One site: `wrangler dev` serving the production build from `persistTo` on `port`, stopped by `stop`. */
async function startSite(persistTo: string, port: number, inspectorPort: number): Promise<ChildProcess> {
  // The worker as it deploys (production React, minified; scripts/lib/production.ts) and without wrangler's local
  // trace collector: the tests see what people get, at a fraction of a development build's server time.
  const server = spawn(bin('wrangler'), [...productionDevArgs({ port, persistTo, inspectorPort }), '--ip', HOST], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: benchEnv(),
  });
  let log = '';
  // Everything the site prints goes to a file beside its state too (request lines, unhandled errors with
  // their stack), so a status a test saw can be traced after the run.
  const file = createWriteStream(`${persistTo}.log`);
  const keep = (d: Buffer) => {
    if (!log.includes('Ready on')) log += d;
    file.write(d);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  server.once('exit', () => file.end());
  try {
    await waitUntilServing(server, () => stripVTControlCharacters(log), port, Date.now() + 90_000);
  } catch (error) {
    await stop(server);
    if (addressWasTaken(log)) throw new AddressTaken(log);
    console.error(log);
    throw error;
  }
  return server;
}

/** A site could not listen: a port chosen free was taken before wrangler listened on it. */
class AddressTaken extends Error {}

/** How often a site is started again on other ports when one it was given was taken meanwhile. */
const START_TRIES = 4;

/**
 * One site on `asked` (E2E_PORT) or a free port, its inspector on another: started again on new free ports when one
 * of them was taken between being chosen and wrangler listening on it (another program may listen on any port).
 */
async function startSiteOnFreePorts(persistTo: string, asked?: number): Promise<{ server: ChildProcess; port: number }> {
  for (let tries = 1; ; tries++) {
    const [inspectorPort, free] = await freePorts(2);
    const port = asked ?? free;
    try {
      return { server: await startSite(persistTo, port, inspectorPort), port };
    } catch (error) {
      if (!(error instanceof AddressTaken)) throw error;
      if (tries >= START_TRIES) {
        console.error(error.message);
        throw new Error(`wrangler dev could not listen on port ${port} or ${inspectorPort}: taken, ${tries} times`);
      }
      console.warn(`${persistTo}: port ${port} or ${inspectorPort} was taken before wrangler listened; starting it on others`);
    }
  }
}

export default async function setup(project: TestProject) {
  // A second run in this checkout stops here, before it copies fresh state over the first run's sites.
  mkdirSync(dirname(RUN_LOCK), { recursive: true });
  const release = holdRunLock(RUN_LOCK);
  try {
    return await startSites(project, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** Starts the run's sites and browser; the teardown it answers stops them and gives back the run lock (`release`). */
async function startSites(project: TestProject, release: () => void) {
  // A taken E2E_PORT stops the run before the slow steps (and is checked again just before use).
  if (process.env.E2E_PORT) await askedPort(process.env.E2E_PORT);
  const chromiumPath = ensureChromium();
  ensureDevVars();
  // One site per vitest worker: test files run side by side, each against the site of its worker's
  // slot (e2e/localState.ts currentSite), one file at a time per site.
  const sites = Math.max(1, project.config.maxWorkers);
  // Every run's sites start from a fresh copy of the seeded demo (e2e/seededDemo.ts).
  await freshSites(sites);
  const sitesCopiedAt = Date.now();
  // Site 1 on E2E_PORT or a free port; the others, and each site's inspector, on free ones too
  // (wrangler's default inspector port, 9229, would collide with another run's).
  const asked = process.env.E2E_PORT ? await askedPort(process.env.E2E_PORT) : undefined;
  const servers = await Promise.allSettled(Array.from({ length: sites }, (_, i) => startSiteOnFreePorts(siteState(i + 1), i === 0 ? asked : undefined)));
  const started = servers.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = servers.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(started.map(({ server }) => stop(server)));
    throw failed.reason;
  }
  const browser = await chromium.launchServer({ executablePath: chromiumPath, args: BROWSER_ARGS }).catch(async (error: unknown) => {
    await Promise.all(started.map(({ server }) => stop(server)));
    throw error;
  });
  project.provide(
    'siteUrls',
    started.map(({ port }) => `http://localhost:${port}`),
  );
  project.provide('chromiumPath', chromiumPath);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('sitesCopiedAt', sitesCopiedAt);
  return async () => {
    await browser.close();
    await Promise.all(started.map(({ server }) => stop(server)));
    release();
  };
}
