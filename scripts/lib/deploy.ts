// The steps of `npm run deploy` (scripts/deploy.ts), in order, each safe to run again: build the
// client; bundle the worker for production and hold it to its size budget; stop unless every
// required secret is set or given; apply the D1 migrations; deploy (wrangler provisions the D1
// database, KV namespace, R2 bucket and queue wrangler.toml names when they are missing); publish
// the experience definitions and load the link rules where none exist yet. A dry run does the local
// steps for real and says what each remote one would run, touching no network.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type KvLike, publishDefinitions, readRawSet } from '../../worker/experiences/definitions.ts';
import { DEMO_EXPERIENCES } from '../demo/experiences.ts';
import { DEMO_LINK_RULES } from '../demo/linkRules.ts';
import { ROOT } from './local.ts';
import type { Sql } from './remote.ts';
import { describeBundle, WORKER_GZIP_BUDGET, type WorkerBundle } from './workerBundle.ts';
import { commandLine, type Environment } from './wrangler.ts';

/** What the deploy asks of the deployed environment (wrangler in a real run, a stand-in in tests). */
export interface DeployTarget {
  /** The secrets the deployed worker has, or null when there is no worker yet (a first deploy). */
  secretNames(): Promise<string[] | null>;
  databaseExists(): Promise<boolean>;
  applyMigrations(): Promise<void>;
  /** Deploys the worker, uploading these secrets with it. */
  deploy(secrets: Record<string, string>): Promise<void>;
  experiences: KvLike;
  sql: Sql;
}

/** The local steps (the real build in a run and a dry run alike; stand-ins in tests). */
export interface LocalBuild {
  buildClient(): Promise<void>;
  bundleWorker(env: Environment): Promise<WorkerBundle>;
}

export interface DeployOptions {
  env: Environment;
  workerName: string;
  databaseName: string;
  requiredSecrets: string[];
  /** Values the operator gave in the shell (`SESSION_SECRET=... npm run deploy`), used for missing secrets only. */
  givenSecrets: Record<string, string | undefined>;
  dryRun: boolean;
  log: (line: string) => void;
}

/** Why a deploy stopped before deploying anything; the message says what to do. */
export class DeployStopped extends Error {}

/** What each required secret is for, in the stop message. */
const SECRET_PURPOSE: Record<string, string> = {
  SESSION_SECRET: 'the worker secret for sessions',
  OFFSITE_SECRET: 'signs outbound /offsite/ links',
  PUBLIC_ORIGIN: "the site's origin: its workers.dev url or your domain (CSRF checks and every link use it)",
};

/** A value to give a secret in the stop message's example: a long random one, or for the origin its form. */
const exampleValue = (name: string, workerName: string): string =>
  name === 'PUBLIC_ORIGIN' ? `https://${workerName}.<your-subdomain>.workers.dev` : '"$(openssl rand -hex 32)"';

const migrationCount = (): number => readdirSync(join(ROOT, 'migrations')).filter((f) => f.endsWith('.sql')).length;

/** The stop message naming each missing secret and the two ways to set it. */
function missingSecretsMessage(options: DeployOptions, missing: string[], workerExists: boolean): string {
  const width = Math.max(...missing.map((name) => name.length));
  const flag = `--env ${options.env}`;
  const lines = [
    `Stopped before deploying: the ${options.env} worker (${options.workerName}) is missing ${missing.length === 1 ? 'a secret' : `${missing.length} secrets`}.`,
    ...missing.map((name) => `  ${name.padEnd(width)}  ${SECRET_PURPOSE[name] ?? ''}`.trimEnd()),
    'Give them with this deploy, for example:',
    `  ${missing.map((name) => `${name}=${exampleValue(name, options.workerName)}`).join(' ')} npm run deploy -- ${flag}`,
  ];
  if (workerExists)
    lines.push(
      'or set them on the deployed worker (it asks for the value), then deploy again:',
      ...missing.map((name) => `  npx wrangler secret put ${name} ${flag}`),
    );
  else lines.push('(There is no deployed worker yet, so they cannot be set with `wrangler secret put` beforehand.)');
  return lines.join('\n');
}

/** A step runs and answers what it did; a dry run runs the local ones and only describes the others. */
type Step = {
  title: string;
  run(): Promise<string>;
} & (
  | { /** Needs nothing but this machine. */ local: true }
  | { /** What a dry run says instead: the wrangler command, then what follows from its answer. */ wouldRun: { command: string; after: string } }
);

/** Runs every step in order; a dry run runs the local steps only. Throws DeployStopped to stop. */
export async function deploy(options: DeployOptions, local: LocalBuild, target: DeployTarget): Promise<void> {
  const { env, log } = options;
  const flag = ['--env', env];
  let migrateAfterDeploy = false;
  let secretsToUpload: Record<string, string> = {};

  const steps: Step[] = [
    {
      title: 'Build the client (vite build)',
      local: true,
      run: async () => {
        await local.buildClient();
        return 'dist/client';
      },
    },
    {
      title: `Bundle the worker for ${env} and check its size`,
      local: true,
      run: async () => {
        const bundle = await local.bundleWorker(env);
        if (bundle.gzip > WORKER_GZIP_BUDGET) throw new DeployStopped(`The worker bundle is over its budget: ${describeBundle(bundle)}. Nothing was deployed.`);
        return describeBundle(bundle);
      },
    },
    {
      title: `Check the required secrets (${options.requiredSecrets.join(', ')})`,
      wouldRun: {
        command: commandLine(['secret', 'list', ...flag, '--format', 'json']),
        after: 'and stop here, naming each missing secret and how to set it, unless this shell gives its value',
      },
      run: async () => {
        const existing = await target.secretNames();
        const missing = options.requiredSecrets.filter((name) => !existing?.includes(name));
        const notGiven = missing.filter((name) => !options.givenSecrets[name]);
        if (notGiven.length) throw new DeployStopped(missingSecretsMessage(options, notGiven, existing !== null));
        secretsToUpload = Object.fromEntries(missing.map((name) => [name, options.givenSecrets[name]!]));
        return missing.length ? `${missing.join(', ')} will be uploaded with the deploy (from this shell)` : 'all set';
      },
    },
    {
      title: `Apply the D1 migrations (${migrationCount()}) to ${options.databaseName}`,
      wouldRun: {
        command: commandLine(['d1', 'migrations', 'apply', 'DB', '--remote', ...flag]),
        after: 'now when the database exists; on a first deploy right after it, once wrangler has created the database',
      },
      run: async () => {
        if (!(await target.databaseExists())) {
          migrateAfterDeploy = true;
          return `${options.databaseName} does not exist yet: migrating right after the deploy creates it`;
        }
        await target.applyMigrations();
        return 'applied (migrations already applied are skipped)';
      },
    },
    {
      title: `Deploy ${options.workerName}, creating its D1 database, KV namespace, R2 bucket and upload queue where missing`,
      wouldRun: {
        command: commandLine(['deploy', ...flag]),
        after: 'with --secrets-file holding any missing secret this shell gives (a temporary file, removed after)',
      },
      run: async () => {
        await target.deploy(secretsToUpload);
        if (!migrateAfterDeploy) return 'deployed';
        await target.applyMigrations();
        return `deployed; migrations applied to the new database ${options.databaseName}`;
      },
    },
    {
      title: `Publish the experience definitions (${DEMO_EXPERIENCES.length}) unless some are live`,
      wouldRun: {
        command: commandLine(['kv', 'key', 'get', 'experiences:current', '--binding', 'EXPERIENCES', '--remote', ...flag, '--text']),
        after: 'and, when no set is live, put the set and point experiences:current at it',
      },
      run: async () => {
        const live = await readRawSet(target.experiences);
        if (live.length) return `${live.length} live already: left alone`;
        return `published as set ${await publishDefinitions(target.experiences, DEMO_EXPERIENCES)}`;
      },
    },
    {
      title: `Load the link rules (${DEMO_LINK_RULES.length}) unless there are some`,
      wouldRun: {
        command: commandLine(['d1', 'execute', 'DB', '--remote', ...flag, '--json', '--yes', '--command', 'SELECT COUNT(*) AS n FROM link_rules']),
        after: 'and, when there are none, insert them',
      },
      run: async () => {
        const [{ n }] = await target.sql.all<{ n: number }>('SELECT COUNT(*) AS n FROM link_rules');
        if (n > 0) return `${n} rules already: left alone`;
        const now = Date.now();
        const values = DEMO_LINK_RULES.map(() => '(?, ?, ?, ?, ?)').join(', ');
        const params = DEMO_LINK_RULES.flatMap((r) => [r.kind, r.value, r.category, r.note, now]);
        return `${await target.sql.run(`INSERT OR IGNORE INTO link_rules (kind, value, category, note, created_at) VALUES ${values}`, params)} rules loaded`;
      },
    },
  ];

  log(
    options.dryRun
      ? `Dry run of the deploy of ${options.workerName} (--env ${env}): the local steps run, nothing goes over the network.`
      : `Deploying ${options.workerName} (--env ${env}).`,
  );
  for (const [i, step] of steps.entries()) {
    log(`\n${i + 1}/${steps.length} ${step.title}`);
    if (options.dryRun && 'wouldRun' in step) {
      log(`    would run ${step.wouldRun.command}`);
      log(`              ${step.wouldRun.after}`);
      continue;
    }
    log(`    ${await step.run()}`);
  }
}
