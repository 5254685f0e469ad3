// Far visitors (docs/performance.md#far-visitors): what a page costs a visitor far from the data. Every route of
// the catalogue is asked for through the real worker, as a visitor, a member and a crawler, with the bindings
// wrapped by the distance model (worker/lib/farBindings.ts), which records each round trip and passes the call on to
// the real D1, KV and Durable Objects. A page calls no Durable Object before its answer ends, and a request
// that wrote nothing reads no statement from the D1 primary: its reads go through the request's session.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Distance } from '#shared/distance.ts';
import worker from '#worker/index.ts';
import { bindingsAt, type Trip } from '#worker/lib/farBindings.ts';
import { cataloguePaths, type DemoIds, demoIds } from './catalogue.ts';
import { BROWSER_UA, GOOGLEBOT_UA, ORIGIN, sessionCookie } from './helpers.ts';

/** The model's routing with no waits: the round trips are recorded, not slept. */
const NO_WAIT: Distance = { d1PrimaryMs: 0, d1ReplicaMs: 0, kvHotMs: 0, kvColdMs: 0, cacheMs: 0, durableObjectMs: 0 };

interface Recorded {
  status: number;
  /** The cookies the answer set, as a request's Cookie header sends them back. */
  cookies: string;
  /** Round trips made before the answer's last byte was read, and after it (ctx.waitUntil work). */
  before: Array<{ trip: Trip; reads?: boolean }>;
  after: Array<{ trip: Trip; reads?: boolean }>;
}

/** One request through the real worker with the recorded bindings. */
async function visit(path: string, headers: Record<string, string>): Promise<Recorded> {
  const recorded: Recorded = { status: 0, cookies: '', before: [], after: [] };
  let done = false;
  const at = bindingsAt(env, NO_WAIT, { onTrip: (trip, _ms, reads) => (done ? recorded.after : recorded.before).push({ trip, reads }) });
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' }), at, ctx);
  await response.text();
  done = true;
  recorded.status = response.status;
  recorded.cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await waitOnExecutionContext(ctx);
  return recorded;
}

describe('Far visitors: a page on the critical path', () => {
  let ids: DemoIds;
  let personas: Array<[string, Record<string, string>]>;
  beforeAll(async () => {
    ids = await demoIds();
    personas = [
      ['visitor', { 'user-agent': BROWSER_UA }],
      ['member', { 'user-agent': BROWSER_UA, cookie: await sessionCookie(Number(ids.users.member)) }],
      ['crawler', { 'user-agent': GOOGLEBOT_UA }],
    ];
  });

  it('Far visitors: no page of the catalogue calls a Durable Object before its answer ends', { timeout: 120_000 }, async () => {
    const calls: string[] = [];
    for (const [persona, headers] of personas)
      for (const path of cataloguePaths(ids)) {
        const { before } = await visit(path, headers);
        const objects = before.filter((t) => t.trip === 'durable-object').length;
        if (objects) calls.push(`${persona} ${path}: ${objects}`);
      }
    expect(calls).toEqual([]);
  });

  it('Far visitors: a page that writes nothing reads no statement from the D1 primary', { timeout: 120_000 }, async () => {
    const primaryReads: string[] = [];
    let pages = 0;
    for (const [persona, headers] of personas)
      for (const path of cataloguePaths(ids)) {
        const { before, status } = await visit(path, headers);
        // A page that itself writes (a conversation marked read) reads after its write from the primary: read-your-writes.
        if (before.some((t) => t.trip === 'd1-primary' && t.reads === false)) continue;
        if (status === 200) pages++;
        const reads = before.filter((t) => t.trip === 'd1-primary').length;
        if (reads) primaryReads.push(`${persona} ${path}: ${reads}`);
      }
    expect(primaryReads).toEqual([]);
    expect(pages).toBeGreaterThan(150);
  });

  it('Far visitors: a repeat look at a public pin (closeup, its related pins) or a topic reads no D1 row; a returning visitor only their experience states (performance: Edge snapshots)', async () => {
    const visitor = { 'user-agent': BROWSER_UA };
    const d1 = (r: Recorded) => r.before.filter((t) => t.trip.startsWith('d1')).map((t) => t.trip);
    const related = `/resource/RelatedPinsResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { pin_id: ids.params.pinId } }))}`;
    for (const path of [`/pin/${ids.params.pinId}/`, related, `/topics/${ids.params.urlName}/`, '/topics/']) {
      const first = await visit(path, visitor);
      expect(first.status).toBe(200);
      const again = await visit(path, visitor);
      expect(again.status).toBe(200);
      expect(d1(again), path).toEqual([]);
      // The visitor again, with the anonymous id the first answer gave: their experience states, from a replica, and nothing else.
      const returning = await visit(path, { ...visitor, cookie: first.cookies });
      expect(
        d1(returning).filter((trip) => trip !== 'd1-replica'),
        path,
      ).toEqual([]);
      expect(d1(returning).length, path).toBeLessThanOrEqual(1);
    }
  });
});
