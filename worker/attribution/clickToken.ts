// The click token (docs/security.md "Counters"): minted by the worker at the click, in the link check
// the client makes before it opens a promoted pin's link (GET /v3/offsite/), for the pin it names as
// the visitor sees it and for that visitor only; a page's view tokens never count a click.
import type { Context } from 'hono';
import { attributionDestination } from '#shared/ads/attribution.ts';
import type { PinId } from '#shared/ids.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import type { AppEnv } from '#worker/env.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { issueAttributionToken } from './token.ts';

/** A click token for the promoted pin `pinId` as the requesting visitor sees it, or undefined. */
export async function clickToken(c: Context<AppEnv>, pinId: PinId | null): Promise<string | undefined> {
  const viewer = c.var.viewer;
  if (!pinId || viewer.isBot) return undefined;
  const lookup = await readPin(c.env.DB, pinId, viewerUserId(viewer), { forBot: false });
  if (lookup.status !== 'found' || !lookup.pin.isPromoted) return undefined;
  return issueAttributionToken(c.env.OFFSITE_SECRET, { ...lookup.pin, destination: attributionDestination(lookup.pin) }, 'click', viewer);
}
