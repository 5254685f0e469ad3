// Manages the operator's link rules (docs/security.md#outbound-link-safety) in the local D1 database (the state `npm start`
// serves, or DIR/v3 with --persist-to DIR) or, with --remote, a deployed environment's database
// through wrangler (--env production, the default, or staging). It prints its own output only.
//
//   npm run link-rules -- list
//   npm run link-rules -- add <domain|host/path*> <blocked|suspicious|porn> [--note TEXT]
//   npm run link-rules -- remove <domain|host/path*>
//
// Values are normalised exactly as the worker normalises urls it checks (shared/offsite/rules.ts),
// so `Blocked.Example.` and `blocked.example` are one rule.
import { isLinkCategory, parseRuleValue } from '../shared/offsite/rules.ts';
import { LINK_CATEGORIES } from '../shared/offsite/verdict.ts';
import { openLocalState } from './lib/localState.ts';
import { localSql, remoteSql, type Sql } from './lib/remote.ts';
import { ENVIRONMENTS, type Environment, isEnvironment, WranglerError } from './lib/wrangler.ts';

const WHERE = `[--persist-to DIR | --remote [--env ${ENVIRONMENTS.join('|')}]]`;
const USAGE = `usage:
  npm run link-rules -- list ${WHERE}
  npm run link-rules -- add <domain|host/path*> <${LINK_CATEGORIES.join('|')}> [--note TEXT] ${WHERE}
  npm run link-rules -- remove <domain|host/path*> ${WHERE}`;

interface Statement {
  sql: string;
  params: Array<string | number>;
}

/** Where the rules are: local state (optionally elsewhere) or a deployed environment. */
type Target = { remote: Environment } | { persistTo?: string };

/** Reads the command line into a statement and its target, or an error for the operator. */
function plan(args: string[]): { statement: Statement; target: Target } | { error: string } {
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--remote') flags.set('remote', true);
    else if (a === '--note' || a === '--persist-to' || a === '--env') {
      const value = args[++i];
      if (value === undefined) return { error: `${a} needs a value` };
      flags.set(a.slice(2), value);
    } else if (a.startsWith('--')) return { error: `unknown option ${a}` };
    else positional.push(a);
  }
  const persistTo = typeof flags.get('persist-to') === 'string' ? (flags.get('persist-to') as string) : undefined;
  const env = flags.get('env') ?? (flags.has('remote') ? 'production' : undefined);
  if (env !== undefined && !flags.has('remote')) return { error: '--env chooses a deployed environment: add --remote' };
  if (flags.has('remote') && persistTo) return { error: '--persist-to is for local state, --remote for a deployed one' };
  if (env !== undefined && !isEnvironment(env)) return { error: `--env must be one of ${ENVIRONMENTS.join(', ')}` };
  const target: Target = env !== undefined ? { remote: env } : { persistTo };
  const [command, value, category] = positional;
  if (command === 'list' && positional.length === 1) {
    return { target, statement: { sql: 'SELECT kind, value, category, note, created_at FROM link_rules ORDER BY category, value', params: [] } };
  }
  if ((command === 'add' && positional.length === 3) || (command === 'remove' && positional.length === 2)) {
    const rule = parseRuleValue(value);
    if ('error' in rule) return { error: rule.error };
    if (command === 'remove') return { target, statement: { sql: 'DELETE FROM link_rules WHERE kind = ? AND value = ?', params: [rule.kind, rule.value] } };
    if (!isLinkCategory(category)) return { error: `category must be one of ${LINK_CATEGORIES.join(', ')}` };
    const note = typeof flags.get('note') === 'string' ? (flags.get('note') as string).slice(0, 200) : '';
    return {
      target,
      statement: {
        sql: `INSERT INTO link_rules (kind, value, category, note, created_at) VALUES (?, ?, ?, ?, ?)
              ON CONFLICT (kind, value) DO UPDATE SET category = excluded.category, note = excluded.note`,
        params: [rule.kind, rule.value, category, note, Date.now()],
      },
    };
  }
  return { error: 'unknown command' };
}

/** Runs the statement and prints its outcome: the rules as a table, or how many changed. */
async function execute(sql: Sql, statement: Statement): Promise<void> {
  if (statement.sql.startsWith('SELECT')) {
    const rows = await sql.all(statement.sql, statement.params);
    if (rows.length) console.table(rows);
    else console.log('no link rules');
  } else {
    const changes = await sql.run(statement.sql, statement.params);
    console.log(`${changes} rule${changes === 1 ? '' : 's'} changed`);
  }
}

/** The message for a failure the operator can act on. */
function explain(error: unknown): string {
  if (error instanceof WranglerError) return error.message;
  if (String(error).includes('no such table: link_rules')) return 'The local database has no schema yet: run `npm run db:migrate` (or `npm start`) first.';
  return String(error);
}

async function main(): Promise<number> {
  const planned = plan(process.argv.slice(2));
  if ('error' in planned) {
    console.error(`${planned.error}\n${USAGE}`);
    return 2;
  }
  const { statement, target } = planned;
  try {
    if ('remote' in target) {
      await execute(remoteSql(target.remote), statement);
      return 0;
    }
    const local = await openLocalState<{ DB: Parameters<typeof localSql>[0] }>(['DB'], target.persistTo);
    try {
      await execute(localSql(local.env.DB), statement);
    } finally {
      await local.dispose();
    }
    return 0;
  } catch (error) {
    console.error(explain(error));
    return 1;
  }
}

process.exitCode = await main();
