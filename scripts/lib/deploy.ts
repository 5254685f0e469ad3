// The steps of `npm run deploy` (scripts/deploy.ts), in order, each safe to run again: build the
// client; bundle the worker for production and hold it to its size budget; stop unless every
// required secret is set or given; apply the D1 migrations; upload the new version, send it 10% of
// requests, check its /healthz and then send it all of them, or send them all back to the current
// version when it is not well (a first deploy, or --all-at-once, deploys at once: wrangler provisions
// the resources wrangler.toml names when they are missing); turn on D1 read replication where it is off (reads
// through the worker's D1 session may then be served by a replica near the visitor); publish the experience definitions and
// load the link rules where none exist yet. A dry run does the local steps for real and says what
// each remote one would run, touching no network.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type KvLike, publishDefinitions, readRawSet } from '../../worker/experiences/definitions.ts';
import { DEMO_EXPERIENCES } from '../demo/experiences.ts';
import { DEMO_LINK_RULES } from '../demo/linkRules.ts';
import { ROOT } from './local.ts';
import { readReplicationPlan } from './readReplication.ts';
import type { Sql } from './remote.ts';
import { CANARY_PERCENT, deploymentStatusArgs, healthCheckCommand, type VersionShare, versionsDeployArgs, versionsUploadArgs } from './rollout.ts';
import { describeBundle, WORKER_GZIP_BUDGET, type WorkerBundle } from './workerBundle.ts';
import { commandLine, type Environment } from './wrangler.ts';

/** What the deploy asks of the deployed environment (wrangler in a real run, a stand-in in tests). */
export interface DeployTarget {
  /** The secrets the deployed worker has, or null when there is no worker yet (a first deploy). */
  secretNames(): Promise<string[] | null>;
  databaseExists(): Promise<boolean>;
  applyMigrations(): Promise<void>;
  /** The deployed database's read replication mode ('auto' when on). */
  readReplication(): Promise<string>;
  /** Turns D1 read replication on (mode auto). */
  enableReadReplication(): Promise<void>;
  /** Creates the queue unless it exists; answers whether it created it. */
  ensureQueue(name: string): Promise<boolean>;
  /** Deploys the worker at once (every request), uploading these secrets with it. */
  deploy(secrets: Record<string, string>): Promise<void>;
  /** Uploads a new version, with these secrets, that takes no request yet; answers its id. */
  uploadVersion(secrets: Record<string, string>): Promise<string>;
  /** The version taking the requests now. */
  currentVersion(): Promise<string>;
  /** Splits the requests between versions. */
  deployVersions(shares: VersionShare[]): Promise<void>;
  /** Null when this version's /healthz answers well, else why not. */
  checkVersion(versionId: string): Promise<string | null>;
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
  /** Queues the worker consumes but does not produce to (the dead-letter queue): wrangler creates only the others. */
  consumedOnlyQueues: string[];
  /** Values the operator gave in the shell (`SESSION_SECRET=... npm run deploy`), used for missing secrets only. */
  givenSecrets: Record<string, string | undefined>;
  dryRun: boolean;
  /** The site's origin, for the new version's health check (--origin, or PUBLIC_ORIGIN in the shell). */
  origin?: string;
  /** The custom domains the environment serves (wrangler.toml `routes` with custom_domain); none on workers.dev. */
  customDomains?: string[];
  /** Every request to the new version at once (`wrangler deploy`), e.g. for a Durable Object migration. */
  allAtOnce?: boolean;
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
const exampleValue = (name: string, workerName: string, domain?: string): string =>
  name !== 'PUBLIC_ORIGIN' ? '"$(openssl rand -hex 32)"' : domain ? `https://${domain}` : `https://${workerName}.<your-subdomain>.workers.dev`;

/** A domain still wrangler.toml's placeholder: `.example` is reserved (RFC 2606) and never anyone's site. */
const isPlaceholderDomain = (domain: string) => /(^|\.)example$/i.test(domain);

const migrationCount = (): number => readdirSync(join(ROOT, 'migrations')).filter((f) => f.endsWith('.sql')).length;

/** The stop message naming each missing secret and the two ways to set it. */
function missingSecretsMessage(options: DeployOptions, missing: string[], workerExists: boolean): string {
  const width = Math.max(...missing.map((name) => name.length));
  const flag = `--env ${options.env}`;
  const lines = [
    `Stopped before deploying: the ${options.env} worker (${options.workerName}) is missing ${missing.length === 1 ? 'a secret' : `${missing.length} secrets`}.`,
    ...missing.map((name) => `  ${name.padEnd(width)}  ${SECRET_PURPOSE[name] ?? ''}`.trimEnd()),
    'Give them with this deploy, for example:',
    `  ${missing.map((name) => `${name}=${exampleValue(name, options.workerName, options.customDomains?.[0])}`).join(' ')} npm run deploy -- ${flag}`,
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

/** The canary split: the new version takes CANARY_PERCENT of requests, the current one the rest. */
const canary = (newVersion: string, currentVersion: string): VersionShare[] => [
  { versionId: newVersion, percent: CANARY_PERCENT },
  { versionId: currentVersion, percent: 100 - CANARY_PERCENT },
];

/** Runs every step in order; a dry run runs the local steps only. Throws DeployStopped to stop. */
export async function deploy(options: DeployOptions, local: LocalBuild, target: DeployTarget): Promise<void> {
  const { env, log } = options;
  const flag = ['--env', env];
  let migrateAfterDeploy = false;
  let secretsToUpload: Record<string, string> = {};
  // A first deploy has no version to roll out from: it deploys at once, as --all-at-once does.
  let atOnce = options.allAtOnce === true;
  let newVersion = '';
  let currentVersion = '';
  const skipped = 'skipped: deployed at once';

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
      title: `Check the custom domain (${options.customDomains?.length ? options.customDomains.join(', ') : `none: ${env} serves on workers.dev`})`,
      local: true,
      run: async () => {
        const placeholders = (options.customDomains ?? []).filter(isPlaceholderDomain);
        if (placeholders.length)
          throw new DeployStopped(
            `Stopped before deploying: ${env} serves on a custom domain, and wrangler.toml still names the placeholder ${placeholders.join(', ')}.\n`
              + `Put your domain (a zone on your Cloudflare account) in [[env.${env}.routes]] pattern, then deploy again (docs/operations.md, "A custom domain").`,
          );
        return options.customDomains?.length ? `${options.customDomains.join(', ')} (wrangler attaches it and its certificate on deploy)` : 'workers.dev';
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
        if (existing === null) atOnce = true;
        if (!atOnce && !options.origin)
          throw new DeployStopped(
            `Stopped before deploying: the new version's /healthz is checked on the site before it takes every request, so give the site's origin:\n`
              + `  npm run deploy -- --env ${env} --origin https://<the site's host>   (or PUBLIC_ORIGIN=https://... in the shell)\n`
              + `or deploy to every request at once: npm run deploy -- --env ${env} --all-at-once`,
          );
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
      title: `Create the queues only consumed (${options.consumedOnlyQueues.join(', ')}) where missing`,
      wouldRun: {
        command: commandLine(['queues', 'info', '<queue>']),
        after: `for each, and ${commandLine(['queues', 'create', '<queue>'])} where it does not exist (wrangler creates the queues produced to itself)`,
      },
      run: async () => {
        const created: string[] = [];
        for (const name of options.consumedOnlyQueues) if (await target.ensureQueue(name)) created.push(name);
        return created.length ? `created ${created.join(', ')}` : 'all there';
      },
    },
    {
      title: `Upload the new version of ${options.workerName} (a first deploy, or --all-at-once, deploys it at once, creating its D1 database, KV namespace, R2 bucket and queues where missing)`,
      wouldRun: {
        command: commandLine(versionsUploadArgs(env, { message: 'npm run deploy' })),
        after: `with --secrets-file holding any missing secret this shell gives (a temporary file, removed after); on a first deploy ${commandLine(['deploy', ...flag])}`,
      },
      run: async () => {
        if (atOnce) {
          await target.deploy(secretsToUpload);
          if (!migrateAfterDeploy) return 'deployed to every request at once';
          await target.applyMigrations();
          return `deployed to every request at once; migrations applied to the new database ${options.databaseName}`;
        }
        currentVersion = await target.currentVersion();
        newVersion = await target.uploadVersion(secretsToUpload);
        return `version ${newVersion} uploaded (it takes no request yet; ${currentVersion} takes them all)`;
      },
    },
    {
      title: `Turn on D1 read replication for ${options.databaseName}`,
      wouldRun: readReplicationPlan(env, options.databaseName),
      run: async () => {
        if ((await target.readReplication()) === 'auto') return 'on already (mode auto)';
        await target.enableReadReplication();
        return 'turned on (mode auto): reads through a D1 session may be served by the replica nearest the visitor';
      },
    },
    {
      title: `Send ${CANARY_PERCENT}% of requests to the new version`,
      wouldRun: {
        command: commandLine(versionsDeployArgs(env, canary('<new-version>', '<current-version>'), 'npm run deploy: canary')),
        after: `where <current-version> is the one ${commandLine(deploymentStatusArgs(env))} names`,
      },
      run: async () => {
        if (atOnce) return skipped;
        await target.deployVersions(canary(newVersion, currentVersion));
        return `${newVersion} takes ${CANARY_PERCENT}%, ${currentVersion} ${100 - CANARY_PERCENT}%`;
      },
    },
    {
      title: 'Check /healthz on the new version',
      wouldRun: {
        command: healthCheckCommand(options.origin ?? 'https://<origin>', options.workerName, '<new-version>'),
        after: 'and when it is not well send every request back to the current version and stop',
      },
      run: async () => {
        if (atOnce) return skipped;
        const problem = await target.checkVersion(newVersion);
        if (!problem) return 'well';
        await target.deployVersions([{ versionId: currentVersion, percent: 100 }]);
        throw new DeployStopped(
          `The new version ${newVersion} is not well (${problem}): every request went back to ${currentVersion}. Its migrations stay applied (docs/operations.md, Rolling back).`,
        );
      },
    },
    {
      title: 'Send every request to the new version',
      wouldRun: {
        command: commandLine(versionsDeployArgs(env, [{ versionId: '<new-version>', percent: 100 }], 'npm run deploy')),
        after: '`npm run rollback` goes back to the version before it',
      },
      run: async () => {
        if (atOnce) return skipped;
        await target.deployVersions([{ versionId: newVersion, percent: 100 }]);
        return `${newVersion} takes every request`;
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
