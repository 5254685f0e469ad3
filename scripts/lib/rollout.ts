// The gradual rollout of `npm run deploy` and `npm run rollback` (docs/operations.md#rolling-back): the wrangler
// command lines they run, and the reading of wrangler's answers, kept apart from the network so a unit test
// (tests/unit/rollout.test.ts) checks each one.
import type { Environment } from './wrangler.ts';

/** The share of requests a new version gets while its /healthz is checked, before it gets them all. */
export const CANARY_PERCENT = 10;

/** Sends a request to one version of a gradually deployed worker (Cloudflare's version override header). */
export const VERSION_OVERRIDE_HEADER = 'Cloudflare-Workers-Version-Overrides';

export interface VersionShare {
  versionId: string;
  percent: number;
}

const VERSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isVersionId = (value: string): boolean => VERSION_ID.test(value);

/** Uploads a new version without sending it any request. */
export function versionsUploadArgs(env: Environment, options: { secretsFile?: string; message: string }): string[] {
  return ['versions', 'upload', '--env', env, ...(options.secretsFile ? ['--secrets-file', options.secretsFile] : []), '--message', options.message];
}

/** Splits requests between versions: `<id>@<percent>%` each, the shares adding up to 100. */
export function versionsDeployArgs(env: Environment, shares: VersionShare[], message: string): string[] {
  const total = shares.reduce((sum, s) => sum + s.percent, 0);
  if (total !== 100 || shares.some((s) => !s.versionId || s.percent <= 0)) throw new Error(`not a deployment: ${JSON.stringify(shares)}`);
  return ['versions', 'deploy', ...shares.map((s) => `${s.versionId}@${s.percent}%`), '--env', env, '--yes', '--message', message];
}

export const deploymentStatusArgs = (env: Environment): string[] => ['deployments', 'status', '--env', env, '--json'];

/** Back to the given version, or to the one deployed before the current deployment when none is given. */
export function rollbackArgs(env: Environment, options: { versionId?: string; message?: string } = {}): string[] {
  if (options.versionId !== undefined && !isVersionId(options.versionId)) throw new Error(`not a version id: ${options.versionId}`);
  return ['rollback', ...(options.versionId ? [options.versionId] : []), '--env', env, ...(options.message ? ['--message', options.message] : [])];
}

/** The id `wrangler versions upload` prints ("Worker Version ID: <uuid>"). */
export function uploadedVersionId(output: string): string {
  const id = /Worker Version ID:\s*([0-9a-f-]{36})/.exec(output)?.[1];
  if (!id || !isVersionId(id)) throw new Error(`wrangler versions upload printed no version id:\n${output}`);
  return id;
}

/** The version taking the most requests in `wrangler deployments status --json` (all of them, outside a rollout). */
export function currentVersionId(statusJson: string): string {
  const status = JSON.parse(statusJson) as { versions?: Array<{ version_id: string; percentage: number }> };
  const [top] = [...(status.versions ?? [])].sort((a, b) => b.percentage - a.percentage);
  if (!top || !isVersionId(top.version_id)) throw new Error(`wrangler deployments status named no version:\n${statusJson}`);
  return top.version_id;
}

/** The override header's value that sends a request to this version of this worker. */
export const versionOverride = (workerName: string, versionId: string): string => `${workerName}="${versionId}"`;

/** The /healthz url of a site origin (https only: it is the deployed site). */
export function healthUrl(origin: string): string {
  const url = new URL(origin);
  if (url.protocol !== 'https:' || url.pathname !== '/' || url.search || url.hash) throw new Error(`the site's origin is https://host only, not ${origin}`);
  return `${url.origin}/healthz`;
}

/** Whether a /healthz answer says the worker is well: 200 with {"ok": true}. Null when it is, else why not. */
export function healthProblem(status: number, body: string): string | null {
  if (status !== 200) return `/healthz answered ${status}: ${body.slice(0, 200)}`;
  try {
    return (JSON.parse(body) as { ok?: unknown }).ok === true ? null : `/healthz answered 200 without ok: ${body.slice(0, 200)}`;
  } catch {
    return `/healthz answered 200 with no JSON: ${body.slice(0, 200)}`;
  }
}

/** The health check as an operator would run it by hand (for dry runs and docs). */
export const healthCheckCommand = (origin: string, workerName: string, versionId: string): string =>
  `curl -H '${VERSION_OVERRIDE_HEADER}: ${versionOverride(workerName, versionId)}' ${origin.replace(/\/$/, '')}/healthz`;

/**
 * GET /healthz on one version of the deployed worker, a few times while the new version reaches every data
 * centre: null once it answers well, else the last reason it did not.
 */
export async function checkVersionHealth(
  target: { origin: string; workerName: string; versionId: string },
  options: { fetch?: typeof fetch; tries?: number; waitMs?: number } = {},
): Promise<string | null> {
  const get = options.fetch ?? fetch;
  const tries = options.tries ?? 4;
  let problem = 'not checked';
  for (let attempt = 1; attempt <= tries; attempt++) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, options.waitMs ?? 5000));
    try {
      const response = await get(healthUrl(target.origin), {
        headers: { [VERSION_OVERRIDE_HEADER]: versionOverride(target.workerName, target.versionId), 'cache-control': 'no-cache' },
        signal: AbortSignal.timeout(10_000),
      });
      problem = healthProblem(response.status, await response.text()) ?? '';
      if (!problem) return null;
    } catch (error) {
      problem = `GET /healthz failed: ${(error as Error).message}`;
    }
  }
  return problem;
}
