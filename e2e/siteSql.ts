// SQL from an e2e test to the D1 of the site it runs against, sent through the site itself: wrangler's
// local explorer API (/cdn-cgi/local/explorer/api/d1/…/raw) runs it in the same D1 object as the site's
// own queries, one after another. Writing straight into the SQLite file workerd serves made the site's
// D1 fail ("Failed to get session commit token": 283 of 400 page requests beside a writer loop).
// Synchronous, as the tests call it: a worker thread makes the request while this thread waits on it.
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';

/** The binding name wrangler's local explorer knows the database by (wrangler.toml's d1_databases). */
const DATABASE = 'DB';
const TIMEOUT_MS = 30_000;

/** The thread that sends each request and posts its answer (status and body text) back. */
const SENDER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', async ({ url, method, body, port, signal }) => {
  let answer;
  try {
    const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body });
    answer = { status: response.status, text: await response.text() };
  } catch (error) {
    answer = { status: 0, text: String(error) };
  }
  port.postMessage(answer);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
`;

let sender: Worker | null = null;

/** Sends `body` to `url` with `method` and waits for the answer, blocking this thread. */
function sendSync(url: string, body: string, method = 'POST'): { status: number; text: string } {
  if (!sender) {
    sender = new Worker(SENDER, { eval: true });
    sender.unref();
  }
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  sender.postMessage({ url, method, body, port: port2, signal }, [port2]);
  const waited = Atomics.wait(signal, 0, 0, TIMEOUT_MS);
  const message = receiveMessageOnPort(port1);
  port1.close();
  if (waited === 'timed-out' || !message) throw new Error(`no answer from ${url} in ${TIMEOUT_MS} ms`);
  return message.message as { status: number; text: string };
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

/** A statement that changes rows (a SELECT, or a WITH ... SELECT, reads only). */
const WRITES = /^\s*(WITH\b[\s\S]*?\)\s*)?(INSERT|UPDATE|DELETE|REPLACE)\b/i;

/**
 * A test's write went around the product, so no purge saw it: move the public-view generation
 * (worker/seo/botPageGeneration.ts) as the product's own writes do, through the explorer's KV API, so neither
 * a cached bot page nor an edge snapshot (worker/lib/edgeSnapshot.ts) taken before it is served again.
 */
function movePublicViewGeneration(siteUrl: string) {
  const url = `${siteUrl}/cdn-cgi/local/explorer/api/storage/kv/namespaces/BOT_PAGES/values/bot-pages:generation`;
  const { status, text } = sendSync(url, `${Date.now()}-e2e-${Math.random().toString(36).slice(2, 10)}`, 'PUT');
  if (status !== 200) throw new Error(`moving the public-view generation failed (${status}): ${text.slice(0, 300)}`);
}

interface RawResult {
  results: { columns: string[]; rows: unknown[][] };
}

/** Runs `command` (one statement or several, in one transaction) on the site's D1 and returns the first statement's rows. */
export function siteSql<T>(siteUrl: string, command: string): T[] {
  const batch = statementsOf(command).map((sql) => ({ sql }));
  const url = `${siteUrl}/cdn-cgi/local/explorer/api/d1/database/${DATABASE}/raw`;
  const { status, text } = sendSync(url, JSON.stringify({ batch }));
  const answer = (() => {
    try {
      return JSON.parse(text) as { success: boolean; errors?: Array<{ message: string }>; result?: RawResult[] };
    } catch {
      return null;
    }
  })();
  if (status !== 200 || !answer?.success || !answer.result) {
    throw new Error(`SQL failed (${status}): ${answer?.errors?.map((e) => e.message).join('; ') ?? text.slice(0, 300)}\n${command}`);
  }
  if (batch.some(({ sql }) => WRITES.test(sql))) movePublicViewGeneration(siteUrl);
  const first = answer.result[0]?.results;
  if (!first) return [];
  return first.rows.map((row) => Object.fromEntries(first.columns.map((column, i) => [column, row[i]])) as T);
}
