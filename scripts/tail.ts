// `npm run tail`: follows a deployed worker's logs live (wrangler tail), pretty-printed: one request
// log line per request (worker/middleware/requestLog.ts), errors with their request id, and
// exceptions. Needs the operator's login, like the deploy.
//
//   npm run tail                               # production
//   npm run tail -- --env staging
//   npm run tail -- --status error             # wrangler tail's own filters pass through
//   npm run tail -- --format json | jq .       # raw events
import { ENVIRONMENTS, isEnvironment, WranglerError, wranglerLive } from './lib/wrangler.ts';

const args = process.argv.slice(2);
const at = args.findIndex((a) => a === '--env' || a.startsWith('--env='));
const env = at < 0 ? 'production' : args[at].includes('=') ? args[at].slice('--env='.length) : args[at + 1];
const rest = at < 0 ? args : args.filter((_, i) => i !== at && (args[at].includes('=') || i !== at + 1));

if (!isEnvironment(env)) {
  console.error(`--env must be one of ${ENVIRONMENTS.join(', ')}\nusage: npm run tail -- [--env ${ENVIRONMENTS.join('|')}] [wrangler tail options]`);
  process.exitCode = 2;
} else {
  const format = rest.some((a) => a === '--format' || a.startsWith('--format=')) ? [] : ['--format', 'pretty'];
  try {
    await wranglerLive(['tail', '--env', env, ...format, ...rest]);
  } catch (error) {
    if (!(error instanceof WranglerError)) throw error;
    process.exitCode = 1;
  }
}
