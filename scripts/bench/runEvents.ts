// `npm run bench:events`: only the events part of `npm run bench` (scripts/bench/events.ts), on
// its own port and state: BENCH_EVENTS events (100,000) from BENCH_VIEWERS distinct viewers (2,000)
// over BENCH_CONNECTIONS connections (20), then the exact-totals check. Exits 1 unless exact.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildClient, ensureDevVars, migrateLocal, ROOT } from '../lib/local.ts';
import { benchEvents, seedEventPins } from './events.ts';
import { startServer } from './server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8855);
const STATE = join(ROOT, '.wrangler', 'bench-events-state');

ensureDevVars();
await buildClient();
rmSync(STATE, { recursive: true, force: true });
await migrateLocal(STATE);
seedEventPins(STATE);
const server = await startServer(PORT, STATE);
try {
  const r = await benchEvents({
    base: server.base,
    persistTo: STATE,
    events: Number(process.env.BENCH_EVENTS ?? 100_000),
    viewers: Number(process.env.BENCH_VIEWERS ?? 200),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  });
  console.log(
    `${r.events} events in ${r.batches} batches (+${r.retried} retried) from ${r.viewers} viewers: ${r.seconds.toFixed(2)} s, ${Math.round(r.perSecond)} events/s; ${r.refused} refused`,
  );
  console.log(
    `totals after roll-up: ${r.counted} counted, ${r.expected} within the per-viewer caps; ${r.exact ? 'every pin matches exactly' : `${r.mismatchedPins} pins do not match`}`,
  );
  process.exitCode = r.exact && r.refused === 0 ? 0 : 1;
} finally {
  server.stop();
}
