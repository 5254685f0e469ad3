// Rate limits (docs/security.md#rate-limits-exact-and-per-location) outside the resource contract: every route of the app that
// changes state (PUT, POST, DELETE, PATCH) spends a bucket, or is named below with why it needs none, so none is forgotten.
import { describe, expect, it } from 'vitest';
import { createApp } from '#worker/app.ts';

/** State-changing routes outside /resource/ with no rate-limit middleware, each with why. */
const NO_BUCKET: Record<string, string> = {
  'PUT /v3/p2p/:pin/:action{hide|unhide}/': 'the member’s own hide of a pin, one row per member and pin; nobody else sees it',
  'PUT /v3/search/:pin/:action{hide|unhide}/': 'the member’s own hide of a search result, one row per member and pin',
  'PUT /v3/news_hub/:news/pin/:pin/:action{hide|undo}/': 'the member’s own hide of a news item’s pin, one row per member, item and pin',
  'POST /v3/events/': 'spends eventIngest and eventVolume (by the batch’s size) in its handler, in one call',
  'POST /v3/uploads/:uploadId{[0-9]+}/': 'the file of an upload VIPResource create registered (which spends upload), taken once',
  'POST /v3/users/me/': 'answers the member like GET and changes nothing',
};

const WRITES = new Set(['PUT', 'POST', 'DELETE', 'PATCH']);
const routes = createApp().routes;
const doors = [...new Set(routes.filter((r) => WRITES.has(r.method) && !r.path.startsWith('/resource')).map((r) => `${r.method} ${r.path}`))];
const buckets = (door: string) =>
  routes.filter((r) => `${r.method} ${r.path}` === door && 'bucket' in r.handler).map((r) => (r.handler as unknown as { bucket: string }).bucket);

describe('security: Rate limits: every state-changing route outside the resource contract spends a bucket', () => {
  it('security: Rate limits: the routes are found (the experience trigger and the board follow among them)', () => {
    expect(doors).toEqual(expect.arrayContaining(['PUT /v3/experiences/:placed/trigger/', 'PUT /v3/boards/:boardId/follow/', 'POST /v3/offsite/']));
  });

  it.each(doors.filter((d) => !(d in NO_BUCKET)))('security: Rate limits: %s declares a bucket', (door) => {
    expect(buckets(door)).toEqual([expect.any(String)]);
  });

  it('security: Rate limits: every route let off is a real state-changing route with no bucket', () => {
    const bare = doors.filter((d) => buckets(d).length === 0);
    expect(Object.keys(NO_BUCKET).sort()).toEqual(bare.sort());
  });
});
