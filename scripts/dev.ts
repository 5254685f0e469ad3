// `npm run dev`: day-to-day work. One `vite dev` runs the worker in workerd (@cloudflare/vite-plugin,
// see vite.config.ts) and serves the client from source with hot reload, at http://localhost:5173
// (PORT). Like `npm start` it first applies D1 migrations locally and loads the demo data when the
// local database is empty, in the same .wrangler/state; it does not build the client.
// Run one of `npm start` and `npm run dev` at a time: they share that local state.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { bin, DEMO_PASSWORD, DEMO_SIGN_INS, ensureDevVars, prepareLocalState, ROOT } from './lib/local.ts';

/**
 * The workerd binary that `wrangler dev` (npm start) runs: the one wrangler's miniflare resolves.
 * @cloudflare/vite-plugin pins an older workerd, which refuses wrangler.toml's compatibility_date;
 * miniflare takes the binary from MINIFLARE_WORKERD_PATH, so dev and start run the same runtime.
 */
function wranglerWorkerd(): string {
  const fromRoot = createRequire(join(ROOT, 'package.json'));
  const fromWrangler = createRequire(fromRoot.resolve('wrangler/package.json'));
  const fromMiniflare = createRequire(fromWrangler.resolve('miniflare/package.json'));
  return (fromMiniflare('workerd') as { default: string }).default;
}

const port = process.env.PORT ?? '5173';
const started = Date.now();
ensureDevVars();
await prepareLocalState('npm run dev');

console.log(`\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s. Starting Vite at http://localhost:${port}`);
console.log(`Demo sign-ins (password "${DEMO_PASSWORD}"): ${DEMO_SIGN_INS.join(', ')}\n`);

const dev = spawn(bin('vite'), ['dev', '--port', port, '--strictPort'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', MINIFLARE_WORKERD_PATH: process.env.MINIFLARE_WORKERD_PATH ?? wranglerWorkerd() },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => dev.kill(signal));
dev.on('exit', (code) => process.exit(code ?? 0));
