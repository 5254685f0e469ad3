// The worker as it deploys, served locally: `wrangler dev --minify` with NODE_ENV=production, so
// wrangler bundles the production builds of React and the other dependencies (wrangler defines
// process.env.NODE_ENV from NODE_ENV, "development" by default under `wrangler dev`). Used by
// `npm start` and `npm run bench`; `npm run dev` (Vite, hot reload) stays the development build.

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
