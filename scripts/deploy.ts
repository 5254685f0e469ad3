// `npm run deploy`: from a clone to a deployed site in one command, safe to run again (docs/operations.md).
//
//   npm run deploy -- --origin https://pinboard.example   # production: 10% of requests, /healthz, then all
//   npm run deploy -- --env staging --origin https://...
//   npm run deploy -- --all-at-once         # every request at once (wrangler deploy), e.g. for a Durable Object migration
//   npm run deploy -- --dry-run             # every step, without the network: builds, checks, says what it would run
//
// --origin may instead be PUBLIC_ORIGIN in the shell; a first deploy needs neither (it deploys at once).
//
// The steps are in scripts/lib/deploy.ts. Remote steps go through wrangler with the operator's
// login (`npx wrangler login`, or CLOUDFLARE_API_TOKEN); missing secrets may be given in the shell,
// e.g. `SESSION_SECRET=... OFFSITE_SECRET=... npm run deploy`, and are uploaded with the deploy.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DeployStopped, type DeployTarget, deploy } from './lib/deploy.ts';
import { buildClient } from './lib/local.ts';
import { enableReadReplication, readReplicationMode } from './lib/readReplication.ts';
import { remoteKv, remoteSql } from './lib/remote.ts';
import { checkVersionHealth, currentVersionId, deploymentStatusArgs, uploadedVersionId, versionsDeployArgs, versionsUploadArgs } from './lib/rollout.ts';
import { buildWorkerBundle } from './lib/workerBundle.ts';
import { ENVIRONMENTS, type Environment, isEnvironment, WranglerError, wranglerConfig, wranglerLive, wranglerQuiet } from './lib/wrangler.ts';

const USAGE = `usage: npm run deploy -- [--env ${ENVIRONMENTS.join('|')}] [--origin https://host | --all-at-once] [--dry-run]`;

/** Runs `use` with a temporary 0600 file holding the secrets (removed after), or with none when there are none. */
async function withSecretsFile<T>(secrets: Record<string, string>, use: (file: string | undefined) => Promise<T>): Promise<T> {
  if (!Object.keys(secrets).length) return use(undefined);
  const dir = mkdtempSync(join(tmpdir(), 'pinboard-deploy-'));
  const file = join(dir, 'secrets.json');
  try {
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
    chmodSync(file, 0o600);
    return await use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The deployed environment through wrangler. */
function wranglerTarget(env: Environment, databaseName: string, workerName: string, origin: string | undefined): DeployTarget {
  const flag = ['--env', env];
  return {
    async secretNames() {
      try {
        const secrets = JSON.parse(await wranglerQuiet(['secret', 'list', ...flag, '--format', 'json'])) as Array<{ name: string }>;
        return secrets.map((s) => s.name);
      } catch (error) {
        // A first deploy: wrangler answers that the worker was not found.
        if (error instanceof WranglerError && /Worker ".*" .*not found/i.test(error.output)) return null;
        throw error;
      }
    },
    async databaseExists() {
      const databases = JSON.parse(await wranglerQuiet(['d1', 'list', '--json'])) as Array<{ name: string }>;
      return databases.some((d) => d.name === databaseName);
    },
    applyMigrations: () => wranglerLive(['d1', 'migrations', 'apply', 'DB', '--remote', ...flag]),
    readReplication: () => readReplicationMode(wranglerQuiet, env, databaseName),
    enableReadReplication: () => enableReadReplication({ run: wranglerQuiet, env, databaseName, accountId: process.env.CLOUDFLARE_ACCOUNT_ID }),
    async ensureQueue(name) {
      try {
        await wranglerQuiet(['queues', 'info', name]);
        return false;
      } catch (error) {
        if (!(error instanceof WranglerError && /does not exist|not found|11000/i.test(error.output))) throw error;
        await wranglerLive(['queues', 'create', name]);
        return true;
      }
    },
    deploy: (secrets) => withSecretsFile(secrets, (file) => wranglerLive(['deploy', ...flag, ...(file ? ['--secrets-file', file] : [])])),
    uploadVersion: (secrets) =>
      withSecretsFile(secrets, async (file) => {
        const output = await wranglerQuiet(versionsUploadArgs(env, { secretsFile: file, message: 'npm run deploy' }));
        return uploadedVersionId(output);
      }),
    currentVersion: async () => currentVersionId(await wranglerQuiet(deploymentStatusArgs(env))),
    deployVersions: (shares) => wranglerLive(versionsDeployArgs(env, shares, 'npm run deploy')),
    checkVersion: (versionId) => checkVersionHealth({ origin: origin ?? '', workerName, versionId }),
    experiences: remoteKv(env),
    sql: remoteSql(env),
  };
}

async function main(): Promise<number> {
  let values: { env?: string; origin?: string; 'all-at-once'?: boolean; 'dry-run'?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        env: { type: 'string', default: 'production' },
        origin: { type: 'string' },
        'all-at-once': { type: 'boolean', default: false },
        'dry-run': { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const env = values.env;
  if (!isEnvironment(env)) {
    console.error(`--env must be one of ${ENVIRONMENTS.join(', ')} (the environments in wrangler.toml)\n${USAGE}`);
    return 2;
  }
  const config = wranglerConfig(env);
  const databaseName = config.d1_databases.find((d) => d.binding === 'DB')?.database_name ?? 'DB';
  const produced = new Set((config.queues.producers ?? []).map((q) => q.queue));
  const consumedOnlyQueues = (config.queues.consumers ?? []).map((q) => q.queue).filter((q) => !produced.has(q));
  const dryRun = values['dry-run'] === true;
  const origin = values.origin ?? process.env.PUBLIC_ORIGIN;
  try {
    await deploy(
      {
        env,
        workerName: config.name!,
        databaseName,
        requiredSecrets: config.secrets?.required ?? [],
        customDomains: (config.routes ?? []).flatMap((r) => (typeof r === 'object' && 'custom_domain' in r && r.custom_domain ? [r.pattern] : [])),
        consumedOnlyQueues,
        givenSecrets: process.env,
        dryRun,
        origin,
        allAtOnce: values['all-at-once'] === true,
        log: (line) => console.log(line),
      },
      { buildClient, bundleWorker: buildWorkerBundle },
      wranglerTarget(env, databaseName, config.name!, origin),
    );
  } catch (error) {
    if (error instanceof DeployStopped) {
      console.error(`\n${error.message}`);
      return 1;
    }
    if (error instanceof WranglerError) {
      console.error(`\n${error.message}`);
      if (/not authenticated|CLOUDFLARE_API_TOKEN|wrangler login/i.test(error.output))
        console.error('\nLog in first with `npx wrangler login` (or set CLOUDFLARE_API_TOKEN), then run the deploy again.');
      return 1;
    }
    throw error;
  }
  console.log(
    dryRun
      ? `\nDry run done: nothing was deployed. \`npm run deploy -- --env ${env}\` deploys for real, after \`npx wrangler login\`.`
      : `\nDeployed ${config.name}. Follow it with \`npm run tail -- --env ${env}\`; GET /healthz on its url checks D1.`,
  );
  return 0;
}

process.exitCode = await main();
