// `npm run rollback`: every request back to the version deployed before the current one, or to a given
// version (docs/operations.md#rolling-back). The code only: D1 rows and migrations stay as they are.
//
//   npm run rollback                                  # production, the previous version
//   npm run rollback -- --env staging
//   npm run rollback -- <version-id> --message "bad release"
import { parseArgs } from 'node:util';
import { rollbackArgs } from './lib/rollout.ts';
import { ENVIRONMENTS, isEnvironment, WranglerError, wranglerLive } from './lib/wrangler.ts';

const USAGE = `usage: npm run rollback -- [<version-id>] [--env ${ENVIRONMENTS.join('|')}] [--message "why"]`;

async function main(): Promise<number> {
  let args: string[];
  try {
    const { values, positionals } = parseArgs({
      options: { env: { type: 'string', default: 'production' }, message: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length > 1 || !isEnvironment(values.env)) throw new Error(`--env must be one of ${ENVIRONMENTS.join(', ')}`);
    args = rollbackArgs(values.env, { versionId: positionals[0], message: values.message });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  try {
    await wranglerLive(args);
  } catch (error) {
    if (!(error instanceof WranglerError)) throw error;
    console.error(`\n${error.message}\n\`npx wrangler deployments list --env <env>\` lists the versions to roll back to.`);
    return 1;
  }
  return 0;
}

process.exitCode = await main();
