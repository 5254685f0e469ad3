// `npm run bench`: the site measured as an operator would (docs/performance.md). Builds the client, then
// serves the worker in production mode (wrangler dev --minify, NODE_ENV=production) on its own
// port (BENCH_PORT, 8860) and state (.wrangler/bench-{pins}, seeded once and kept between runs;
// BENCH_FRESH=1 seeds again), and measures, in one run:
// - each page as a person and as a bot, the JSON feed and the bare route (/robots.txt through all
//   middleware): req/s, p50/p95/p99 with BENCH_CONNECTIONS (10) connections for BENCH_SECONDS (5)
//   each, the ratio to the bare route, workerd CPU per request, split into the worker's own work
//   and D1's (method in the README, "Performance");
// - home and closeup again at BENCH_LARGE_PINS pins (240,000; 0 skips);
// - client JS and CSS per page kind (gzip), the worker bundle (wrangler deploy --dry-run, gzip);
// - Lighthouse (mobile) on home and closeup; events/s through POST /v3/events/, exact totals;
// - signed-out home and closeup against two peers on the same data (scripts/bench/peers.ts).
// Prints a table and writes bench/results.json, bench/report.html and bench/peers.json.
// `npm run bench -- --quick`: only the peers' comparison, in short rounds (about 45 s of measuring).
// `npm run bench -- --distance`: only the near and far visitors' time to first byte and to the first screen's
// cards, project against peer A (scripts/bench/distance.ts).

import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { firstVisitSizes } from '../lib/bundleSize.ts';
import { buildClient, d1Execute, ensureDevVars, ROOT } from '../lib/local.ts';
import { buildWorkerBundle } from '../lib/workerBundle.ts';
import { prepareState, SMALL_PINS } from './benchState.ts';
import { type DistanceRow, type DistanceTarget, distanceArgs, distanceTable, farDistance, type Reach, timeTargets } from './distance.ts';
import { benchEvents } from './events.ts';
import { lighthouse } from './lighthouse.ts';
import { load } from './load.ts';
import { buildPeers, comparePeers, type PeerComparison, peerState, peersTable, type Subject, startPeerA, startPeers } from './peers.ts';
import { type BenchResults, type RouteRow, reportHtml, summaryText } from './report.ts';
import { type BenchServer, startServer, threadCpu, workerdRoles } from './server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 8860);
const LARGE_PINS = Number(process.env.BENCH_LARGE_PINS ?? 240_000);
/** BENCH_SKIP=events,lighthouse,bundle: leave parts out while iterating (the report says so). */
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
/** BENCH_ONLY=lighthouse: only Lighthouse on home and a closeup, printed with its diagnostics (nothing written). */
const ONLY = process.env.BENCH_ONLY;
const SERIAL_SAMPLE = 30;
/** `--quick`: the peers' comparison alone, in short rounds (2 s each unless BENCH_SECONDS says). */
const QUICK = process.argv.includes('--quick');
const PEER_ROUNDS = Number(process.env.BENCH_PEER_ROUNDS ?? 3);
/** `--distance`: near and far visitors only; BENCH_DISTANCE_REQUESTS per page and subject (30), 2 at a time. */
const DISTANCE = process.argv.includes('--distance');
const DISTANCE_REQUESTS = Number(process.env.BENCH_DISTANCE_REQUESTS ?? 30);
const PEER_SECONDS = QUICK ? Number(process.env.BENCH_SECONDS ?? 2) : SECONDS;
const PERSON_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SESSION_COOKIE = '__Host-pb_session';
const ANON_COOKIE_PAIR = 'pb_anon=bench-person-0123456789abcdef';

const sql = d1Execute;

interface Subjects {
  cookie: string;
  pin: number;
  profile: string;
  board: string;
}

/** A signed-in member (a session row, as a sign-in makes) and the pin, profile and board to request. */
function subjects(persistTo: string): Subjects {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const [member] = sql<{ id: number; username: string }>(persistTo, "SELECT id, username FROM users WHERE email = 'demo@example.com'");
  sql(persistTo, `INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES ('${hash}', ${member.id}, ${Date.now()}, ${Date.now() + 86_400_000})`);
  const [pin] = sql<{ id: number }>(
    persistTo,
    "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL AND p.is_promoted = 0 AND p.kind = 'image' ORDER BY p.id DESC LIMIT 1",
  );
  const [board] = sql<{ slug: string }>(
    persistTo,
    `SELECT slug FROM boards WHERE owner_id = ${member.id} AND privacy = 'public' ORDER BY pin_count DESC LIMIT 1`,
  );
  return { cookie: `${SESSION_COOKIE}=${token}`, pin: pin.id, profile: `/${member.username}/`, board: `/${member.username}/${board.slug}/` };
}

interface RouteSpec {
  name: string;
  path: string;
  person: boolean;
  signedIn?: boolean;
  warm?: boolean;
}

function routesFor(s: Subjects): RouteSpec[] {
  const feed = `/resource/HomefeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options: {} }))}`;
  return [
    { name: 'bare /robots.txt', path: '/robots.txt', person: true },
    { name: 'home, person', path: '/', person: true, signedIn: true },
    { name: 'home, bot', path: '/', person: false },
    { name: 'closeup, person', path: `/pin/${s.pin}/`, person: true, signedIn: true },
    { name: 'closeup, bot (cached)', path: `/pin/${s.pin}/`, person: false, warm: true },
    { name: 'profile, person', path: s.profile, person: true, signedIn: true },
    { name: 'profile, bot', path: s.profile, person: false },
    { name: 'board, person', path: s.board, person: true, signedIn: true },
    { name: 'board, bot', path: s.board, person: false },
    { name: 'search, person', path: '/search/pins/?q=kitchen', person: true, signedIn: true },
    { name: 'search, bot', path: '/search/pins/?q=kitchen', person: false },
    { name: 'JSON feed (HomefeedResource)', path: feed, person: true, signedIn: true },
  ];
}

/** The worker's D1 totals so far (GET /__bench/d1, served outside production). */
async function d1Totals(server: BenchServer): Promise<{ ms: number; statements: number; roundTrips: number }> {
  return (await fetch(`${server.base}/__bench/d1`)).json() as Promise<{ ms: number; statements: number; roundTrips: number }>;
}

const sumCpu = (before: Map<string, number>, after: Map<string, number>) => [...after].reduce((sum, [k, v]) => sum + v - (before.get(k) ?? 0), 0);

type Roles = ReturnType<typeof workerdRoles>;

/** CPU milliseconds used so far by the runtime and by the proxy. */
const cpuNow = (roles: Roles) => ({ runtime: threadCpu(roles.runtime), proxy: threadCpu(roles.proxy) });
const cpuSince = (before: ReturnType<typeof cpuNow>, roles: Roles) => {
  const after = cpuNow(roles);
  return { runtime: sumCpu(before.runtime, after.runtime), proxy: sumCpu(before.proxy, after.proxy) };
};

/** Measures one route: a load pass (throughput, latency, CPU) and a serial sample (worker vs D1). */
async function measure(server: BenchServer, r: RouteSpec, s: Subjects): Promise<Omit<RouteRow, 'ratio'>> {
  const headers: Record<string, string> = { 'user-agent': r.person ? PERSON_UA : BOT_UA, accept: 'text/html,application/json' };
  // A person carries the anonymous-id cookie their first visit set, and their session when signed in.
  if (r.person) headers.cookie = [ANON_COOKIE_PAIR, ...(r.signedIn ? [s.cookie] : [])].join('; ');
  const target = { url: `${server.base}${r.path}`, headers };
  const probe = await fetch(target.url, { headers, redirect: 'manual' });
  await probe.arrayBuffer();
  if (probe.status === 404) {
    return {
      name: r.name,
      path: r.path,
      perSecond: 0,
      p50: 0,
      p95: 0,
      p99: 0,
      cpuMs: 0,
      proxyMs: 0,
      workerMs: null,
      d1Ms: null,
      statements: null,
      errors: 0,
      // The path is named so that a subject the state lacks (a closeup id picked from another state) can be told from a page not built yet.
      note: `skipped: ${r.path} answered 404`,
    };
  }
  await load(target, { seconds: Math.min(1, SECONDS), connections: 2 }); // warm-up (and the bot cache when r.warm)
  // The workerd processes are found for each pass: wrangler restarts the runtime when a watched file
  // changes (a checkout or merge in the tree it serves), and a runtime gone during the pass reads no CPU
  // at all (a closeup once showed 0.0 ms). Such a pass is run again, once; a second one is reported unmeasured.
  let pass = await loadPass(server, target);
  if (!pass.measured) {
    console.log(`  ${r.name}: the runtime restarted during the load (its CPU could not be read); measuring again`);
    await load(target, { seconds: Math.min(1, SECONDS), connections: 2 });
    pass = await loadPass(server, target);
  }
  const { result, loaded, measured } = pass;

  // Serial sample, one request at a time, for D1's part of the runtime's CPU: D1 runs on the
  // runtime's thread, so its share is estimated from time, the worker's own total of time spent in
  // D1 calls (GET /__bench/d1, streamed parts included) over the requests' latency.
  const sample = async () => {
    const d1Before = await d1Totals(server);
    let latency = 0;
    for (let i = 0; i < SERIAL_SAMPLE; i++) {
      const t0 = performance.now();
      const response = await fetch(target.url, { headers, redirect: 'manual' });
      await response.arrayBuffer();
      latency += performance.now() - t0;
    }
    const d1After = await d1Totals(server);
    return {
      latency,
      ms: d1After.ms - d1Before.ms,
      statements: d1After.statements - d1Before.statements,
      roundTrips: d1After.roundTrips - d1Before.roundTrips,
    };
  };
  // The totals live in the isolate: when workerd starts a new one mid-sample they start again from 0,
  // which would read as negative D1 time; such a sample is taken again, and reported as no split if
  // it happens twice.
  let d1 = await sample();
  if (d1.ms < 0 || d1.statements < 0) d1 = await sample();
  const split = d1.ms >= 0 && d1.statements >= 0;
  const d1Share = split ? Math.min(1, d1.ms / Math.max(d1.latency, 1e-9)) : 0;
  return {
    name: r.name,
    path: r.path,
    perSecond: result.perSecond,
    p50: result.p50,
    p95: result.p95,
    p99: result.p99,
    cpuMs: measured ? loaded.runtime / result.requests : Number.NaN,
    proxyMs: loaded.proxy / result.requests,
    // The runtime's CPU under load, split by the serial sample's D1 share (none when no CPU was
    // read: the runtime was not found, which must not pass for a cheap page).
    workerMs: measured && split ? (loaded.runtime / result.requests) * (1 - d1Share) : null,
    d1Ms: measured && split ? (loaded.runtime / result.requests) * d1Share : null,
    statements: split ? Math.round(d1.statements / SERIAL_SAMPLE) : null,
    roundTrips: split ? Math.round(d1.roundTrips / SERIAL_SAMPLE) : null,
    errors: result.errors,
  };
}

/** One load pass with the runtime's CPU over it; `measured` is false when the runtime was not the same process throughout. */
async function loadPass(server: BenchServer, target: { url: string; headers: Record<string, string> }) {
  const roles = workerdRoles(server.process.pid ?? 0, PORT);
  const before = cpuNow(roles);
  const result = await load(target, { seconds: SECONDS, connections: CONNECTIONS });
  const loaded = cpuSince(before, roles);
  const after = workerdRoles(server.process.pid ?? 0, PORT).runtime;
  const same = roles.runtime.length > 0 && after.length === roles.runtime.length && after.every((pid) => roles.runtime.includes(pid));
  return { result, loaded, measured: same && loaded.runtime > 0 };
}

async function measureAll(server: BenchServer, routes: RouteSpec[], s: Subjects): Promise<RouteRow[]> {
  const rows: Array<Omit<RouteRow, 'ratio'>> = [];
  for (const r of routes) {
    const row = await measure(server, r, s);
    const figures = `${row.perSecond.toFixed(0)} req/s, p50 ${row.p50.toFixed(1)} ms, ${row.cpuMs.toFixed(1)} ms CPU/req${row.errors ? `, ${row.errors} errors` : ''}`;
    console.log(`  ${r.name.padEnd(30)} ${row.note ?? figures.replace('NaN ms CPU/req', 'CPU not measured (the runtime restarted in both passes)')}`);
    rows.push(row);
  }
  const bare = rows[0].perSecond;
  return rows.map((row) => ({ ...row, ratio: row.note ? 0 : row.perSecond / bare }));
}

/**
 * This project's signed-out home and closeup against the peers (docs/performance.md#against-peers),
 * the project served by `server` and the peers started here on a copy of its D1 (`peersState`).
 */
async function againstPeers(server: BenchServer, peersState: string, pin: number): Promise<PeerComparison> {
  console.log('against peers...');
  const peerPort = PORT + 10;
  const peers = await startPeers(peerPort, peersState);
  try {
    const comparison = await comparePeers({
      servers: { project: server, 'peer A (React Router v7)': peers.a, 'peer B (floor)': peers.b },
      ports: { project: PORT, 'peer A (React Router v7)': peerPort, 'peer B (floor)': peerPort + 2 } satisfies Record<Subject, number>,
      pin,
      headers: { 'user-agent': PERSON_UA, accept: 'text/html', cookie: ANON_COOKIE_PAIR },
      seconds: PEER_SECONDS,
      connections: CONNECTIONS,
      rounds: PEER_ROUNDS,
    });
    mkdirSync(join(ROOT, 'bench'), { recursive: true });
    writeFileSync(join(ROOT, 'bench', 'peers.json'), `${JSON.stringify({ when: new Date().toISOString(), cores: cpus().length, ...comparison }, null, 2)}\n`);
    return comparison;
  } finally {
    peers.a.stop();
    peers.b.stop();
  }
}

/** `--quick`: the client and the peers built, the small state served, the comparison printed and written to bench/peers.json. */
async function quick(): Promise<void> {
  await buildClient();
  await buildPeers();
  const small = await prepareState(SMALL_PINS);
  const peersState = peerState(small);
  const server = await startServer(PORT, small);
  try {
    const comparison = await againstPeers(server, peersState, subjects(small).pin);
    console.log(`\n${peersTable(comparison)}\n\nWrote bench/peers.json`);
  } finally {
    server.stop();
  }
}

/**
 * `--distance`: the small state served to a near visitor, then to a far one (the project and peer A restarted
 * with the far visitor's DISTANCE_* vars), each page timed to its first byte and its first screen's cards.
 */
async function distanceRun(): Promise<void> {
  await buildClient();
  await buildPeers();
  const small = await prepareState(SMALL_PINS);
  const peersState = peerState(small);
  const s = subjects(small);
  const far = farDistance(process.env);
  const person = { 'user-agent': PERSON_UA, accept: 'text/html' };
  const signedOut = { ...person, cookie: ANON_COOKIE_PAIR };
  const member = { ...person, cookie: `${ANON_COOKIE_PAIR}; ${s.cookie}` };
  const rows: DistanceRow[] = [];
  for (const reach of ['near', 'far'] as Reach[]) {
    const args = reach === 'far' ? distanceArgs(far) : [];
    console.log(`${reach} visitor: starting the project and peer A...`);
    const project = await startServer(PORT, small, args);
    let peer: BenchServer | null = null;
    try {
      peer = await startPeerA(PORT + 10, peersState, args);
      const targets: DistanceTarget[] = [
        { subject: 'project', page: 'signed-out home', url: `${project.base}/`, headers: signedOut },
        { subject: 'peer A (React Router v7)', page: 'signed-out home', url: `${peer.base}/`, headers: signedOut },
        { subject: 'project', page: 'member home', url: `${project.base}/`, headers: member },
        { subject: 'peer A (React Router v7)', page: 'member home', url: `${peer.base}/`, headers: member },
        { subject: 'project', page: 'closeup', url: `${project.base}/pin/${s.pin}/`, headers: signedOut },
        { subject: 'peer A (React Router v7)', page: 'closeup', url: `${peer.base}/pin/${s.pin}/`, headers: signedOut },
      ];
      const measured = await timeTargets(reach, targets, { requests: DISTANCE_REQUESTS, connections: 2, warm: 3 });
      for (const r of measured)
        console.log(
          `  ${reach} ${`${r.page}, ${r.subject}`.padEnd(40)} TTFB p50 ${r.ttfb.p50.toFixed(0)} ms, cards p50 ${r.cards.p50.toFixed(0)} ms${r.errors ? `, ${r.errors} errors` : ''}`,
        );
      rows.push(...measured);
    } finally {
      project.stop();
      peer?.stop();
    }
  }
  const table = distanceTable(rows, far);
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  writeFileSync(
    join(ROOT, 'bench', 'distance.json'),
    `${JSON.stringify({ when: new Date().toISOString(), cores: cpus().length, load: loadavg(), far, requests: DISTANCE_REQUESTS, rows }, null, 2)}\n`,
  );
  console.log(`\n${table}\n\nWrote bench/distance.json`);
}

/** BENCH_ONLY=lighthouse: the client built, the small state served, Lighthouse's figures and diagnostics printed. */
async function lighthouseOnly(): Promise<void> {
  await buildClient();
  const small = await prepareState(SMALL_PINS);
  const server = await startServer(PORT, small);
  try {
    const result = await lighthouse([
      { page: 'home', url: `${server.base}/` },
      { page: 'closeup', url: `${server.base}/pin/${subjects(small).pin}/` },
    ]);
    console.log(typeof result === 'string' ? result : JSON.stringify(result, null, 2));
  } finally {
    server.stop();
  }
}

async function main(): Promise<void> {
  const loadBefore = loadavg();
  ensureDevVars();
  if (ONLY === 'lighthouse') return lighthouseOnly();
  if (QUICK) return quick();
  if (DISTANCE) return distanceRun();
  console.log('building the client, the peers and the worker bundle...');
  await buildClient();
  if (!SKIP.has('peers')) await buildPeers();
  const client = firstVisitSizes(join(ROOT, 'dist', 'client')).map((c) => ({ kind: c.kind, jsKiB: c.js / 1024, cssKiB: c.css / 1024 }));
  const workerBundleKiB = SKIP.has('bundle')
    ? null
    : await buildWorkerBundle('production').then(
        (b) => b.gzip / 1024,
        () => null,
      );

  const small = await prepareState(SMALL_PINS);
  const peersState = SKIP.has('peers') ? null : peerState(small);
  const smallSubjects = subjects(small);
  const routes = routesFor(smallSubjects);
  console.log(`\n${SMALL_PINS} pins:`);
  // Every run counts events from zero: no totals, counters or rate limits left by an earlier one.
  sql(small, 'DELETE FROM pin_event_totals WHERE pin_id >= 880000000');
  rmSync(join(small, 'v3', 'do'), { recursive: true, force: true });
  let server = await startServer(PORT, small);
  let rows: RouteRow[];
  let lh: BenchResults['lighthouse'];
  let events: BenchResults['events'];
  let peers: BenchResults['peers'];
  try {
    rows = await measureAll(server, routes, smallSubjects);
    peers = peersState
      ? await againstPeers(server, peersState, smallSubjects.pin).catch((error: unknown) => `failed: ${String(error)}`)
      : 'skipped (BENCH_SKIP)';
    console.log('Lighthouse...');
    lh = SKIP.has('lighthouse')
      ? 'skipped (BENCH_SKIP)'
      : await lighthouse([
          { page: 'home', url: `${server.base}/` },
          { page: 'closeup', url: `${server.base}/pin/${smallSubjects.pin}/` },
        ]).catch((error: unknown) => `failed: ${String(error)}`);
    console.log('events...');
    const e = SKIP.has('events')
      ? 'skipped (BENCH_SKIP)'
      : await benchEvents({ base: server.base, persistTo: small, events: 100_000, viewers: 200, connections: 20 }).catch(
          (error: unknown) => `failed: ${String(error)}`,
        );
    events =
      typeof e === 'string' ? e : { perSecond: e.perSecond, events: e.events, viewers: e.viewers, exact: e.exact, counted: e.counted, expected: e.expected };
  } finally {
    server.stop();
  }

  const scale: BenchResults['scale'] = [];
  if (LARGE_PINS > 0) {
    const large = await prepareState(LARGE_PINS);
    const largeSubjects = subjects(large);
    console.log(`\n${LARGE_PINS} pins:`);
    server = await startServer(PORT, large);
    try {
      const names = ['bare /robots.txt', 'home, person', 'closeup, person', 'JSON feed (HomefeedResource)'];
      const largeRows = await measureAll(
        server,
        routesFor(largeSubjects).filter((r) => names.includes(r.name)),
        largeSubjects,
      );
      for (const name of names.slice(1)) {
        const a = rows.find((x) => x.name === name);
        const b = largeRows.find((x) => x.name === name);
        if (a && b) scale.push({ name, smallP50: a.p50, largeP50: b.p50, factor: b.p50 / a.p50, largePins: LARGE_PINS });
      }
    } finally {
      server.stop();
    }
  }

  const ratio = (name: string) => rows.find((x) => x.name === name)?.ratio ?? 0;
  const own = (name: string) => rows.find((x) => x.name === name)?.workerMs ?? null;
  const js = (kind: string) => client.find((c) => c.kind === kind)?.jsKiB ?? 0;
  const targets: BenchResults['targets'] = [
    { target: 'person home ≥ 0.40 of bare', value: ratio('home, person').toFixed(2), met: ratio('home, person') >= 0.4 },
    { target: 'person closeup ≥ 0.30 of bare', value: ratio('closeup, person').toFixed(2), met: ratio('closeup, person') >= 0.3 },
    { target: 'bot closeup cached ≥ 0.80 of bare', value: ratio('closeup, bot (cached)').toFixed(2), met: ratio('closeup, bot (cached)') >= 0.8 },
    { target: 'JSON feed ≥ 0.50 of bare', value: ratio('JSON feed (HomefeedResource)').toFixed(2), met: ratio('JSON feed (HomefeedResource)') >= 0.5 },
    ...['home, person', 'closeup, person', 'profile, person', 'board, person'].map((name) => ({
      target: `worker's own CPU ≤ 5 ms: ${name}`,
      value: own(name) === null ? 'not measured' : `${own(name)?.toFixed(1)} ms`,
      met: (own(name) ?? Number.POSITIVE_INFINITY) <= 5,
    })),
    ...scale
      .filter((s) => s.name !== 'JSON feed (HomefeedResource)')
      .map((s) => ({ target: `p50 at ${LARGE_PINS} pins within 1.25x: ${s.name}`, value: `${s.factor.toFixed(2)}x`, met: s.factor <= 1.25 })),
    typeof events === 'string'
      ? { target: 'events ≥ 20,000/s, exact', value: events, met: false }
      : {
          target: 'events ≥ 20,000/s, exact',
          value: `${events.perSecond.toFixed(0)}/s, ${events.exact ? 'exact' : 'not exact'}`,
          met: events.perSecond >= 20_000 && events.exact,
        },
    ...(typeof lh === 'string'
      ? [{ target: 'Lighthouse mobile ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02, TBT ≤ 100 ms', value: lh, met: false }]
      : lh.map((l) => ({
          target: `Lighthouse ${l.page}: ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02, TBT ≤ 100 ms`,
          value: `${l.score}, ${(l.lcpMs / 1000).toFixed(2)} s, ${l.cls.toFixed(3)}, ${l.tbtMs.toFixed(0)} ms`,
          met: l.score >= 95 && l.lcpMs <= 2000 && l.cls <= 0.02 && l.tbtMs <= 100,
        }))),
    { target: 'home JS ≤ 90 KiB gzip', value: `${js('home').toFixed(1)} KiB`, met: js('home') <= 90 },
    { target: 'closeup JS ≤ 95 KiB gzip', value: `${js('pin').toFixed(1)} KiB`, met: js('pin') <= 95 },
  ];
  const results: BenchResults = {
    when: new Date().toISOString(),
    machine: { cores: cpus().length, loadBefore, loadAfter: loadavg() },
    settings: { seconds: SECONDS, connections: CONNECTIONS },
    routes: rows,
    scale,
    client,
    workerBundleKiB,
    lighthouse: lh,
    events,
    peers,
    targets,
  };
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  writeFileSync(join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(ROOT, 'bench', 'report.html'), reportHtml(results));
  console.log(`\n${summaryText(results)}\n\nWrote bench/results.json and bench/report.html`);
}

await main();
