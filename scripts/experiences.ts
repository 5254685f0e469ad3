// Operator CLI for experience definitions in KV (EXPERIENCES), schema-checked before any write:
//
//   npm run experiences -- list
//   npm run experiences -- get ID           ID: experience id or placement:experience
//   npm run experiences -- put FILE         FILE: one definition or a list (JSON)
//   npm run experiences -- delete ID
//
// Without options it acts on the local state `npm start` serves (.wrangler/state/v3, or DIR/v3 with
// --persist-to DIR); with --remote on a deployed environment's namespace through wrangler
// (--env production, the default, or staging). It prints its own output only.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { experienceKind } from '../shared/experiences/displayData.ts';
import { parseExperienceDefinition } from '../shared/experiences/schema.ts';
import { specialExperience } from '../shared/experiences/specialIds.ts';
import { InvalidDefinitionError, type KvLike, publishDefinitions, readRawSet } from '../worker/experiences/definitions.ts';
import { openLocalState } from './lib/localState.ts';
import { remoteKv } from './lib/remote.ts';
import { ENVIRONMENTS, isEnvironment, WranglerError } from './lib/wrangler.ts';

type Raw = { experience_id?: unknown; placement_id?: unknown; type?: unknown };

const USAGE = `usage: npm run experiences -- list|get ID|put FILE|delete ID [--persist-to DIR | --remote [--env ${ENVIRONMENTS.join('|')}]]`;

const matches = (d: Raw, id: string): boolean => (id.includes(':') ? `${d.placement_id}:${d.experience_id}` === id : String(d.experience_id) === id);

async function run(kv: KvLike, command: string, arg: string | undefined): Promise<number> {
  const set = (await readRawSet(kv)) as Raw[];
  switch (command) {
    case 'list':
      for (const d of set) {
        const parsed = parseExperienceDefinition(d);
        const kind = parsed.ok ? experienceKind(parsed.definition) : `INVALID: ${parsed.reason}`;
        // Special ids (docs/rules/experiences.md#constants-spec-001-9) are named, e.g. "special: hide pin footer".
        const special = specialExperience(Number(d.experience_id));
        console.log(
          `${String(d.placement_id).padStart(8)}:${String(d.experience_id).padEnd(8)} type ${String(d.type).padStart(2)}  ${kind}${special ? `  special: ${special.name}` : ''}`,
        );
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
      return fail(USAGE);
  }
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [command, arg, ...extra] = positionals;
  if (!['list', 'get', 'put', 'delete'].includes(command)) return fail(USAGE);
  if (command !== 'list' && !arg) return fail(`${command} needs an argument\n${USAGE}`);
  if (extra.length || (command === 'list' && arg)) return fail(`unexpected ${[arg, ...extra].filter(Boolean).join(' ')}\n${USAGE}`);
  if (values.env !== undefined && !values.remote) return fail(`--env chooses a deployed environment: add --remote\n${USAGE}`);
  if (values.remote && values['persist-to']) return fail(`--persist-to is for local state, --remote for a deployed one\n${USAGE}`);
  if (values.remote) {
    const env = values.env ?? 'production';
    if (!isEnvironment(env)) return fail(`--env must be one of ${ENVIRONMENTS.join(', ')}`);
    return run(remoteKv(env), command, arg).catch(report);
  }
  const local = await openLocalState<{ EXPERIENCES: KvLike }>(['EXPERIENCES'], values['persist-to']);
  try {
    return await run(local.env.EXPERIENCES, command, arg).catch(report);
  } finally {
    await local.dispose();
  }
}

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: { remote: { type: 'boolean' }, env: { type: 'string' }, 'persist-to': { type: 'string' } },
  });
}

function report(error: unknown): number {
  if (error instanceof InvalidDefinitionError || error instanceof SyntaxError) return fail(`refused: ${error.message}`);
  return fail(error instanceof WranglerError ? error.message : String(error));
}

process.exitCode = await main();
