// `npm run bench:events`: sends at least 100,000 events from concurrent clients to the local
// worker (wrangler dev on its own port and state directory, seeded with the pins the events name),
// every tenth batch sent twice as a retry, then waits for the counter objects' roll-up and checks
// the D1 totals match exactly: each client is its own viewer (its own address), so a pin's total
// is the sum over clients of what each may count (EVENTS_PER_VIEWER_PIN_DAY per pin and day).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENTS_PER_VIEWER_PIN_DAY } from '../shared/constants.ts';
import { dayOf } from '../shared/events/shards.ts';
import { bin, buildClient, ensureDevVars, migrateLocal, ROOT } from './lib/local.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8855);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 40);
const BATCH = 500;
const PINS = 2000;
const FIRST_PIN = 880_000_000;
const STATE = join(ROOT, '.wrangler', 'bench-events-state');
const BASE = `http://localhost:${PORT}`;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** A small deterministic generator so every run sends the same events. */
function rng(seed: number) {
  return () => (seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
}

async function waitUntilServing(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/`, { headers: { 'user-agent': UA } })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${BASE} did not answer in time`);
}

/** Puts the bench's pins into its D1 (events count only for pins that exist): one pinner, one image, PINS pins without a board. */
function seedPins(): void {
  const sql = `INSERT INTO users (id, username, email, full_name, created_at) VALUES (${FIRST_PIN}, 'bench_pinner', 'bench@example.com', 'Bench', 0);
INSERT INTO images (signature, ext, width, height, dominant_color) VALUES ('bench0000000000000000000000000000', 'jpg', 236, 300, '#cccccc');
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${PINS - 1})
INSERT INTO pins (id, pinner_id, kind, title, image_signature, created_at) SELECT ${FIRST_PIN} + i, ${FIRST_PIN}, 'image', 'Bench pin', 'bench0000000000000000000000000000', 0 FROM n;`;
  const file = join(STATE, 'bench-seed.sql');
  mkdirSync(STATE, { recursive: true });
  writeFileSync(file, sql);
  const out = spawnSync(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', STATE, '--file', file], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
  if (out.status !== 0) throw new Error(`seeding the bench pins failed: ${out.stderr}`);
}

function d1Totals(): Map<number, number> {
  const out = spawnSync(
    bin('wrangler'),
    [
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      STATE,
      '--json',
      '--command',
      `SELECT pin_id, SUM(count) AS n FROM pin_event_totals WHERE pin_id >= ${FIRST_PIN} GROUP BY pin_id`,
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  if (out.status !== 0) throw new Error(`wrangler d1 execute failed: ${out.stderr}`);
  const rows = (JSON.parse(out.stdout) as Array<{ results: Array<{ pin_id: number; n: number }> }>)[0].results;
  return new Map(rows.map((r) => [r.pin_id, r.n]));
}

ensureDevVars();
if (!existsSync(join(ROOT, 'dist', 'client'))) await buildClient();
rmSync(STATE, { recursive: true, force: true });
await migrateLocal(STATE);
seedPins();
const server = spawn(bin('wrangler'), ['dev', '--port', String(PORT), '--persist-to', STATE, '--show-interactive-dev-session=false'], {
  cwd: ROOT,
  stdio: 'ignore',
  detached: true,
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
});
const stop = () => server.pid && process.kill(-server.pid, 'SIGTERM');

try {
  await waitUntilServing(Date.now() + 90_000);
  const random = rng(8);
  const now = Date.now();
  // Each client (its own address) sends every CLIENTS-th batch; what it may count is capped per pin and day.
  const perViewer = new Map<string, number>();
  const batches: string[] = [];
  for (let b = 0; b * BATCH < EVENTS; b++) {
    const events = Array.from({ length: Math.min(BATCH, EVENTS - b * BATCH) }, () => {
      const pin = FIRST_PIN + Math.floor(random() ** 2 * PINS); // skewed: a few pins are hot
      const time = now - Math.floor(random() * 20 * 3_600_000); // within the last 20 hours (the server takes a day)
      const key = `${b % CLIENTS}|${pin}|${dayOf(time)}`;
      perViewer.set(key, (perViewer.get(key) ?? 0) + 1);
      return { event_type: 18, object_id_str: String(pin), time, slot_index: b % 25 };
    });
    batches.push(JSON.stringify({ batch_id: `bench-${now}-${b}`, events }));
  }
  const expected = new Map<number, number>();
  for (const [key, n] of perViewer) {
    const pin = Number(key.split('|')[1]);
    expected.set(pin, (expected.get(pin) ?? 0) + Math.min(n, EVENTS_PER_VIEWER_PIN_DAY));
  }
  const queues = Array.from({ length: CLIENTS }, (_, c) => batches.flatMap((body, i) => (i % CLIENTS !== c ? [] : i % 10 === 0 ? [body, body] : [body])));
  let sent = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    queues.map(async (queue, client) => {
      for (let body = queue.shift(); body; body = queue.shift()) {
        const response = await fetch(`${BASE}/v3/events/`, {
          method: 'POST',
          body,
          headers: { origin: BASE, 'content-type': 'application/json', 'user-agent': UA, 'cf-connecting-ip': `10.77.${client}.1` },
        });
        await response.arrayBuffer();
        if (response.status === 202) sent++;
        else refused++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${EVENTS} events in ${batches.length} batches (+${Math.ceil(batches.length / 10)} retried) from ${CLIENTS} concurrent clients: `
      + `${seconds.toFixed(2)} s, ${Math.round(EVENTS / seconds)} events/s; ${sent} answered 202, ${refused} refused`,
  );

  let match = false;
  let mismatched = 0;
  const deadline = Date.now() + 60_000;
  while (!match && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 2000));
    const totals = d1Totals();
    mismatched = [...expected].filter(([pin, n]) => totals.get(pin) !== n).length + [...totals.keys()].filter((p) => !expected.has(p)).length;
    match = mismatched === 0;
  }
  const total = [...d1Totals().values()].reduce((a, b) => a + b, 0);
  console.log(
    `totals after roll-up: ${total} counted of ${EVENTS} events sent (${[...expected.values()].reduce((a, b) => a + b, 0)} within the per-viewer caps) over ${expected.size} pins; `
      + (match ? 'every pin matches exactly' : `${mismatched} pins do not match`),
  );
  stop();
  process.exit(match && refused === 0 ? 0 : 1);
} catch (error) {
  stop();
  throw error;
}
