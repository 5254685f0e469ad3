// GET /attribution_source/ (docs/rules/experiences.md#calls-spec-001-7, docs/rules/experiences.md#errors-spec-001-8, docs/rules/experiences.md#constants-spec-001-9): checks the query and its attribution token (issued
// to this visitor for this source type, campaign and destination: token.ts), registers the source with the
// Attribution-Reporting-Register-Source header when the request is a real registration — the
// browser marked it eligible and it comes from one of our own pages (Sec-Fetch-Site) — and counts
// it per campaign in the AttributionCounter, once per token and source type however often it is
// fetched, and at most once a day per visitor and per client address (visitorSources.ts). Limited per client. Bad queries and tokens (an unknown campaign's too) are logged and refused.
import { Hono } from 'hono';
import { checkAttributionQuery, isAttributionEligible, registerSourceHeader } from '#shared/ads/attribution.ts';
import { ok } from '#worker/api/envelope.ts';
import { ApiError } from '#worker/api/errors.ts';
import type { AppEnv } from '#worker/env.ts';
import { rateLimit } from '#worker/middleware/rateLimit.ts';
import { checkAttributionToken } from './token.ts';
import { sourceKeys } from './visitorSources.ts';

/** What a source without a valid token is told: only what the worker served this visitor can register one. */
export const UNISSUED_SOURCE =
  'This attribution source was not issued to you (its token is missing, expired, or for another visitor, source type, campaign or destination).';

export function attributionRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.on('GET', ['/attribution_source/', '/attribution_source'], rateLimit({ name: 'attributionSource' }), async (c) => {
    const check = checkAttributionQuery(new URL(c.req.url).searchParams);
    if (!check.ok) {
      console.warn(JSON.stringify({ event: 'attribution_source', failure: check.reason, message: check.message }));
      throw new ApiError('invalid', check.message);
    }
    const { source } = check;
    const viewer = c.var.viewer;
    const token =
      source.destination.length === 1
        ? await checkAttributionToken(c.env.OFFSITE_SECRET, c.req.query('token') ?? null, {
            type: source.sourceEventType,
            campaignId: source.campaignId,
            advertiserId: source.advertiserId,
            destination: source.destination[0],
            visitor: { id: viewer.id, anonymousId: viewer.anonymousId },
          })
        : ({ ok: false, reason: 'destination' } as const);
    if (!token.ok) {
      console.warn(JSON.stringify({ event: 'attribution_source', failure: 'token', message: token.reason }));
      throw new ApiError('invalid', UNISSUED_SOURCE);
    }
    const eligible =
      !c.var.viewer.isBot && isAttributionEligible(c.req.header('attribution-reporting-eligible') ?? null) && c.req.header('sec-fetch-site') === 'same-origin';
    let counted = false;
    if (eligible) {
      c.header('Attribution-Reporting-Register-Source', registerSourceHeader(source));
      const counter = c.env.ATTRIBUTION.get(c.env.ATTRIBUTION.idFromName(`campaign:${source.campaignId}`));
      const visitor = { memberId: viewer.id, anonymousId: viewer.anonymousId, address: c.req.header('cf-connecting-ip') ?? null };
      const keys = await sourceKeys(c.env.OFFSITE_SECRET, source.campaignId, source.sourceEventType, token.nonce, visitor);
      counted = await counter.record(source.campaignId, source.sourceEventType, keys);
    }
    return ok(c, { registered: eligible, counted });
  });
  return app;
}
