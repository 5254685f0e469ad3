// Far visitors (docs/performance.md#far-visitors), `npm run bench -- --distance`: the signed-out home, a member's
// home and a closeup of the project and of peer A, each served once as to a near visitor (no added latency) and
// once as to a far one (every binding call waits its round trip: worker/lib/farBindings.ts), timed per request to
// the first byte and to the arrival of the first screen's cards. Small and bounded: a few requests at a time.
import { Agent, request } from 'node:http';
import { DISTANCE_VARS, type Distance, FAR_VISITOR } from '../../shared/distance.ts';

export type Reach = 'near' | 'far';
export type DistanceSubject = 'project' | 'peer A (React Router v7)';
export type DistancePage = 'signed-out home' | 'member home' | 'closeup';

export interface DistanceRow {
  reach: Reach;
  subject: DistanceSubject;
  page: DistancePage;
  requests: number;
  ttfb: { p50: number; p99: number };
  cards: { p50: number; p99: number };
  /** The fewest of the first screen's cards any answer held (below the target: the time is the answer's end). */
  cardsFound: number;
  errors: number;
}

/** How many cards a home's first screen holds (the project's first HTML draws 18; peer A's home has 18). */
export const FIRST_SCREEN_CARDS = 18;

/** A far visitor's round trips: FAR_VISITOR, each overridden by its DISTANCE_* variable when the shell sets it. */
export function farDistance(env: NodeJS.ProcessEnv): Distance {
  return Object.fromEntries(
    Object.entries(DISTANCE_VARS).map(([key, name]) => [
      key,
      env[name] !== undefined && env[name] !== '' ? Number(env[name]) : FAR_VISITOR[key as keyof Distance],
    ]),
  ) as unknown as Distance;
}

/** `wrangler dev` arguments giving the worker these round trips as vars. */
export function distanceArgs(distance: Distance): string[] {
  return Object.entries(DISTANCE_VARS).flatMap(([key, name]) => ['--var', `${name}:${distance[key as keyof Distance]}`]);
}

/** When the page's first screen has arrived in `html`: a home's first cards, a closeup's pin with its image. */
function firstScreen(page: DistancePage, html: string): { done: boolean; found: number } {
  if (page === 'closeup') {
    const at = html.indexOf('data-test-id="closeup"');
    const found = at >= 0 && html.indexOf('<img', at) >= 0 ? 1 : 0;
    return { done: found === 1, found };
  }
  const found = html.split('data-test-id="pin"').length - 1;
  return { done: found >= FIRST_SCREEN_CARDS, found };
}

interface Timing {
  ttfb: number;
  cards: number;
  found: number;
  status: number;
}

/** One request: the time to its first byte (the status line and headers) and to its first screen (or its end). */
function timed(agent: Agent, url: string, headers: Record<string, string>, page: DistancePage): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const r = request(url, { agent, headers }, (res) => {
      const ttfb = performance.now() - started;
      let html = '';
      let cards = 0;
      let found = 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        html += chunk;
        if (cards) return;
        const screen = firstScreen(page, html);
        found = screen.found;
        if (screen.done) cards = performance.now() - started;
      });
      res.on('end', () => resolve({ ttfb, cards: cards || performance.now() - started, found, status: res.statusCode ?? 0 }));
      res.on('error', reject);
    });
    r.on('error', reject);
    r.end();
  });
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : 0;
};

export interface DistanceTarget {
  subject: DistanceSubject;
  page: DistancePage;
  url: string;
  headers: Record<string, string>;
}

/**
 * Times `requests` requests to each target, `connections` at a time, after `warm` unmeasured ones; the targets
 * take turns in rounds of `connections` requests so a burst of the machine's other work falls on all of them.
 */
export async function timeTargets(reach: Reach, targets: DistanceTarget[], o: { requests: number; connections: number; warm: number }): Promise<DistanceRow[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: o.connections });
  const samples = new Map<DistanceTarget, Timing[]>(targets.map((t) => [t, []]));
  try {
    for (const t of targets) for (let i = 0; i < o.warm; i++) await timed(agent, t.url, t.headers, t.page);
    for (let done = 0; done < o.requests; done += o.connections) {
      for (const t of targets) {
        const batch = Math.min(o.connections, o.requests - done);
        const answers = await Promise.all(Array.from({ length: batch }, () => timed(agent, t.url, t.headers, t.page)));
        samples.get(t)?.push(...answers);
      }
    }
  } finally {
    agent.destroy();
  }
  return targets.map((t) => {
    const xs = samples.get(t) ?? [];
    return {
      reach,
      subject: t.subject,
      page: t.page,
      requests: xs.length,
      ttfb: {
        p50: percentile(
          xs.map((x) => x.ttfb),
          50,
        ),
        p99: percentile(
          xs.map((x) => x.ttfb),
          99,
        ),
      },
      cards: {
        p50: percentile(
          xs.map((x) => x.cards),
          50,
        ),
        p99: percentile(
          xs.map((x) => x.cards),
          99,
        ),
      },
      cardsFound: Math.min(...xs.map((x) => x.found)),
      errors: xs.filter((x) => x.status !== 200).length,
    };
  });
}

/** The rows as Markdown: near and far side by side per page and subject. */
export function distanceTable(rows: DistanceRow[], far: Distance): string {
  const ms = (n: number) => n.toFixed(0);
  const lines = [
    `Far visitor: D1 primary ${far.d1PrimaryMs} ms, replica ${far.d1ReplicaMs} ms, KV hot ${far.kvHotMs} / cold ${far.kvColdMs} ms, Cache API ${far.cacheMs} ms, Durable Object ${far.durableObjectMs} ms a round trip.`,
    '',
    '| page | subject | near TTFB p50 / p99 ms | near cards p50 / p99 ms | far TTFB p50 / p99 ms | far cards p50 / p99 ms |',
    '|---|---|---|---|---|---|',
  ];
  const keys = [...new Set(rows.map((r) => `${r.page}\u0000${r.subject}`))];
  for (const key of keys) {
    const [page, subject] = key.split('\u0000');
    const cell = (reach: Reach, part: 'ttfb' | 'cards') => {
      const r = rows.find((x) => x.reach === reach && x.page === page && x.subject === subject);
      if (!r) return '—';
      const short = part === 'cards' && r.cardsFound < (page === 'closeup' ? 1 : FIRST_SCREEN_CARDS) ? ` (${r.cardsFound} cards)` : '';
      return `${ms(r[part].p50)} / ${ms(r[part].p99)}${short}${r.errors ? `, ${r.errors} errors` : ''}`;
    };
    lines.push(`| ${page} | ${subject} | ${cell('near', 'ttfb')} | ${cell('near', 'cards')} | ${cell('far', 'ttfb')} | ${cell('far', 'cards')} |`);
  }
  return lines.join('\n');
}
