// A big catalogue (`npm run seed -- --pins 240000`) loaded straight into the local D1 database's
// SQLite file with node:sqlite, in one transaction: the same statements loadDataset() sends through
// the D1 binding (scripts/demo/sql.ts), minutes faster than 48,000 batched round trips through
// wrangler's proxy. Local state only; the database's triggers (pin_annotations) run as usual.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { D1Like } from './sql.ts';

interface Pending {
  sql: string;
  values: SQLInputValue[];
}

/** The SQLite file of the local D1 database under a wrangler state directory (…/v3). */
export function localD1File(v3: string): string {
  const dir = join(v3, 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`expected one D1 database in ${dir}, found ${files.length}`);
  return join(dir, files[0]);
}

/** A D1Like over the file: each batch runs in the one open transaction; `close()` commits. */
export function sqliteDirect(file: string): D1Like<Pending> & { close(): void } {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA foreign_keys = ON; BEGIN');
  const cache = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  return {
    prepare: (sql) => ({ bind: (...values) => ({ sql, values: values as SQLInputValue[] }) }),
    batch: async (statements) => {
      for (const s of statements) {
        let prepared = cache.get(s.sql);
        if (!prepared) {
          prepared = db.prepare(s.sql);
          cache.set(s.sql, prepared);
        }
        prepared.run(...s.values);
      }
      return [];
    },
    close: () => {
      db.exec('COMMIT');
      db.close();
    },
  };
}
