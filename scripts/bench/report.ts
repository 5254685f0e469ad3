// The results of `npm run bench`: a table for the terminal and README, and bench/report.html with
// its charts drawn as inline SVG (no script, no dependency).
import { escapeHtml } from '../../shared/sanitizeHtml.ts';
import { type PeerComparison, peersTable } from './peers.ts';

export interface RouteRow {
  name: string;
  path: string;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  ratio: number;
  /** CPU per request under load of the workerd runtime (the worker, D1, KV, Durable Objects), ms; NaN when it could not be read. */
  cpuMs: number;
  /** CPU per request of wrangler's dev proxy (another workerd, not there in production), ms. */
  proxyMs: number;
  /** The runtime's CPU per request split into the worker's own and D1's (D1's share from a serial sample), ms. */
  workerMs: number | null;
  d1Ms: number | null;
  statements: number | null;
  /** D1 calls per request (a batch is one): each is a round trip, about 1 ms of the runtime's CPU whatever its SQL. */
  roundTrips?: number | null;
  errors: number;
  note?: string;
}

export interface BenchResults {
  when: string;
  machine: { cores: number; loadBefore: number[]; loadAfter: number[] };
  settings: { seconds: number; connections: number };
  routes: RouteRow[];
  scale: Array<{ name: string; smallP50: number; largeP50: number; factor: number; largePins: number }>;
  client: Array<{ kind: string; jsKiB: number; cssKiB: number }>;
  workerBundleKiB: number | null;
  lighthouse: Array<{ page: string; score: number; lcpMs: number; cls: number; tbtMs: number }> | string;
  events: { perSecond: number; events: number; viewers: number; exact: boolean; counted: number; expected: number } | string;
  /** Signed-out home and closeup against the peers (scripts/bench/peers.ts). */
  peers: PeerComparison | string;
  targets: Array<{ target: string; value: string; met: boolean }>;
}

/** A figure; NaN (the runtime's CPU could not be read) as `not measured`. */
const f = (n: number, d = 1) => (Number.isNaN(n) ? 'not measured' : n.toFixed(d));

/** The main table, as Markdown (printed and pasted into the README). */
export function markdownTable(r: BenchResults): string {
  const lines = [
    '| route | req/s | p50 ms | p95 ms | p99 ms | ratio to bare | runtime CPU/req ms | + dev proxy ms | worker own ms | D1 ms (statements in round trips) |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const x of r.routes) {
    if (x.note) {
      lines.push(`| ${x.name} | ${x.note} | | | | | | | | |`);
      continue;
    }
    lines.push(
      `| ${x.name} | ${f(x.perSecond, 0)} | ${f(x.p50)} | ${f(x.p95)} | ${f(x.p99)} | ${f(x.ratio, 2)} | ${f(x.cpuMs)} | ${f(x.proxyMs)} | ${x.workerMs === null ? '' : f(x.workerMs)} | ${x.d1Ms === null ? '' : `${f(x.d1Ms)} (${x.statements}${x.roundTrips == null ? '' : ` in ${x.roundTrips}`})`} |`,
    );
  }
  return lines.join('\n');
}

export function summaryText(r: BenchResults): string {
  const out = [markdownTable(r), ''];
  if (r.scale.length) {
    out.push(`Scale (p50 at 2,400 pins → at ${r.scale[0].largePins.toLocaleString('en')} pins):`);
    for (const s of r.scale) out.push(`  ${s.name.padEnd(22)} ${f(s.smallP50)} ms → ${f(s.largeP50)} ms  (${f(s.factor, 2)}x)`);
  }
  out.push(`Client JS/CSS gzip per page kind: ${r.client.map((c) => `${c.kind} ${f(c.jsKiB)}/${f(c.cssKiB)} KiB`).join(', ')}`);
  out.push(`Worker bundle (wrangler deploy --dry-run, gzip): ${r.workerBundleKiB === null ? 'not measured' : `${f(r.workerBundleKiB)} KiB`}`);
  out.push(
    typeof r.lighthouse === 'string'
      ? `Lighthouse: ${r.lighthouse}`
      : `Lighthouse (mobile): ${r.lighthouse.map((l) => `${l.page} ${l.score} (LCP ${f(l.lcpMs / 1000, 2)} s, CLS ${f(l.cls, 3)}, TBT ${f(l.tbtMs, 0)} ms)`).join('; ')}`,
  );
  out.push(
    typeof r.events === 'string'
      ? `Events: ${r.events}`
      : `Events: ${f(r.events.perSecond, 0)} events/s (${r.events.events} events from ${r.events.viewers} viewers); totals ${r.events.exact ? 'exact' : 'NOT exact'} (${r.events.counted} counted of ${r.events.expected} within the caps)`,
  );
  out.push('', typeof r.peers === 'string' ? `Against peers: ${r.peers}` : peersTable(r.peers));
  out.push('', 'Targets:');
  for (const t of r.targets) out.push(`  ${t.met ? 'met    ' : 'NOT met'}  ${t.target}: ${t.value}`);
  out.push(
    `Load average before/after: ${r.machine.loadBefore.map((n) => f(n, 2)).join(' ')} / ${r.machine.loadAfter.map((n) => f(n, 2)).join(' ')} on ${r.machine.cores} cores`,
  );
  return out.join('\n');
}

/** A horizontal bar chart. */
function bars(title: string, items: Array<{ label: string; values: Array<{ v: number; color: string; name: string }> }>, unit: string, mark?: number): string {
  const max = Math.max(mark ?? 0, ...items.flatMap((i) => i.values.map((v) => v.v)), 1e-9);
  const rowH = 16;
  const group = items[0]?.values.length ?? 1;
  const height = items.length * (group * rowH + 8) + 40;
  const x0 = 190;
  const w = 520;
  let y = 30;
  const parts = [`<text x="0" y="16" font-weight="bold">${escapeHtml(title)}</text>`];
  for (const item of items) {
    parts.push(`<text x="0" y="${y + (group * rowH) / 2 + 4}">${escapeHtml(item.label)}</text>`);
    for (const v of item.values) {
      const bw = (v.v / max) * w;
      parts.push(`<rect x="${x0}" y="${y}" width="${bw.toFixed(1)}" height="${rowH - 3}" fill="${v.color}"><title>${escapeHtml(v.name)}</title></rect>`);
      parts.push(`<text x="${x0 + bw + 4}" y="${y + rowH - 5}" font-size="11">${f(v.v, v.v < 10 ? 2 : 0)} ${unit}</text>`);
      y += rowH;
    }
    y += 8;
  }
  if (mark !== undefined) {
    const mx = x0 + (mark / max) * w;
    parts.push(`<line x1="${mx}" x2="${mx}" y1="24" y2="${height - 10}" stroke="#c00" stroke-dasharray="4"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeHtml(title)}" width="800" height="${height}" font-family="sans-serif" font-size="12"><title>${escapeHtml(title)}</title>${parts.join('')}</svg>`;
}

export function reportHtml(r: BenchResults): string {
  const measured = r.routes.filter((x) => !x.note);
  const charts = [
    bars(
      'Requests per second, ratio to the bare route (red line: 1)',
      measured.map((x) => ({ label: x.name, values: [{ v: x.ratio, color: '#4a7', name: `${f(x.perSecond, 0)} req/s` }] })),
      'x',
      1,
    ),
    bars(
      'Latency (ms): p50, p95, p99',
      measured.map((x) => ({
        label: x.name,
        values: [
          { v: x.p50, color: '#48c', name: 'p50' },
          { v: x.p95, color: '#a6d', name: 'p95' },
          { v: x.p99, color: '#d64', name: 'p99' },
        ],
      })),
      'ms',
    ),
    bars(
      "CPU per request (ms): the worker's own work and D1's (serial sample; red line: 5 ms)",
      measured.map((x) => ({
        label: x.name,
        values: [
          { v: x.workerMs ?? 0, color: '#e90', name: 'worker' },
          { v: x.d1Ms ?? 0, color: '#67a', name: 'D1' },
        ],
      })),
      'ms',
      5,
    ),
    bars(
      'Client download per page kind (KiB gzip): JS, CSS',
      r.client.map((c) => ({
        label: c.kind,
        values: [
          { v: c.jsKiB, color: '#db3', name: 'JS' },
          { v: c.cssKiB, color: '#3bd', name: 'CSS' },
        ],
      })),
      'KiB',
    ),
  ];
  if (r.scale.length) {
    charts.push(
      bars(
        `p50 (ms) at 2,400 and ${r.scale[0].largePins.toLocaleString('en')} pins`,
        r.scale.map((s) => ({
          label: s.name,
          values: [
            { v: s.smallP50, color: '#48c', name: '2,400 pins' },
            { v: s.largeP50, color: '#236', name: `${s.largePins} pins` },
          ],
        })),
        'ms',
      ),
    );
  }
  const pre = escapeHtml(summaryText(r));
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>npm run bench — ${escapeHtml(r.when)}</title>
<style>body{font-family:sans-serif;max-width:900px;margin:2em auto;padding:0 1em}pre{background:#f4f4f4;padding:1em;overflow:auto;font-size:12px}svg{display:block;margin:1.5em 0}</style>
<h1>Benchmark, ${escapeHtml(r.when)}</h1>
<p>${r.settings.connections} connections, ${r.settings.seconds} s per route, the worker in production mode (wrangler dev --minify, NODE_ENV=production), ${r.machine.cores} cores, load average before ${r.machine.loadBefore.map((n) => f(n, 2)).join(' ')}.</p>
${charts.join('\n')}
<h2>All figures</h2><pre>${pre}</pre></html>
`;
}
