// `npm run bench:route -- <path> [visitor|bot] [rounds]`: one route's throughput and runtime CPU a
// request, fast enough to compare a change with the tree before it (docs/performance.md#comparing-a-change).
// Serves the production build on the benchmark's 2,400-pin state (seeded on first use, scripts/bench/benchState.ts;
// `npm run build` after a client change), warms the route for 2 s, then loads it from 10 connections
// in `rounds` rounds of 5 s (3 unless said) and prints each round's req/s and the runtime's CPU
// milliseconds a request (the workerd thread with the worker, D1, KV and Durable Objects). On this
// 2-core sandbox, idle, the rounds of one run agree within about 0.15 ms but two runs of one tree can differ by
// 0.4 ms: run the two trees in turn, twice or more. Anything else running moves them more.
import { clientBuilt, prepareState, SMALL_PINS } from './benchState.ts';
import { load } from './load.ts';
import { startServer, threadCpu, wranglerRoles } from './server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8870);
const PERSON_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** The returning visitor's anonymous id, as `npm run bench` and the peers' comparison send it. */
const VISITOR_COOKIE = 'pb_anon=bench-person-0123456789abcdef';

const [path = '/', who = 'visitor', rounds = '3'] = process.argv.slice(2);
if (!path.startsWith('/') || !['visitor', 'bot'].includes(who) || !(Number(rounds) >= 1)) {
  console.error('usage: npm run bench:route -- <path> [visitor|bot] [rounds]');
  process.exit(2);
}
// A navigation, as a browser and \`npm run bench\` send it: a request asking for HTML reads what only a page needs
// (a returning visitor's experience states) with the loader's batch (worker/pages/pageRequest.ts).
const accept = 'text/html,application/xhtml+xml';
const headers: Record<string, string> = who === 'bot' ? { 'user-agent': BOT_UA, accept } : { 'user-agent': PERSON_UA, accept, cookie: VISITOR_COOKIE };
const runtimeCpu = (pids: number[]) => [...threadCpu(pids).values()].reduce((a, b) => a + b, 0);

await clientBuilt();
const server = await startServer(PORT, await prepareState(SMALL_PINS));
try {
  const target = { url: `${server.base}${path}`, headers };
  await load(target, { seconds: 2, connections: 10 });
  const cpu: number[] = [];
  for (let round = 0; round < Number(rounds); round++) {
    const { runtime, proxy, tooling } = wranglerRoles(server.process.pid ?? 0, PORT);
    const before = [runtime, proxy, tooling].map(runtimeCpu);
    const result = await load(target, { seconds: 5, connections: 10 });
    const [own, proxied, wrangler] = [runtime, proxy, tooling].map((pids, i) => (runtimeCpu(pids) - before[i]) / result.requests);
    cpu.push(own);
    const errors = result.errors ? `, ${result.errors} errors` : '';
    console.log(
      `${path} (${who}) round ${round + 1}: ${result.perSecond.toFixed(0)} req/s, ${own.toFixed(2)} ms runtime CPU/req (dev proxy ${proxied.toFixed(2)}, wrangler ${wrangler.toFixed(2)})${errors}`,
    );
  }
  console.log(`mean: ${(cpu.reduce((a, b) => a + b, 0) / cpu.length).toFixed(2)} ms runtime CPU/req`);
} finally {
  server.stop();
}
