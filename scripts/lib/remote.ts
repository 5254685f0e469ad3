// The deployed KV namespace and D1 database of an environment, reached through wrangler with the
// operator's login, shaped like the local bindings so the operator scripts treat both alike.
// Each call is one quiet wrangler command: its warnings are shown only if it fails.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KvLike } from '../../worker/experiences/definitions.ts';
import { type Environment, WranglerError, type WranglerRun, wranglerQuiet } from './wrangler.ts';

/** SQL with positional parameters, answered as rows, against the local or a deployed database. */
export interface Sql {
  all<Row = Record<string, unknown>>(sql: string, params?: SqlValue[]): Promise<Row[]>;
  /** Runs a change; answers how many rows it changed. */
  run(sql: string, params?: SqlValue[]): Promise<number>;
}

type SqlValue = string | number;

/** The part of a local D1 binding `localSql` uses. */
interface LocalD1 {
  prepare(sql: string): {
    bind(...values: unknown[]): { all<Row>(): Promise<{ results: Row[] }>; run(): Promise<{ meta: { changes: number } }> };
  };
}

/** A local D1 binding (openLocalState) as Sql. */
export function localSql(db: LocalD1): Sql {
  return {
    all: async <Row>(sql: string, params: SqlValue[] = []) =>
      (
        await db
          .prepare(sql)
          .bind(...params)
          .all<Row>()
      ).results,
    run: async (sql, params = []) =>
      (
        await db
          .prepare(sql)
          .bind(...params)
          .run()
      ).meta.changes,
  };
}

/** A value as a SQL literal: `wrangler d1 execute --command` takes no bound parameters. */
export function sqlLiteral(value: SqlValue): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a SQL number: ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

/** `?` placeholders filled with literals, in order. */
export function inlineParams(sql: string, params: SqlValue[]): string {
  let i = 0;
  const filled = sql.replace(/\?/g, () => {
    if (i >= params.length) throw new Error(`too few parameters for: ${sql}`);
    return sqlLiteral(params[i++]);
  });
  if (i !== params.length) throw new Error(`too many parameters for: ${sql}`);
  return filled;
}

/** The D1 database (binding DB) of a deployed environment as Sql. */
export function remoteSql(env: Environment, run: WranglerRun = wranglerQuiet): Sql {
  const execute = async <Row>(sql: string, params: SqlValue[]) => {
    const out = await run(['d1', 'execute', 'DB', '--remote', '--env', env, '--json', '--yes', '--command', inlineParams(sql, params)]);
    return JSON.parse(out) as Array<{ results: Row[]; meta?: { changes?: number } }>;
  };
  return {
    all: async <Row>(sql: string, params: SqlValue[] = []) => (await execute<Row>(sql, params)).flatMap((r) => r.results),
    run: async (sql, params = []) => (await execute(sql, params)).reduce((sum, r) => sum + (r.meta?.changes ?? 0), 0),
  };
}

/** wrangler answers a missing key with an API error (code 10009), not an empty value. */
const KEY_NOT_FOUND = /10009|key not found/i;

/** The EXPERIENCES namespace of a deployed environment as a KvLike. */
export function remoteKv(env: Environment, run: WranglerRun = wranglerQuiet): KvLike {
  const kv = (...args: string[]) => run(['kv', 'key', ...args, '--binding', 'EXPERIENCES', '--remote', '--env', env]);
  return {
    async get(key) {
      try {
        // `--text` prints the value and a newline of its own.
        return (await kv('get', key, '--text')).replace(/\n$/, '');
      } catch (error) {
        if (error instanceof WranglerError && KEY_NOT_FOUND.test(error.output)) return null;
        throw error;
      }
    },
    async put(key, value) {
      // From a file: a definition set can be longer than a command line may be.
      const dir = mkdtempSync(join(tmpdir(), 'pinboard-kv-'));
      try {
        const file = join(dir, 'value');
        writeFileSync(file, value);
        await kv('put', key, '--path', file);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    async delete(key) {
      await kv('delete', key);
    },
    async list({ prefix }) {
      return { keys: JSON.parse(await kv('list', '--prefix', prefix)) as Array<{ name: string }> };
    },
  };
}
