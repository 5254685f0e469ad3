// The seed's D1 writes go straight into the local D1 database's SQLite file with node:sqlite, in one transaction:
// the same statements loadDataset() would send through the D1 binding (scripts/demo/sql.ts), without wrangler's
// proxy in between (a busy machine made its socket drop mid-seed), and all or nothing: a seed that fails leaves
// the database as it was, so the next run simply loads again. Local state only; the database's triggers run as usual.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { D1Like } from './sql.ts';

interface Pending {
  sql: string;
  values: SQLInputValue[];
}

/** The local D1 database as the seed uses it: D1Like batches inside one open transaction, and reads. */
export interface LocalDatabase extends D1Like<Pending> {
  /** The first row of a query (inside the transaction), or undefined. */
  first<T>(sql: string, ...values: SQLInputValue[]): T | undefined;
  /** Commits everything written since it was opened, and closes. */
  commit(): void;
  /** Drops everything written since it was opened, and closes. */
  rollback(): void;
}

/** The SQLite file of the local D1 database under a wrangler state directory (…/v3); migrations make it. */
export function localD1File(v3: string): string {
  const dir = join(v3, 'd1', 'miniflare-D1DatabaseObject');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  } catch {
    // no database yet: said below
  }
  if (files.length !== 1) {
    throw new Error(`expected one local D1 database in ${dir}, found ${files.length}: run first  npx wrangler d1 migrations apply DB --local`);
  }
  return join(dir, files[0]);
}

/** Reads the file (no transaction held): answers the first row of a query, or undefined. */
export function readLocal(file: string): <T>(sql: string) => T | undefined {
  return <T>(sql: string) => {
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      db.exec('PRAGMA busy_timeout = 30000');
      return db.prepare(sql).get() as T | undefined;
    } finally {
      db.close();
    }
  };
}

/**
 * Opens the file and its write transaction at once (waiting up to 30 s while another process writes, such as a
 * running site): nothing written through it is seen by anyone until `commit()`.
 */
export function sqliteDirect(file: string): LocalDatabase {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA busy_timeout = 30000; PRAGMA foreign_keys = ON; BEGIN IMMEDIATE');
  const cache = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  const prepared = (sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  };
  let open = true;
  const end = (sql: string) => {
    if (!open) return;
    open = false;
    try {
      db.exec(sql);
    } finally {
      db.close();
    }
  };
  return {
    prepare: (sql) => ({ bind: (...values) => ({ sql, values: values as SQLInputValue[] }) }),
    batch: async (statements) => {
      for (const s of statements) prepared(s.sql).run(...s.values);
      return [];
    },
    first: <T>(sql: string, ...values: SQLInputValue[]) => prepared(sql).get(...values) as T | undefined,
    commit: () => end('COMMIT'),
    rollback: () => end('ROLLBACK'),
  };
}
