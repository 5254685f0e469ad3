// Shared steps of `npm start`, `npm test` and the end-to-end setup: the local secrets file, the
// client build, D1 migrations and the demo data, all against local workerd state.
import { execFileSync, type SpawnOptions, spawn } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishBuild } from './clientBuild.ts';

export const ROOT = new URL('../..', import.meta.url).pathname;
const BIN = join(ROOT, 'node_modules', '.bin');

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

export const bin = (name: string): string => join(BIN, name);

/**
 * Runs one SQL statement against the local D1 kept in `persistTo` (`wrangler d1 execute --local`)
 * and returns its rows. A running site may hold the database's write lock for a moment
 * (SQLITE_BUSY): it waits and tries again, up to ten times.
 */
export function d1Execute<T>(persistTo: string, command: string): T[] {
  for (let attempt = 1; ; attempt++) {
    try {
      const out = execFileSync(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--json', '--command', command], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 256 * 1024 * 1024,
      });
      return (JSON.parse(out) as Array<{ results: T[] }>)[0].results;
    } catch (error) {
      const said = `${String(error)} ${String((error as { stderr?: unknown }).stderr ?? '')}`;
      if (!/SQLITE_BUSY|database is locked/.test(said)) throw new Error(`wrangler d1 execute failed: ${said}`);
      if (attempt >= 10) throw new Error(`the database in ${persistTo} stayed locked through ${attempt} attempts: ${said}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300 * attempt);
    }
  }
}

/** Creates .dev.vars from .dev.vars.example when it is missing, and adds variables added to the example since. */
export function ensureDevVars(): void {
  const target = join(ROOT, '.dev.vars');
  const example = join(ROOT, '.dev.vars.example');
  if (!existsSync(target)) {
    copyFileSync(example, target);
    return;
  }
  const names = (text: string) =>
    new Set(
      text
        .split('\n')
        .map((l) => /^([A-Z0-9_]+)=/.exec(l)?.[1])
        .filter(Boolean),
    );
  const have = names(readFileSync(target, 'utf8'));
  const missing = readFileSync(example, 'utf8')
    .split('\n')
    .filter((l) => {
      const n = /^([A-Z0-9_]+)=/.exec(l)?.[1];
      return n && !have.has(n);
    });
  if (missing.length) appendFileSync(target, `\n${missing.join('\n')}\n`);
}

/** Applies D1 migrations to local state (the default, or `persistTo`). */
export async function migrateLocal(persistTo?: string): Promise<void> {
  await run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', ...(persistTo ? ['--persist-to', persistTo] : [])], {
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
}

/** Loads the demo data set into local state unless it is there already. */
export async function seedLocal(persistTo?: string, flags: string[] = []): Promise<void> {
  await run(process.execPath, [join(ROOT, 'scripts', 'seed.ts'), ...flags, ...(persistTo ? ['--persist-to', persistTo] : [])]);
}

/**
 * Migrates local state and loads the demo data for `npm start` and `npm run dev`. When a step fails it says which,
 * and the process stops there: a site is never served over a database the seed did not load.
 */
export async function prepareLocalState(command: string): Promise<void> {
  const steps: Array<[string, () => Promise<void>]> = [
    ['applying the D1 migrations', () => migrateLocal()],
    ['loading the demo data', () => seedLocal()],
  ];
  for (const [step, runStep] of steps) {
    try {
      await runStep();
    } catch (error) {
      console.error(`
${command} stopped before serving: ${step} failed (${(error as Error).message}; its output is above).`);
      console.error(`Nothing was half loaded; run \`${command}\` again once the cause is fixed.`);
      process.exit(1);
    }
  }
}

/** `vite build` beside dist/client, then published into it (scripts/lib/clientBuild.ts): safe while `npm start` serves it. */
export async function buildClient(): Promise<void> {
  const next = join(ROOT, 'dist', '.client-next');
  await run(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', next, '--emptyOutDir']);
  publishBuild(next, join(ROOT, 'dist', 'client'));
}

/** The demo sign-ins the README lists; every one uses the demo data set's DEMO_PASSWORD. */
export const DEMO_SIGN_INS = ['demo@example.com', 'partner@example.com', 'staff@example.com'];
export { DEMO_PASSWORD } from '../demo/dataset.ts';
