// /pin/{id}/engagement/: a pin's engagement details (docs/rules/pin-card.md#screens-and-routes-spec-000-2): the saves others made of
// it, newest first, each drawn as a card on its own surface. Reached from Pin stats; a pin the viewer may not see is a 404.
import { parseId } from '#shared/ids.ts';
import type { Pin } from '#shared/types.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { signPinPage } from '#worker/offsite/sign.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { titledHead as head, type Loader, notFoundPage } from '#worker/pages/loader.ts';
import { decoratePins, PIN_COLUMNS, PIN_FROM, type PinReadOptions, type PinRow, readPin, toPin } from '#worker/pins/pinData.ts';
import { notBlocked, pinListed, viewerBind } from '#worker/visibility.ts';

/** How many saves the page shows. */
const ENGAGEMENT_SAVES = 25;

/** The loader of a pin's engagement details. */
export const loadEngagement: Loader = async (c, params) => {
  const viewer = c.var.viewer;
  const options: PinReadOptions = { forBot: viewer.isBot, viewerId: viewerUserId(viewer) };
  const pinId = parseId<'pin'>(params.pinId);
  if (pinId === null) return notFoundPage();
  const lookup = await statusRead(c, () => readPin(c.env.DB, pinId, viewerUserId(viewer), options));
  if (lookup.status !== 'found') return notFoundPage();
  const { results } = await c.env.DB.prepare(
    `${PIN_COLUMNS} ${PIN_FROM} WHERE p.origin_pin_id = ?2 AND ${pinListed({ pin: 'p', board: 'b' })} AND ${notBlocked({ user: 'p.pinner_id', viewer: '?1' })}
      ORDER BY p.id DESC LIMIT ?3`,
  )
    .bind(viewerBind(options.viewerId), pinId, ENGAGEMENT_SAVES)
    .all<PinRow>();
  const saves: Pin[] = results.map((r) => toPin(r, options));
  const feed = await signPinPage(c.env, { pins: await decoratePins(c.env.DB, saves, options), bookmark: null }, viewer);
  const title = lookup.pin.title || 'this Pin';
  return {
    route: 'pinEngagement',
    params,
    status: 200,
    head: head(`Engagement with ${title}`, 'Who saved this Pin, and where.', null, true),
    data: { kind: 'engagementDetails', pin: lookup.pin, feed },
  };
};
