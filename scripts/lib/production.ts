// The worker as it deploys, served locally: `wrangler dev --minify` with NODE_ENV=production, so
// wrangler bundles the production builds of React and the other dependencies (wrangler defines
// process.env.NODE_ENV from NODE_ENV, "development" by default under `wrangler dev`). Used by
// `npm start` and `npm run bench`; `npm run dev` (Vite, hot reload) stays the development build.
import { DISTANCE_VARS } from '../../shared/distance.ts';

/** `wrangler dev` arguments serving the production build on `port` (state in `persistTo` if given). */
export function productionDevArgs(o: { port: string | number; persistTo?: string; inspectorPort?: number }): string[] {
  return [
    'dev',
    '--minify',
    '--port',
    String(o.port),
    ...(o.persistTo ? ['--persist-to', o.persistTo] : []),
    ...(o.inspectorPort ? ['--inspector-port', String(o.inspectorPort)] : []),
    '--show-interactive-dev-session=false',
  ];
}

/** The environment of that wrangler process. */
export const productionEnv = (): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false' });

/**
 * The environment of a measured worker (`npm run bench`, `npm run bench:profile`): production, and
 * without wrangler's local trace collector (X_LOCAL_OBSERVABILITY=false). With `[observability]`
 * on, `wrangler dev` attaches a collector that receives every request's trace (a span per D1 call,
 * fetch and so on) and writes it into a SQLite Durable Object in the same workerd process: about
 * 1.5–3 ms of CPU per request, and a bench state's trace store grew to 222 MB. Deployed, Workers
 * Logs are collected by Cloudflare outside the worker, so the measured worker leaves it out;
 * `npm start` keeps it (wrangler's local explorer shows those traces).
 */
export const benchEnv = (): NodeJS.ProcessEnv => ({ ...productionEnv(), X_LOCAL_OBSERVABILITY: 'false' });

/**
 * `wrangler dev` arguments passing the shell's DISTANCE_* variables on to the worker as vars (`DISTANCE_D1_PRIMARY_MS=150
 * npm start`: a far visitor, docs/performance.md#far-visitors); none when the shell sets none. The worker honours
 * them outside production only.
 */
export const distanceVarArgs = (env: NodeJS.ProcessEnv): string[] =>
  Object.values(DISTANCE_VARS).flatMap((name) => (env[name] ? ['--var', `${name}:${env[name]}`] : []));
