// Runs wrangler for the operator scripts (deploy, tail, experiences, link-rules) against a deployed
// environment of wrangler.toml. Never interactive: stdin is closed, so wrangler neither prompts nor
// writes provisioned ids back into wrangler.toml. Either quiet (its output captured and its warnings
// shown only when it fails) or live (its output streamed, for long steps such as a deploy).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { type Unstable_Config, unstable_readConfig } from 'wrangler';
import { bin, ROOT } from './local.ts';

/** The deployed environments in wrangler.toml ([env.staging], [env.production]). */
export const ENVIRONMENTS = ['staging', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const isEnvironment = (value: unknown): value is Environment => ENVIRONMENTS.includes(value as Environment);

/** wrangler.toml as wrangler reads it: the top level (local), or a deployed environment. */
export function wranglerConfig(env?: Environment): Unstable_Config {
  return unstable_readConfig({ config: join(ROOT, 'wrangler.toml'), env }, { hideWarnings: true });
}

/** A wrangler command line as an operator would type it (for dry runs and error messages). */
export const commandLine = (args: string[]): string =>
  `npx wrangler ${args.map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`)).join(' ')}`;

/** A wrangler command that failed: its message is wrangler's own error output. */
export class WranglerError extends Error {
  readonly output: string;

  constructor(args: string[], output: string) {
    super(`${commandLine(args)} failed:\n${output.trim() || '(no output)'}`);
    this.output = output;
  }
}

/** Runs wrangler with its output captured; answers its standard output, or throws a WranglerError. */
export type WranglerRun = (args: string[]) => Promise<string>;

// No banner (it checks npm for a newer wrangler), no metrics, no colour codes in captured output.
// NODE_ENV: wrangler bundles with the caller's (vitest sets `test`), and anything but `production`
// ships React's development build, a quarter larger and slower.
const ENV = { ...process.env, NODE_ENV: 'production', WRANGLER_HIDE_BANNER: 'true', WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0' };

export const wranglerQuiet: WranglerRun = (args) =>
  new Promise((resolve, reject) => {
    const child = spawn(bin('wrangler'), args, { cwd: ROOT, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new WranglerError(args, stripVTControlCharacters(`${stderr}\n${stdout}`)))));
  });

/** Runs wrangler with its output streamed to this terminal; throws a WranglerError when it fails. */
export function wranglerLive(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin('wrangler'), args, { cwd: ROOT, env: ENV, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new WranglerError(args, '(see its output above)'))));
  });
}
