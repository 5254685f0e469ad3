// The bench's peers (docs/performance.md#against-peers): the signed-out home and a closeup of this
// project measured against peer A, a React Router v7 framework-mode app set up as Cloudflare's
// react-router-starter-template does it, and peer B, the floor (one Hono route, one D1 statement,
// renderToReadableStream), in alternating rounds of one run, on the same D1 data and the same
// wrangler and workerd. The peers live in bench/peers/, each with its own package.json.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, run } from '../lib/local.ts';
import { productionDevArgs } from '../lib/production.ts';
import { load } from './load.ts';
import { type BenchServer, startWrangler, threadCpu, wranglerRoles } from './server.ts';

const PEERS = join(ROOT, 'bench', 'peers');

export type Subject = 'project' | 'peer A (React Router v7)' | 'peer B (floor)';
export type PeerPage = 'home' | 'closeup';

export interface PeerRow {
  subject: Subject;
  page: PeerPage;
  path: string;
  /** Medians over the rounds. */
  perSecond: number;
  p50: number;
  p99: number;
  /** workerd runtime CPU per request (worker and D1), median over the rounds, ms. */
  cpuMs: number;
  /**
   * CPU per request, ms, of what serves the runtime locally only: wrangler's dev proxy (a workerd), wrangler's
   * own Node (it receives the worker's console output through the inspector) and the load generator.
   * The runtime is one thread, so it bounds req/s; these share the machine's other core.
   */
  proxyMs: number;
  toolingMs: number;
  clientMs: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  errors: number;
  rounds: number;
}

export interface PeerComparison {
  seconds: number;
  connections: number;
  rounds: number;
  rows: PeerRow[];
  /** The project's figure over the peer's, per page (req/s above 1: the project serves more; CPU above 1: it spends more). */
  ratios: Array<{ page: PeerPage; peer: Subject; perSecond: number; p50: number; cpu: number }>;
}

/** Installs a peer's dependencies (npm ci) when they are missing. */
async function install(dir: string): Promise<void> {
  if (existsSync(join(dir, 'node_modules'))) return;
  console.log(`installing ${dir} (npm ci)...`);
  await run('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund'], {
    env: { ...process.env, PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}` },
  });
}

/** Installs both peers and builds peer A (react-router build writes build/server/wrangler.json). */
export async function buildPeers(): Promise<void> {
  await install(join(PEERS, 'reactRouter'));
  await install(join(PEERS, 'floor'));
  await run(join(PEERS, 'reactRouter', 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: join(PEERS, 'reactRouter'),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The peers' state: a copy of the project's bench D1 (same migrations, same seeded demo data),
 * taken while no server runs on it. Both peers name the database as the project does (binding DB),
 * so local workerd finds it under the same file name.
 */
export function peerState(projectState: string): string {
  const dir = `${projectState}-peers`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'v3'), { recursive: true });
  cpSync(join(projectState, 'v3', 'd1'), join(dir, 'v3', 'd1'), { recursive: true });
  return dir;
}

/** Starts peer A on `port`: its built worker, served by the project's wrangler (`extraArgs` to `wrangler dev`). */
export function startPeerA(port: number, persistTo: string, extraArgs: string[] = []): Promise<BenchServer> {
  return startWrangler({
    port,
    cwd: join(PEERS, 'reactRouter'),
    args: [...productionDevArgs({ port, persistTo, inspectorPort: port + 1 }), '--config', join('build', 'server', 'wrangler.json'), ...extraArgs],
    ready: '/',
  });
}

/** Starts peer A on `port` and peer B on `port + 2`. */
export async function startPeers(port: number, persistTo: string): Promise<{ a: BenchServer; b: BenchServer }> {
  // Both at once (each start takes some seconds of wrangler's own work); either failing stops the other.
  const [a, b] = await Promise.allSettled([
    startPeerA(port, persistTo),
    startWrangler({ port: port + 2, cwd: join(PEERS, 'floor'), args: productionDevArgs({ port: port + 2, persistTo, inspectorPort: port + 3 }), ready: '/' }),
  ]);
  if (a.status === 'fulfilled' && b.status === 'fulfilled') return { a: a.value, b: b.value };
  for (const started of [a, b]) if (started.status === 'fulfilled') started.value.stop();
  throw a.status === 'rejected' ? a.reason : (b as PromiseRejectedResult).reason;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : 0;
};

const sumCpu = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/**
 * Measures home and closeup of each subject in `rounds` rounds, the subjects' order turned by one
 * each round so none always runs first or after a given other; every request as a signed-out person.
 */
export async function comparePeers(o: {
  servers: Record<Subject, BenchServer>;
  ports: Record<Subject, number>;
  pin: number;
  headers: Record<string, string>;
  seconds: number;
  connections: number;
  rounds: number;
}): Promise<PeerComparison> {
  const subjects = Object.keys(o.servers) as Subject[];
  const pages: Array<{ page: PeerPage; path: string }> = [
    { page: 'home', path: '/' },
    { page: 'closeup', path: `/pin/${o.pin}/` },
  ];
  type Sample = { perSecond: number; p50: number; p99: number; cpuMs: number; proxyMs: number; toolingMs: number; clientMs: number; errors: number };
  const samples = new Map<string, Sample[]>();
  const sizes = new Map<string, { html: number; gzip: number }>();
  for (const s of subjects) {
    for (const p of pages) {
      const response = await fetch(`${o.servers[s].base}${p.path}`, { headers: o.headers });
      const html = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`${s} ${p.path} answered ${response.status}`);
      sizes.set(`${s} ${p.page}`, { html: html.length, gzip: gzipSync(html).length });
      await load({ url: `${o.servers[s].base}${p.path}`, headers: o.headers }, { seconds: 1, connections: 2 }); // warm-up
    }
  }
  for (let round = 0; round < o.rounds; round++) {
    const order = subjects.map((_, i) => subjects[(i + round) % subjects.length]);
    for (const p of pages) {
      for (const s of order) {
        const roles = wranglerRoles(o.servers[s].process.pid ?? 0, o.ports[s]);
        const cpu = () => [roles.runtime, roles.proxy, roles.tooling].map((pids) => sumCpu(threadCpu(pids)));
        const before = cpu();
        const client = process.cpuUsage();
        const r = await load({ url: `${o.servers[s].base}${p.path}`, headers: o.headers }, { seconds: o.seconds, connections: o.connections });
        const used = process.cpuUsage(client);
        const [cpuMs, proxyMs, toolingMs] = cpu().map((ms, i) => (ms - before[i]) / r.requests);
        const clientMs = (used.user + used.system) / 1000 / r.requests;
        const key = `${s} ${p.page}`;
        samples.set(key, [
          ...(samples.get(key) ?? []),
          { perSecond: r.perSecond, p50: r.p50, p99: r.p99, cpuMs, proxyMs, toolingMs, clientMs, errors: r.errors },
        ]);
        console.log(
          `  round ${round + 1} ${key.padEnd(36)} ${r.perSecond.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, ${cpuMs.toFixed(1)} ms CPU/req (proxy ${proxyMs.toFixed(1)}, wrangler ${toolingMs.toFixed(1)}, client ${clientMs.toFixed(1)})`,
        );
      }
    }
  }
  const rows: PeerRow[] = pages.flatMap((p) =>
    subjects.map((s) => {
      const xs = samples.get(`${s} ${p.page}`) ?? [];
      const size = sizes.get(`${s} ${p.page}`) ?? { html: 0, gzip: 0 };
      return {
        subject: s,
        page: p.page,
        path: p.path,
        perSecond: median(xs.map((x) => x.perSecond)),
        p50: median(xs.map((x) => x.p50)),
        p99: median(xs.map((x) => x.p99)),
        cpuMs: median(xs.map((x) => x.cpuMs)),
        proxyMs: median(xs.map((x) => x.proxyMs)),
        toolingMs: median(xs.map((x) => x.toolingMs)),
        clientMs: median(xs.map((x) => x.clientMs)),
        htmlBytes: size.html,
        htmlGzipBytes: size.gzip,
        errors: xs.reduce((a, x) => a + x.errors, 0),
        rounds: xs.length,
      };
    }),
  );
  const row = (s: Subject, p: PeerPage) => rows.find((r) => r.subject === s && r.page === p);
  const ratios = pages.flatMap((p) =>
    subjects
      .filter((s) => s !== 'project')
      .map((peer) => {
        const mine = row('project', p.page);
        const theirs = row(peer, p.page);
        return {
          page: p.page,
          peer,
          perSecond: (mine?.perSecond ?? 0) / (theirs?.perSecond || 1),
          p50: (mine?.p50 ?? 0) / (theirs?.p50 || 1),
          cpu: (mine?.cpuMs ?? 0) / (theirs?.cpuMs || 1),
        };
      }),
  );
  return { seconds: o.seconds, connections: o.connections, rounds: o.rounds, rows, ratios };
}

/** The comparison as Markdown: one row per subject and page, then the ratios. */
export function peersTable(c: PeerComparison): string {
  const kib = (n: number) => (n / 1024).toFixed(1);
  const lines = [
    `Against peers: medians of ${c.rounds} alternating rounds, ${c.connections} connections, ${c.seconds} s each, signed out, a person's user agent.`,
    '',
    '| page | subject | req/s | p50 ms | p99 ms | runtime CPU/req ms | dev proxy / wrangler / client CPU/req ms | HTML KiB (gzip) |',
    '|---|---|---|---|---|---|---|---|',
    ...c.rows.map(
      (r) =>
        `| ${r.page} | ${r.subject} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cpuMs.toFixed(1)} | ${r.proxyMs.toFixed(1)} / ${r.toolingMs.toFixed(1)} / ${r.clientMs.toFixed(2)} | ${kib(r.htmlBytes)} (${kib(r.htmlGzipBytes)})${r.errors ? `, ${r.errors} errors` : ''} |`,
    ),
    '',
    '| page | project / peer | req/s ratio | p50 ratio | runtime CPU/req ratio |',
    '|---|---|---|---|---|',
    ...c.ratios.map((r) => `| ${r.page} | ${r.peer} | ${r.perSecond.toFixed(2)} | ${r.p50.toFixed(2)} | ${r.cpu.toFixed(2)} |`),
  ];
  return lines.join('\n');
}
