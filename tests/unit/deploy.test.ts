// `npm run deploy` (docs/operations.md), step by step against a stand-in for Cloudflare: a dry run asks
// nothing of it; missing secrets stop the deploy before anything is deployed, naming each and how
// to set it; a first deploy migrates the database wrangler has just created; experiences and link
// rules are loaded only where there are none; a second run changes nothing that is there; a later deploy
// rolls the new version out to 10% of requests, checks its /healthz, then sends it every request, or sends
// them all back to the current version when it is not well. D1 read replication is turned on where it is off,
// through Cloudflare's API with the wrangler login, whose token goes nowhere but that request's header.
import { describe, expect, it } from 'vitest';
import { DEMO_EXPERIENCES } from '../../scripts/demo/experiences.ts';
import { DEMO_LINK_RULES } from '../../scripts/demo/linkRules.ts';
import { type DeployOptions, DeployStopped, type DeployTarget, deploy, type LocalBuild } from '../../scripts/lib/deploy.ts';
import { enableReadReplication, READ_REPLICATION_ON, readReplicationMode } from '../../scripts/lib/readReplication.ts';
import type { Sql } from '../../scripts/lib/remote.ts';
import { WORKER_GZIP_BUDGET, type WorkerBundle } from '../../scripts/lib/workerBundle.ts';
import { type KvLike, readRawSet } from '../../worker/experiences/definitions.ts';

const SECRETS = ['SESSION_SECRET', 'OFFSITE_SECRET'];

/** A deployed environment in memory, recording every call that would reach Cloudflare. */
function cloudflare(state: { worker?: { secrets: string[] }; database?: boolean; unwell?: boolean; replication?: string } = {}) {
  const calls: string[] = [];
  let versions = 0;
  const versionId = (n: number) => `0000000${n}-0000-4000-8000-000000000000`;
  let live = versionId(0);
  const queues = new Set<string>(state.worker ? ['pinboard-uploads-production-dead-letter'] : []);
  const kv = new Map<string, string>();
  let linkRules = 0;
  const experiences: KvLike = {
    get: async (key) => kv.get(key) ?? null,
    put: async (key, value) => {
      calls.push(`kv put ${key.split(':').slice(0, 2).join(':')}`);
      kv.set(key, value);
    },
    delete: async (key) => {
      kv.delete(key);
    },
    list: async ({ prefix }) => ({ keys: [...kv.keys()].filter((k) => k.startsWith(prefix)).map((name) => ({ name })) }),
  };
  const sql: Sql = {
    all: async <Row>() => [{ n: linkRules }] as Row[],
    run: async (_sql, params = []) => {
      calls.push('insert link rules');
      linkRules += params.length / 5;
      return params.length / 5;
    },
  };
  const target: DeployTarget = {
    secretNames: async () => state.worker?.secrets ?? null,
    databaseExists: async () => Boolean(state.database),
    ensureQueue: async (name) => {
      if (queues.has(name)) return false;
      calls.push(`create queue ${name}`);
      queues.add(name);
      return true;
    },
    applyMigrations: async () => {
      if (!state.database) throw new Error('migrating a database that does not exist');
      calls.push('migrate');
    },
    readReplication: async () => {
      if (!state.database) throw new Error('reading the replication of a database that does not exist');
      return state.replication ?? 'disabled';
    },
    enableReadReplication: async () => {
      calls.push('read replication auto');
      state.replication = 'auto';
    },
    deploy: async (secrets) => {
      calls.push(`deploy${Object.keys(secrets).length ? ` with ${Object.keys(secrets).join(', ')}` : ''}`);
      state.worker = { secrets: [...(state.worker?.secrets ?? []), ...Object.keys(secrets)] };
      state.database = true;
      live = versionId(++versions);
    },
    uploadVersion: async (secrets) => {
      calls.push(`upload version${Object.keys(secrets).length ? ` with ${Object.keys(secrets).join(', ')}` : ''}`);
      state.worker = { secrets: [...(state.worker?.secrets ?? []), ...Object.keys(secrets)] };
      return versionId(++versions);
    },
    currentVersion: async () => live,
    deployVersions: async (shares) => {
      calls.push(`versions ${shares.map((s) => `${s.versionId.slice(7, 8)}@${s.percent}%`).join(' ')}`);
      if (shares.length === 1) live = shares[0].versionId;
    },
    checkVersion: async (id) => {
      calls.push(`healthz on ${id.slice(7, 8)}`);
      return state.unwell ? '/healthz answered 503' : null;
    },
    experiences,
    sql,
  };
  return { target, calls, kv, state };
}

/** The local steps, recorded instead of building (tests/unit/workerBundle.test.ts builds for real). */
function localBuild(gzip = 200 * 1024) {
  const built: string[] = [];
  const local: LocalBuild = {
    buildClient: async () => {
      built.push('client');
    },
    bundleWorker: async (env) => {
      built.push(`worker for ${env}`);
      return { dir: '.wrangler/deploy/x', files: [{ name: 'index.js', bytes: gzip * 3, gzip }], gzip, bytes: gzip * 3 } satisfies WorkerBundle;
    },
  };
  return { local, built };
}

function options(overrides: Partial<DeployOptions> = {}): DeployOptions & { lines: string[] } {
  const lines: string[] = [];
  return {
    env: 'production',
    workerName: 'pinboard-edge-production',
    databaseName: 'pinboard-production',
    requiredSecrets: SECRETS,
    consumedOnlyQueues: ['pinboard-uploads-production-dead-letter'],
    givenSecrets: {},
    dryRun: false,
    log: (line) => lines.push(line),
    lines,
    ...overrides,
  };
}

/** A Cloudflare that fails the test if a dry run asks it anything. */
const untouchable = new Proxy({} as DeployTarget, {
  get: (_, name) => {
    throw new Error(`a dry run touched Cloudflare: ${String(name)}`);
  },
});

describe('npm run deploy (docs/operations.md: Deploying)', () => {
  it('in a dry run builds and checks the bundle, asks nothing of Cloudflare and says what each remote step would run', async () => {
    const { local, built } = localBuild();
    const o = options({ dryRun: true });
    await deploy(o, local, untouchable);
    expect(built).toEqual(['client', 'worker for production']);
    const text = o.lines.join('\n');
    expect(text).toMatch(/^Dry run of the deploy of pinboard-edge-production \(--env production\)/);
    expect(text).toContain('200.0 KiB gzip');
    for (const command of [
      'npx wrangler secret list --env production',
      'npx wrangler d1 migrations apply DB --remote --env production',
      'npx wrangler kv key get experiences:current --binding EXPERIENCES --remote --env production',
      'npx wrangler d1 execute DB --remote --env production',
      'npx wrangler d1 info pinboard-production --json --env production',
    ]) {
      expect(text).toContain(`would run ${command}`);
    }
    expect(text).toContain('would run npx wrangler versions upload --env production');
    expect(text).toContain("would run npx wrangler versions deploy '<new-version>@10%' '<current-version>@90%' --env production --yes");
    expect(text).toContain(`would run curl -H 'Cloudflare-Workers-Version-Overrides: pinboard-edge-production="<new-version>"' https://<origin>/healthz`);
    expect(text).toContain("would run npx wrangler versions deploy '<new-version>@100%' --env production --yes");
    expect(text).toContain(`PUT https://api.cloudflare.com/client/v4/accounts/<account-id>/d1/database/<its uuid> ${JSON.stringify(READ_REPLICATION_ON)}`);
    expect(o.lines.filter((line) => /^\d+\/13 /.test(line.trim()))).toHaveLength(13);
  });

  it('stops before deploying anything, naming each missing secret and how to set it', async () => {
    const cf = cloudflare({ worker: { secrets: ['SESSION_SECRET'] }, database: true });
    const o = options({ env: 'staging' });
    const stopped = deploy(o, localBuild().local, cf.target);
    await expect(stopped).rejects.toThrow(DeployStopped);
    const message = ((await stopped.catch((e: Error) => e)) as Error).message;
    expect(message).toContain('is missing a secret');
    expect(message).toContain('OFFSITE_SECRET');
    expect(message).not.toMatch(/^\s+SESSION_SECRET/m);
    expect(message).toContain('OFFSITE_SECRET="$(openssl rand -hex 32)" npm run deploy -- --env staging');
    expect(message).toContain('npx wrangler secret put OFFSITE_SECRET --env staging');
    expect(cf.calls).toEqual([]);
  });

  it('on a first deploy says secrets cannot be set beforehand, and names each with an example value', async () => {
    const cf = cloudflare();
    const error = (await deploy(options({ requiredSecrets: [...SECRETS, 'PUBLIC_ORIGIN'] }), localBuild().local, cf.target).catch((e: Error) => e)) as Error;
    expect(error.message).toContain('is missing 3 secrets');
    expect(error.message).toContain(
      'SESSION_SECRET="$(openssl rand -hex 32)" OFFSITE_SECRET="$(openssl rand -hex 32)" PUBLIC_ORIGIN=https://pinboard-edge-production.<your-subdomain>.workers.dev npm run deploy -- --env production',
    );
    expect(error.message).not.toContain('npx wrangler secret put');
    expect(cf.calls).toEqual([]);
  });

  it('on a first deploy uploads the secrets given in the shell, migrates the new database, then loads experiences and link rules', async () => {
    const cf = cloudflare();
    const o = options({ givenSecrets: { SESSION_SECRET: 's'.repeat(64), OFFSITE_SECRET: 'o'.repeat(64), UNRELATED: 'x' } });
    await deploy(o, localBuild().local, cf.target);
    expect(cf.calls).toEqual([
      'create queue pinboard-uploads-production-dead-letter',
      'deploy with SESSION_SECRET, OFFSITE_SECRET',
      'migrate',
      'read replication auto',
      'kv put experiences:set',
      'kv put experiences:current',
      'insert link rules',
    ]);
    expect(await readRawSet(cf.target.experiences)).toHaveLength(DEMO_EXPERIENCES.length);
    expect(o.lines.join('\n')).toContain(`${DEMO_LINK_RULES.length} rules loaded`);
  });

  it('migrates before deploying when the database exists, and a second run changes nothing that is there', async () => {
    const cf = cloudflare();
    await deploy(options({ givenSecrets: { SESSION_SECRET: 's', OFFSITE_SECRET: 'o' } }), localBuild().local, cf.target);
    cf.calls.length = 0;
    const again = options({ givenSecrets: { SESSION_SECRET: 'another', OFFSITE_SECRET: 'another' }, origin: 'https://pinboard.example' });
    await deploy(again, localBuild().local, cf.target);
    expect(cf.calls).toEqual(['migrate', 'upload version', 'versions 2@10% 1@90%', 'healthz on 2', 'versions 2@100%']);
    const text = again.lines.join('\n');
    expect(text).toContain('on already (mode auto)');
    expect(text).toContain('all set');
    expect(text).toContain(`${DEMO_EXPERIENCES.length} live already: left alone`);
    expect(text).toContain(`${DEMO_LINK_RULES.length} rules already: left alone`);
  });

  it('stops before anything remote when the worker bundle is over its budget', async () => {
    const cf = cloudflare({ worker: { secrets: SECRETS }, database: true });
    await expect(deploy(options(), localBuild(WORKER_GZIP_BUDGET + 1).local, cf.target)).rejects.toThrow(/over its budget/);
    expect(cf.calls).toEqual([]);
  });

  it('delivery: sends every request back to the current version and stops when the new one is not well', async () => {
    const cf = cloudflare({ worker: { secrets: SECRETS }, database: true, unwell: true });
    const stopped = await deploy(options({ origin: 'https://pinboard.example' }), localBuild().local, cf.target).catch((e: Error) => e);
    expect(stopped).toBeInstanceOf(DeployStopped);
    expect((stopped as Error).message).toMatch(/is not well \(\/healthz answered 503\): every request went back to 00000000-/);
    expect(cf.calls).toEqual(['migrate', 'upload version', 'read replication auto', 'versions 1@10% 0@90%', 'healthz on 1', 'versions 0@100%']);
  });

  it('delivery: stops before anything is deployed when a later deploy has no origin to check, unless it goes all at once', async () => {
    const cf = cloudflare({ worker: { secrets: SECRETS }, database: true });
    await expect(deploy(options(), localBuild().local, cf.target)).rejects.toThrow(/--origin https:\/\/<the site's host>/);
    expect(cf.calls).toEqual([]);
    await deploy(options({ allAtOnce: true }), localBuild().local, cf.target);
    expect(cf.calls.slice(0, 3)).toEqual(['migrate', 'deploy', 'read replication auto']);
  });
});

describe('npm run deploy: a custom domain (docs/operations.md: Deploying)', () => {
  it("stops before anything remote while the domain is wrangler.toml's placeholder, and names the domain as the origin to give", async () => {
    const cf = cloudflare();
    const stopped = (await deploy(options({ customDomains: ['pinboard.example'] }), localBuild().local, cf.target).catch((e: Error) => e)) as Error;
    expect(stopped).toBeInstanceOf(DeployStopped);
    expect(stopped.message).toContain('still names the placeholder pinboard.example');
    expect(cf.calls).toEqual([]);
    const o = options({ customDomains: ['pins.acme.dev'], requiredSecrets: [...SECRETS, 'PUBLIC_ORIGIN'] });
    const missing = (await deploy(o, localBuild().local, cf.target).catch((e: Error) => e)) as Error;
    expect(missing.message).toContain('PUBLIC_ORIGIN=https://pins.acme.dev npm run deploy -- --env production');
    expect(o.lines.join('\n')).toContain('pins.acme.dev (wrangler attaches it and its certificate on deploy)');
  });
});

describe('npm run deploy: D1 read replication (docs/operations.md: Deploying)', () => {
  const DB = { uuid: '11111111-2222-4333-8444-555555555555', name: 'pinboard-production' };
  const TOKEN = 'oauth-token-that-must-stay-secret';

  /** wrangler as a stand-in: d1 info, whoami and auth token answered as wrangler 4 prints them with --json. */
  function wrangler(o: { mode?: string; accounts?: Array<{ id: string; name: string }> } = {}) {
    const ran: string[] = [];
    const run = async (args: string[]) => {
      ran.push(args.join(' '));
      if (args[0] === 'd1' && args[1] === 'info') return JSON.stringify({ ...DB, ...(o.mode ? { read_replication: { mode: o.mode } } : {}) });
      if (args[0] === 'whoami') return JSON.stringify({ loggedIn: true, accounts: o.accounts ?? [{ id: 'acc1', name: 'Pinboard' }] });
      if (args[0] === 'auth') return JSON.stringify({ type: 'oauth', token: TOKEN });
      throw new Error(`unexpected wrangler ${args.join(' ')}`);
    };
    return { run, ran };
  }

  it('reads the mode wrangler shows for the database (off when it shows none)', async () => {
    expect(await readReplicationMode(wrangler({ mode: 'auto' }).run, 'production', DB.name)).toBe('auto');
    expect(await readReplicationMode(wrangler().run, 'production', DB.name)).toBe('disabled');
  });

  it("turns it on with Cloudflare's documented request, the login's token only in its Authorization header", async () => {
    const w = wrangler();
    const sent: Array<{ url: string; init: RequestInit }> = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Response.json({ success: true, errors: [], result: { read_replication: { mode: 'auto' } } });
    }) as unknown as typeof fetch;
    await enableReadReplication({ run: w.run, env: 'production', databaseName: DB.name, fetch: fakeFetch });
    expect(w.ran).toEqual([`d1 info ${DB.name} --json --env production`, 'whoami --json', 'auth token --json']);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe(`https://api.cloudflare.com/client/v4/accounts/acc1/d1/database/${DB.uuid}`);
    expect(sent[0].init.method).toBe('PUT');
    expect(JSON.parse(String(sent[0].init.body))).toEqual({ read_replication: { mode: 'auto' } });
    expect((sent[0].init.headers as Record<string, string>).authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent[0].url).not.toContain(TOKEN);
  });

  it("stops with Cloudflare's reason, and without the token, when it refuses; asks for the account when the login has several", async () => {
    const refused = (async () =>
      Response.json({ success: false, errors: [{ code: 10000, message: 'Authentication error' }] }, { status: 403 })) as unknown as typeof fetch;
    const error = (await enableReadReplication({ run: wrangler().run, env: 'production', databaseName: DB.name, fetch: refused }).catch(
      (e: Error) => e,
    )) as Error;
    expect(error.message).toBe('Cloudflare refused to turn on read replication for pinboard-production (10000: Authentication error).');
    expect(error.message).not.toContain(TOKEN);
    const two = wrangler({
      accounts: [
        { id: 'a', name: 'One' },
        { id: 'b', name: 'Two' },
      ],
    });
    await expect(enableReadReplication({ run: two.run, env: 'production', databaseName: DB.name, fetch: refused })).rejects.toThrow(
      /Set CLOUDFLARE_ACCOUNT_ID/,
    );
    const given = wrangler({
      accounts: [
        { id: 'a', name: 'One' },
        { id: 'b', name: 'Two' },
      ],
    });
    const ok = (async () => Response.json({ success: true })) as unknown as typeof fetch;
    await enableReadReplication({ run: given.run, env: 'production', databaseName: DB.name, accountId: 'b', fetch: ok });
    expect(given.ran).not.toContain('whoami --json');
  });
});
