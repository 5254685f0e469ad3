// `npm start`: builds the client, applies D1 migrations locally, loads the demo data when the
// local database is empty and serves the site with wrangler at http://localhost:8787 (PORT), as it
// deploys: the minified worker with production React (scripts/lib/production.ts). Day-to-day work
// with hot reload is `npm run dev`. DISTANCE_* variables in the shell make every binding call wait as for a far
// visitor (docs/performance.md#far-visitors).
import { spawn } from 'node:child_process';
import { freePorts } from './lib/freePorts.ts';
import { bin, buildClient, DEMO_PASSWORD, DEMO_SIGN_INS, ensureDevVars, prepareLocalState, ROOT } from './lib/local.ts';
import { distanceVarArgs, productionDevArgs, productionEnv } from './lib/production.ts';

const port = process.env.PORT ?? '8787';
const started = Date.now();
ensureDevVars();
await buildClient();
await prepareLocalState('npm start');

console.log(`\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s. Serving http://localhost:${port}`);
console.log(`Demo sign-ins (password "${DEMO_PASSWORD}"): ${DEMO_SIGN_INS.join(', ')}\n`);

// The debugger's port: a free one chosen where nothing else takes it meanwhile, not wrangler's 9229, which two copies
// started at once (or a test run's sites) both find free and then both try to listen on.
const [inspectorPort] = await freePorts(1);
const dev = spawn(bin('wrangler'), [...productionDevArgs({ port, inspectorPort }), ...distanceVarArgs(process.env)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: productionEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => dev.kill(signal));
dev.on('exit', (code) => process.exit(code ?? 0));
