// `npm run bench:profile -- <path> [person|visitor|bot] [seconds]`: where the worker's CPU goes on one
// route. Serves the production build on the benchmark's 2,400-pin state (seeded on first use,
// scripts/bench/benchState.ts), signs in the demo member for `person` (a `visitor` is signed out, with the anonymous
// id cookie, as the peers' comparison asks), requests the path one at a time while V8's
// sampling profiler runs in the worker (the Chrome DevTools protocol through wrangler's inspector
// port; it answers only a client that sends an allowed Origin header), then prints the functions
// with the most time per request, inclusive and self, and writes the whole profile to
// .wrangler/bench/<name>.cpuprofile (open it in Chrome DevTools). The build is not minified here,
// so functions keep their names. Time spent in D1 and the Durable Objects runs on the same thread
// and shows up under the worker's D1 calls (toJson, _send) and `exec`.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, d1Execute, ROOT } from '../lib/local.ts';
import { benchEnv } from '../lib/production.ts';
import { clientBuilt, prepareState, SMALL_PINS } from './benchState.ts';
import { devtoolsOn } from './devtools.ts';
import { stopGroup } from './server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8866);
const PERSON_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface CallFrame {
  functionName: string;
  scriptId: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const d1Rows = d1Execute;
/** The anonymous id a returning visitor carries (the one `npm run bench` sends). */
const VISITOR_COOKIE = 'pb_anon=bench-person-0123456789abcdef';

/** The signed-in demo member's cookie (a session row, as a sign-in makes). */
function personCookie(state: string): string {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const [member] = d1Rows<{ id: number }>(state, "SELECT id FROM users WHERE email = 'demo@example.com'");
  d1Rows(state, `INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES ('${hash}', ${member.id}, ${Date.now()}, ${Date.now() + 3_600_000})`);
  return `__Host-pb_session=${token}; ${VISITOR_COOKIE}`;
}

/** Milliseconds per request by function, inclusive (once per stack) and self. */
function summarise(profile: Profile, requests: number): { inclusive: Array<[string, number]>; self: Array<[string, number]> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (f: CallFrame) => `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber}`;
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  // The first sample after the worker was idle (between two requests) carries the whole gap in its
  // time delta, so whatever runs first in a request looked costly (docs/performance.md: the first read of
  // `request.cf` seemed to be 7 % of a page; it is 0.3 % of the samples, each carrying a 8-16 ms gap). A sample counts at most
  // three typical intervals.
  const sorted = [...profile.timeDeltas].sort((a, b) => a - b);
  const cap = 3 * (sorted[sorted.length >> 1] ?? 0);
  profile.samples.forEach((sample, i) => {
    const us = Math.min(profile.timeDeltas[i] ?? 0, cap);
    const leaf = byId.get(sample);
    if (!leaf) return;
    self.set(name(leaf.callFrame), (self.get(name(leaf.callFrame)) ?? 0) + us);
    const seen = new Set<string>();
    for (let n: number | undefined = sample; n !== undefined; n = parent.get(n)) {
      const key = name(byId.get(n)!.callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  });
  const perRequest = (m: Map<string, number>) =>
    [...m]
      .filter(([k]) => !k.startsWith('(root)') && !k.startsWith('(idle)'))
      .map(([k, us]): [string, number] => [k, us / 1000 / requests])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 40);
  return { inclusive: perRequest(inclusive), self: perRequest(self) };
}

async function main(): Promise<void> {
  const [path = '/', who = 'person', secondsArg = '5'] = process.argv.slice(2);
  await clientBuilt();
  const state = await prepareState(SMALL_PINS);
  const headers: Record<string, string> = { 'user-agent': who === 'bot' ? BOT_UA : PERSON_UA, accept: 'text/html,application/json' };
  if (who === 'person') headers.cookie = personCookie(state);
  if (who === 'visitor') headers.cookie = VISITOR_COOKIE;
  const child = spawn(
    bin('wrangler'),
    ['dev', '--port', String(PORT), '--persist-to', state, '--inspector-port', String(PORT + 1), '--show-interactive-dev-session=false'],
    { cwd: ROOT, stdio: 'ignore', detached: true, env: benchEnv() },
  );
  const base = `http://localhost:${PORT}`;
  try {
    for (let tries = 0; ; tries++) {
      if (tries > 240) throw new Error(`${base} did not answer`);
      if (
        await fetch(`${base}/robots.txt`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 500));
    }
    for (let i = 0; i < 30; i++) await (await fetch(`${base}${path}`, { headers })).arrayBuffer(); // warm the JIT and caches
    const cdp = await devtoolsOn(PORT + 1);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    let requests = 0;
    const started = performance.now();
    while (performance.now() - started < Number(secondsArg) * 1000) {
      await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
      requests++;
    }
    const { profile } = await cdp.send<{ profile: Profile }>('Profiler.stop');
    // The worker's bundle as workerd runs it, so that `index.js:<line>` below can be read.
    const script = profile.nodes.find((n) => n.callFrame.url.endsWith('index.js'))?.callFrame.scriptId;
    await cdp.send('Debugger.enable');
    const source = script ? await cdp.send<{ scriptSource?: string }>('Debugger.getScriptSource', { scriptId: script }) : {};
    cdp.close();
    const out = join(ROOT, '.wrangler', 'bench', `${who}${path.replace(/[^a-z0-9]+/gi, '_')}.cpuprofile`);
    mkdirSync(join(ROOT, '.wrangler', 'bench'), { recursive: true });
    writeFileSync(out, JSON.stringify(profile));
    if (source.scriptSource) writeFileSync(join(ROOT, '.wrangler', 'bench', 'index.js'), source.scriptSource);
    const { inclusive, self } = summarise(profile, requests);
    console.log(`${requests} requests of ${path} as a ${who}; profile in ${out} (index.js: .wrangler/bench/index.js, lines from 0)\n\ninclusive ms/request:`);
    for (const [k, ms] of inclusive) console.log(`${ms.toFixed(3).padStart(8)}  ${k}`);
    console.log('\nself ms/request:');
    for (const [k, ms] of self) console.log(`${ms.toFixed(3).padStart(8)}  ${k}`);
  } finally {
    stopGroup(child);
  }
}

await main();
