// Operator CLI for experience definitions in KV (EXPERIENCES), schema-checked before any write:
//
//   npm run experiences -- list [--remote]
//   npm run experiences -- get ID [--remote]          ID: experience id or placement:experience
//   npm run experiences -- put FILE [--remote]        FILE: one definition or a list (JSON)
//   npm run experiences -- delete ID [--remote]
//
// Local runs use wrangler's local state (.wrangler/state/v3, shared with `npm start`); --remote
// goes through `wrangler kv key ... --remote` to the deployed namespace.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { getPlatformProxy } from 'wrangler';
import { experienceKind } from '../shared/experiences/displayData.ts';
import { parseExperienceDefinition } from '../shared/experiences/schema.ts';
import { InvalidDefinitionError, type KvLike, publishDefinitions, readRawSet } from '../worker/experiences/definitions.ts';
import { bin } from './lib/local.ts';

type Raw = { experience_id?: unknown; placement_id?: unknown; type?: unknown };

/** KV through the wrangler CLI against the deployed namespace. */
function remoteKv(): KvLike {
  const wrangler = (...args: string[]): string =>
    execFileSync(bin('wrangler'), ['kv', ...args, '--binding', 'EXPERIENCES', '--remote'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return {
    async get(key) {
      try {
        return wrangler('key', 'get', key, '--text');
      } catch {
        return null;
      }
    },
    async put(key, value) {
      wrangler('key', 'put', key, value);
    },
    async delete(key) {
      wrangler('key', 'delete', key);
    },
    async list({ prefix }) {
      return { keys: JSON.parse(wrangler('key', 'list', '--prefix', prefix)) as Array<{ name: string }> };
    },
  };
}

const matches = (d: Raw, id: string): boolean => (id.includes(':') ? `${d.placement_id}:${d.experience_id}` === id : String(d.experience_id) === id);

async function run(kv: KvLike, command: string, arg: string | undefined): Promise<number> {
  const set = (await readRawSet(kv)) as Raw[];
  switch (command) {
    case 'list':
      for (const d of set) {
        const parsed = parseExperienceDefinition(d);
        const kind = parsed.ok ? experienceKind(parsed.definition) : `INVALID: ${parsed.reason}`;
        console.log(`${String(d.placement_id).padStart(8)}:${String(d.experience_id).padEnd(8)} type ${String(d.type).padStart(2)}  ${kind}`);
      }
      console.log(`${set.length} definitions`);
      return 0;
    case 'get': {
      const found = set.filter((d) => arg && matches(d, arg));
      if (!found.length) return fail(`no experience ${arg}`);
      console.log(JSON.stringify(found.length === 1 ? found[0] : found, null, 2));
      return 0;
    }
    case 'put': {
      const input: unknown = JSON.parse(readFileSync(arg!, 'utf8'));
      const incoming = (Array.isArray(input) ? input : [input]) as Raw[];
      for (const d of incoming) {
        const parsed = parseExperienceDefinition(d);
        if (!parsed.ok) return fail(`experience ${d.experience_id ?? '?'} refused: ${parsed.reason}`);
      }
      const key = (d: Raw) => `${d.placement_id}:${d.experience_id}`;
      const replaced = new Set(incoming.map(key));
      const version = await publishDefinitions(kv, [...set.filter((d) => !replaced.has(key(d))), ...incoming]);
      console.log(`published ${incoming.length} definition(s) as set ${version}`);
      return 0;
    }
    case 'delete': {
      const kept = set.filter((d) => !arg || !matches(d, arg));
      if (kept.length === set.length) return fail(`no experience ${arg}`);
      console.log(`deleted ${set.length - kept.length}; set ${await publishDefinitions(kv, kept)}`);
      return 0;
    }
    default:
      return fail('usage: npm run experiences -- list|get ID|put FILE|delete ID [--remote]');
  }
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

const args = process.argv.slice(2);
const remote = args.includes('--remote');
const [command, arg] = args.filter((a) => a !== '--remote');
if (!['list', 'get', 'put', 'delete'].includes(command)) {
  process.exitCode = fail('usage: npm run experiences -- list|get ID|put FILE|delete ID [--remote]');
} else if (command !== 'list' && !arg) {
  process.exitCode = fail(`${command} needs an argument`);
} else if (remote) {
  process.exitCode = await run(remoteKv(), command, arg).catch(report);
} else {
  const proxy = await getPlatformProxy<{ EXPERIENCES: KvLike }>({ configPath: 'wrangler.toml', persist: true, remoteBindings: false });
  try {
    process.exitCode = await run(proxy.env.EXPERIENCES, command, arg).catch(report);
  } finally {
    await proxy.dispose();
  }
}

function report(error: unknown): number {
  return fail(error instanceof InvalidDefinitionError || error instanceof SyntaxError ? `refused: ${error.message}` : String(error));
}
