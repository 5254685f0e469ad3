// Events through POST /v3/events/ into the counter Durable Objects, with the exact-totals check
// (`npm run bench` and `npm run bench:events`). Sent as real traffic is: many distinct viewers
// (each its own client address), each seeing many pins a few times and sending what it saw in
// batches of events/viewers, some batches retried; then the D1 totals after the counters' roll-up must equal, pin by
// pin, the sum over viewers of what each may count (EVENTS_PER_VIEWER_PIN_DAY per pin and day).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENTS_PER_VIEWER_PIN_DAY } from '../../shared/constants.ts';
import { dayOf } from '../../shared/events/shards.ts';
import { bin, ROOT } from '../lib/local.ts';

/** The pins the events name: their own id range, so they never collide with the demo data. */
const PINS = 2000;
const FIRST_PIN = 880_000_000;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export interface EventsResult {
  events: number;
  batches: number;
  retried: number;
  viewers: number;
  seconds: number;
  perSecond: number;
  refused: number;
  counted: number;
  expected: number;
  exact: boolean;
  mismatchedPins: number;
}

/** A small deterministic generator so every run sends the same events. */
function rng(seed: number) {
  return () => (seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
}

function d1(persistTo: string, args: string[]): string {
  const out = spawnSync(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
  if (out.status !== 0) throw new Error(`wrangler d1 execute failed: ${out.stderr}`);
  return out.stdout;
}

/** Puts the events' pins into the state's D1 (events count only for pins that exist), once. */
export function seedEventPins(persistTo: string): void {
  const sql = `INSERT OR IGNORE INTO users (id, username, email, full_name, created_at) VALUES (${FIRST_PIN}, 'bench_pinner', 'bench@example.com', 'Bench', 0);
INSERT OR IGNORE INTO images (signature, ext, width, height, dominant_color) VALUES ('bench0000000000000000000000000000', 'jpg', 236, 300, '#cccccc');
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${PINS - 1})
INSERT OR IGNORE INTO pins (id, pinner_id, kind, title, image_signature, created_at) SELECT ${FIRST_PIN} + i, ${FIRST_PIN}, 'image', 'Bench pin', 'bench0000000000000000000000000000', 0 FROM n;`;
  mkdirSync(persistTo, { recursive: true });
  const file = join(persistTo, 'bench-event-pins.sql');
  writeFileSync(file, sql);
  d1(persistTo, ['--file', file]);
}

function d1Totals(persistTo: string): Map<number, number> {
  const out = d1(persistTo, ['--json', '--command', `SELECT pin_id, SUM(count) AS n FROM pin_event_totals WHERE pin_id >= ${FIRST_PIN} GROUP BY pin_id`]);
  const rows = (JSON.parse(out) as Array<{ results: Array<{ pin_id: number; n: number }> }>)[0].results;
  return new Map(rows.map((r) => [r.pin_id, r.n]));
}

/**
 * Sends `events` events from `viewers` distinct viewers over `connections` concurrent
 * connections to `base`, whose state is `persistTo` (seeded with seedEventPins, no earlier events).
 */
export async function benchEvents(o: { base: string; persistTo: string; events: number; viewers: number; connections: number }): Promise<EventsResult> {
  const random = rng(8);
  const now = Date.now();
  const perViewer = new Map<string, number>();
  const batches: Array<{ viewer: number; body: string }> = [];
  // Each viewer scrolls a feed and sends what it saw in one batch: impressions of many pins (skewed:
  // a few pins are hot), each seen a few times.
  const perBatch = Math.max(1, Math.ceil(o.events / o.viewers));
  for (let viewer = 0, sent = 0; sent < o.events; viewer = (viewer + 1) % o.viewers) {
    const events: Array<{ event_type: number; object_id_str: string; time: number; slot_index: number }> = [];
    while (events.length < Math.min(perBatch, o.events - sent)) {
      const pin = FIRST_PIN + Math.floor(random() ** 2 * PINS);
      const times = 1 + Math.floor(random() * 4);
      for (let t = 0; t < times && events.length < Math.min(perBatch, o.events - sent); t++) {
        const time = now - Math.floor(random() * 20 * 3_600_000); // within the last 20 hours (the server takes a day)
        const key = `${viewer}|${pin}|${dayOf(time)}`;
        perViewer.set(key, (perViewer.get(key) ?? 0) + 1);
        events.push({ event_type: 18, object_id_str: String(pin), time, slot_index: events.length % 25 });
      }
    }
    sent += events.length;
    batches.push({ viewer, body: JSON.stringify({ batch_id: `bench-${now}-${batches.length}`, events }) });
  }
  const expected = new Map<number, number>();
  for (const [key, n] of perViewer) {
    const pin = Number(key.split('|')[1]);
    expected.set(pin, (expected.get(pin) ?? 0) + Math.min(n, EVENTS_PER_VIEWER_PIN_DAY));
  }
  // Every tenth batch is sent twice, as a client retrying after a lost answer would.
  const queue = batches.flatMap((b, i) => (i % 10 === 0 ? [b, b] : [b]));
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: o.connections }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const response = await fetch(`${o.base}/v3/events/`, {
          method: 'POST',
          body: next.body,
          headers: {
            origin: o.base,
            'content-type': 'application/json',
            'user-agent': UA,
            'cf-connecting-ip': `10.${(next.viewer >> 16) & 255}.${(next.viewer >> 8) & 255}.${next.viewer & 255}`,
          },
        });
        await response.arrayBuffer();
        if (response.status !== 202) refused++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  let mismatched = expected.size;
  const deadline = Date.now() + 90_000;
  let totals = new Map<number, number>();
  while (mismatched > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 2000));
    totals = d1Totals(o.persistTo);
    mismatched = [...expected].filter(([pin, n]) => totals.get(pin) !== n).length + [...totals.keys()].filter((p) => !expected.has(p)).length;
  }
  return {
    events: o.events,
    batches: batches.length,
    retried: Math.ceil(batches.length / 10),
    viewers: Math.min(o.viewers, batches.length),
    seconds,
    perSecond: o.events / seconds,
    refused,
    counted: [...totals.values()].reduce((a, b) => a + b, 0),
    expected: [...expected.values()].reduce((a, b) => a + b, 0),
    exact: mismatched === 0,
    mismatchedPins: mismatched,
  };
}
