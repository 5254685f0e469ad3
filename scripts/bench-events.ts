// `npm run bench:events`: sends at least 100,000 events from concurrent clients to the local
// worker (wrangler dev on its own port and state directory), every tenth batch sent twice as a
// retry, then waits for the counter objects' roll-up and checks the D1 totals match exactly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
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
  const expected = new Map<number, number>();
  const batches: string[] = [];
  for (let b = 0; b * BATCH < EVENTS; b++) {
    const events = Array.from({ length: Math.min(BATCH, EVENTS - b * BATCH) }, () => {
      const pin = FIRST_PIN + Math.floor(random() ** 2 * PINS); // skewed: a few pins are hot
      expected.set(pin, (expected.get(pin) ?? 0) + 1);
      return { event_type: 18, object_id_str: String(pin), time: now - Math.floor(random() * 2 * 86_400_000), slot_index: b % 25 };
    });
    batches.push(JSON.stringify({ batch_id: `bench-${now}-${b}`, events }));
  }
  const queue = batches.flatMap((body, i) => (i % 10 === 0 ? [body, body] : [body]));
  let sent = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let body = queue.pop(); body; body = queue.pop()) {
        const response = await fetch(`${BASE}/v3/events/`, {
          method: 'POST',
          body,
          headers: { origin: BASE, 'content-type': 'application/json', 'user-agent': UA },
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
    `totals after roll-up: ${total} of ${EVENTS} events over ${expected.size} pins; `
      + (match ? 'every pin matches exactly' : `${mismatched} pins do not match`),
  );
  stop();
  process.exit(match && refused === 0 ? 0 : 1);
} catch (error) {
  stop();
  throw error;
}
