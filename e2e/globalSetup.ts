// End-to-end setup: a Chromium, and the real site served by `wrangler dev` on its own port from
// its own local state (migrated and loaded with the demo data once), stopped after the run.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../scripts/lib/chromium.ts';
import { bin, ensureDevVars, migrateLocal, ROOT, seedLocal } from '../scripts/lib/local.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

const PORT = Number(process.env.E2E_PORT ?? 8788);
const STATE = join(ROOT, '.wrangler', 'e2e-state');
let server: ChildProcess | null = null;

async function waitUntilServing(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error('wrangler dev exited before serving');
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

export default async function setup(project: TestProject) {
  const chromiumPath = ensureChromium();
  ensureDevVars();
  // Each run starts with empty rate-limit buckets (sign-in and sign-up limits would otherwise
  // carry over between local runs on the same state).
  rmSync(join(STATE, 'v3', 'do', 'pinboard-edge-RateLimiter'), { recursive: true, force: true });
  await migrateLocal(STATE);
  await seedLocal(STATE);
  server = spawn(bin('wrangler'), ['dev', '--port', String(PORT), '--persist-to', STATE, '--show-interactive-dev-session=false'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  let log = '';
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => (log += d));
  const baseUrl = `http://localhost:${PORT}`;
  try {
    await waitUntilServing(baseUrl, Date.now() + 90_000);
  } catch (error) {
    console.error(log);
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('chromiumPath', chromiumPath);
  return () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  };
}
