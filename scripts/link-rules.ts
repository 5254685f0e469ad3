// Manages the operator's link rules (issue 6) in the local D1 database (through getPlatformProxy,
// the state `npm start` uses) or, with --remote, the deployed one (through wrangler d1 execute).
//
//   npm run link-rules -- list [--remote] [--persist-to DIR]
//   npm run link-rules -- add <domain|host/path*> <blocked|suspicious|porn> [--note TEXT] [--remote]
//   npm run link-rules -- remove <domain|host/path*> [--remote]
//
// Values are normalised exactly as the worker normalises urls it checks (shared/offsite/rules.ts),
// so `Blocked.Example.` and `blocked.example` are one rule.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { isLinkCategory, parseRuleValue } from '../shared/offsite/rules.ts';
import { LINK_CATEGORIES } from '../shared/offsite/verdict.ts';
import { bin, ROOT } from './lib/local.ts';

/** The part of the D1 binding this script uses. */
interface LocalD1 {
  prepare(sql: string): { bind(...values: unknown[]): { all(): Promise<{ results: unknown[] }>; run(): Promise<{ meta: { changes: number } }> } };
}

const USAGE = `usage:
  npm run link-rules -- list [--remote] [--persist-to DIR]
  npm run link-rules -- add <domain|host/path*> <${LINK_CATEGORIES.join('|')}> [--note TEXT] [--remote] [--persist-to DIR]
  npm run link-rules -- remove <domain|host/path*> [--remote] [--persist-to DIR]`;

interface Statement {
  sql: string;
  params: Array<string | number>;
}

/** Reads the command line into a statement, or an error for the operator. */
function plan(args: string[]): { statement: Statement; remote: boolean; persistTo?: string } | { error: string } {
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--remote') flags.set('remote', true);
    else if (a === '--note' || a === '--persist-to') {
      const value = args[++i];
      if (value === undefined) return { error: `${a} needs a value` };
      flags.set(a.slice(2), value);
    } else if (a.startsWith('--')) return { error: `unknown option ${a}` };
    else positional.push(a);
  }
  const remote = flags.get('remote') === true;
  const persistTo = typeof flags.get('persist-to') === 'string' ? (flags.get('persist-to') as string) : undefined;
  const [command, value, category] = positional;
  if (command === 'list' && positional.length === 1) {
    return { remote, persistTo, statement: { sql: 'SELECT kind, value, category, note, created_at FROM link_rules ORDER BY category, value', params: [] } };
  }
  if ((command === 'add' && positional.length === 3) || (command === 'remove' && positional.length === 2)) {
    const rule = parseRuleValue(value);
    if ('error' in rule) return { error: rule.error };
    if (command === 'remove')
      return { remote, persistTo, statement: { sql: 'DELETE FROM link_rules WHERE kind = ? AND value = ?', params: [rule.kind, rule.value] } };
    if (!isLinkCategory(category)) return { error: `category must be one of ${LINK_CATEGORIES.join(', ')}` };
    const note = typeof flags.get('note') === 'string' ? (flags.get('note') as string).slice(0, 200) : '';
    return {
      remote,
      persistTo,
      statement: {
        sql: `INSERT INTO link_rules (kind, value, category, note, created_at) VALUES (?, ?, ?, ?, ?)
              ON CONFLICT (kind, value) DO UPDATE SET category = excluded.category, note = excluded.note`,
        params: [rule.kind, rule.value, category, note, Date.now()],
      },
    };
  }
  return { error: 'unknown command' };
}

/** A SQL literal for wrangler's --command (which takes no bound parameters). */
function literal(value: string | number): string {
  return typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;
}

function runRemote(statement: Statement): void {
  let i = 0;
  const sql = statement.sql.replace(/\?/g, () => literal(statement.params[i++]));
  const result = spawnSync(bin('wrangler'), ['d1', 'execute', 'DB', '--remote', '--command', sql], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = result.status ?? 1;
}

async function runLocal(statement: Statement, persistTo?: string): Promise<void> {
  const persist = persistTo ? { path: join(resolve(persistTo), 'v3') } : true;
  const proxy = await getPlatformProxy<{ DB: LocalD1 }>({ configPath: join(ROOT, 'wrangler.toml'), persist, remoteBindings: false });
  try {
    const prepared = proxy.env.DB.prepare(statement.sql).bind(...statement.params);
    if (statement.sql.startsWith('SELECT')) {
      const { results } = await prepared.all();
      if (results.length) console.table(results);
      else console.log('no link rules');
    } else {
      const { meta } = await prepared.run();
      console.log(`${meta.changes} rule${meta.changes === 1 ? '' : 's'} changed`);
    }
  } finally {
    await proxy.dispose();
  }
}

const planned = plan(process.argv.slice(2));
if ('error' in planned) {
  console.error(`${planned.error}\n${USAGE}`);
  process.exitCode = 2;
} else if (planned.remote) {
  runRemote(planned.statement);
} else {
  await runLocal(planned.statement, planned.persistTo);
}
