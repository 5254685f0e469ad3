// SQL straight into a local D1 database's SQLite file (node:sqlite), for tests that read or add rows
// while `wrangler dev` serves the same state: milliseconds, where `wrangler d1 execute --local` starts a
// whole runtime for each statement (3-18 s on a loaded 2-core machine). Both open the same file with
// SQLite's own locking, so a write waits for the server's (busy timeout) rather than failing.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const opened = new Map<string, DatabaseSync>();

/** The D1 database's file under a `--persist-to` directory (the project has one D1 binding). */
function databaseFile(persistTo: string): string {
  const dir = join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`expected one D1 database in ${dir}, found ${files.length}`);
  return join(dir, files[0]);
}

/** The statements of `command`, split at semicolons outside quotes. */
export function statementsOf(command: string): string[] {
  const statements: string[] = [];
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < command.length; i++) {
    const ch = command[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === ';') {
      statements.push(command.slice(start, i));
      start = i + 1;
    }
  }
  statements.push(command.slice(start));
  return statements.map((s) => s.trim()).filter(Boolean);
}

/** Runs `command` (one statement or several, in one transaction) and returns the first statement's rows. */
export function d1Query<T>(persistTo: string, command: string): T[] {
  let db = opened.get(persistTo);
  if (!db) {
    db = new DatabaseSync(databaseFile(persistTo), { timeout: 15_000 });
    opened.set(persistTo, db);
  }
  const statements = statementsOf(command);
  // Plain objects, as JSON gave them before (node:sqlite's rows have no prototype).
  const rowsOf = (statement: string) =>
    db
      .prepare(statement)
      .all()
      .map((row) => ({ ...row }) as T);
  if (statements.length === 1) return rowsOf(statements[0]);
  db.exec('BEGIN IMMEDIATE');
  try {
    const [first] = statements.map(rowsOf);
    db.exec('COMMIT');
    return first ?? [];
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
