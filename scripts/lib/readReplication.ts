// D1 read replication for a deployed database (docs/operations.md#deploying, "Read replication"): wrangler shows the mode
// (`wrangler d1 info <name> --json`, read_replication.mode) but has no command to set it, so it is turned on as
// Cloudflare documents, through the API: PUT /accounts/{account_id}/d1/database/{database_id} with
// {"read_replication":{"mode":"auto"}}, with the operator's wrangler login (`wrangler auth token`). The token
// goes only into that request's Authorization header: never into a log line, an error or a URL.
import { commandLine, type Environment, type WranglerRun } from './wrangler.ts';

const API = 'https://api.cloudflare.com/client/v4';

/** The request body that turns replication on: replicas placed by D1 around the world. */
export const READ_REPLICATION_ON = { read_replication: { mode: 'auto' } } as const;

interface DatabaseInfo {
  uuid: string;
  read_replication?: { mode?: string };
}

async function databaseInfo(run: WranglerRun, env: Environment, databaseName: string): Promise<DatabaseInfo> {
  return JSON.parse(await run(['d1', 'info', databaseName, '--json', '--env', env])) as DatabaseInfo;
}

/** The database's replication mode: 'auto' when on, 'disabled' (or absent) when off. */
export async function readReplicationMode(run: WranglerRun, env: Environment, databaseName: string): Promise<string> {
  return (await databaseInfo(run, env, databaseName)).read_replication?.mode ?? 'disabled';
}

/** The account the database is in: CLOUDFLARE_ACCOUNT_ID, else the login's only account. */
async function accountId(run: WranglerRun, given: string | undefined): Promise<string> {
  if (given) return given;
  const { accounts = [] } = JSON.parse(await run(['whoami', '--json'])) as { accounts?: Array<{ id: string; name: string }> };
  if (accounts.length === 1) return accounts[0].id;
  throw new Error(
    `Cannot tell which account holds the database: the login has ${accounts.length} accounts (${accounts.map((a) => a.name).join(', ')}). Set CLOUDFLARE_ACCOUNT_ID and deploy again.`,
  );
}

/** Turns replication on for the deployed database (mode auto); throws with Cloudflare's message when refused. */
export async function enableReadReplication(o: {
  run: WranglerRun;
  env: Environment;
  databaseName: string;
  accountId?: string;
  fetch?: typeof fetch;
}): Promise<void> {
  const info = await databaseInfo(o.run, o.env, o.databaseName);
  const account = await accountId(o.run, o.accountId);
  const auth = JSON.parse(await o.run(['auth', 'token', '--json'])) as { type: string; token?: string; key?: string; email?: string };
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  else if (auth.key && auth.email) Object.assign(headers, { 'x-auth-key': auth.key, 'x-auth-email': auth.email });
  else throw new Error(`No wrangler login to turn on read replication with: run ${commandLine(['login'])} (or set CLOUDFLARE_API_TOKEN).`);
  const response = await (o.fetch ?? fetch)(`${API}/accounts/${account}/d1/database/${info.uuid}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(READ_REPLICATION_ON),
  });
  const answer = (await response.json().catch(() => ({}))) as { success?: boolean; errors?: Array<{ code: number; message: string }> };
  if (!response.ok || answer.success === false) {
    const why = (answer.errors ?? []).map((e) => `${e.code}: ${e.message}`).join('; ') || `HTTP ${response.status}`;
    throw new Error(`Cloudflare refused to turn on read replication for ${o.databaseName} (${why}).`);
  }
}

/** What a dry run says this step would do. */
export const readReplicationPlan = (env: Environment, databaseName: string) => ({
  command: commandLine(['d1', 'info', databaseName, '--json', '--env', env]),
  after: `and, unless its read_replication.mode is auto, PUT ${API}/accounts/<account-id>/d1/database/<its uuid> ${JSON.stringify(READ_REPLICATION_ON)} with the wrangler login (${commandLine(['auth', 'token', '--json'])})`,
});
