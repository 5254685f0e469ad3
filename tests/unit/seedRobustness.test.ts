// The first run cannot fail by chance (docs/operations.md#demo-data-and-local-state): the seed's D1 writes are one transaction
// straight into the database file, and its R2/KV calls through wrangler's local proxy are retried when the proxy
// drops them, never when the call itself failed.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { readLocal, sqliteDirect } from '../../scripts/demo/sqliteDirect.ts';
import { isTransient, retryTransient } from '../../scripts/lib/transient.ts';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function scratchDatabase(): string {
  const dir = mkdtempSync(join(tmpdir(), 'seed-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'db.sqlite');
  const db = new DatabaseSync(file);
  db.exec('CREATE TABLE users (id INTEGER PRIMARY KEY, username TEXT NOT NULL)');
  db.close();
  return file;
}

const count = (file: string) => readLocal(file)<{ n: number }>('SELECT COUNT(*) AS n FROM users')?.n;

describe('the demo seed on a busy machine (docs/operations.md: Demo data and local state)', () => {
  it('writes its rows all or nothing: a seed that fails part-way leaves the database empty, and the next run loads', async () => {
    const file = scratchDatabase();
    const failed = sqliteDirect(file);
    await failed.batch([failed.prepare('INSERT INTO users (id, username) VALUES (?, ?)').bind(1, 'demo')]);
    // Nobody else sees a row before the commit.
    expect(count(file)).toBe(0);
    await expect(failed.batch([failed.prepare('INSERT INTO users (id, username) VALUES (?, ?)').bind(1, 'again')])).rejects.toThrow(/UNIQUE/);
    failed.rollback();
    expect(count(file)).toBe(0);

    const next = sqliteDirect(file);
    await next.batch([next.prepare('INSERT INTO users (id, username) VALUES (?, ?)').bind(1, 'demo')]);
    next.commit();
    expect(count(file)).toBe(1);
  });

  it('tries a call again when the local proxy closes the connection under it, and answers once it gets through', async () => {
    let connections = 0;
    const server: Server = createServer((socket) => {
      connections++;
      // The first two connections are dropped as a busy proxy drops them: "other side closed".
      if (connections <= 2) return void socket.destroy();
      socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => server.close());
    const { port } = server.address() as { port: number };

    const answer = await retryTransient('a put', () => fetch(`http://127.0.0.1:${port}/`).then((r) => r.text()), { waitMs: 10 });
    expect(answer).toBe('ok');
    expect(connections).toBe(3);
  });

  it('does not repeat a call that failed for its own reason, and names what failed after the last attempt', async () => {
    let calls = 0;
    await expect(
      retryTransient('storing a.png in R2', async () => {
        calls++;
        throw new Error('object too large');
      }),
    ).rejects.toThrow(/storing a\.png in R2 failed after 1 attempt/);
    expect(calls).toBe(1);

    let hung = 0;
    const hangs = () => {
      hung++;
      return new Promise(() => {});
    };
    await expect(retryTransient('a hung call', hangs, { attempts: 2, timeoutMs: 50, waitMs: 1 })).rejects.toThrow(/a hung call failed after 2 attempt/);
    expect(hung).toBe(2);
    expect(isTransient(new TypeError('fetch failed', { cause: new Error('other side closed') }))).toBe(true);
  });
});
