// /discover/article/{slug} (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): an article of ideas on one interest, its url name the
// slug: the newest listed pins of that interest. An unknown slug is a 404.
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import type { InterestId } from '#shared/ids.ts';
import type { Pin } from '#shared/types.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { signPinPage } from '#worker/offsite/sign.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { titledHead as head, type Loader, notFoundPage } from '#worker/pages/loader.ts';
import { decoratePins, PIN_COLUMNS, PIN_FROM, type PinReadOptions, type PinRow, toPin } from '#worker/pins/pinData.ts';
import { notBlocked, pinListed, viewerBind } from '#worker/visibility.ts';

/** The loader of a discovery article. */
export const loadArticle: Loader = async (c, params) => {
  const interest = await statusRead(c, () =>
    c.env.DB.prepare('SELECT id, name, url_name FROM interests WHERE url_name = ?')
      .bind(params.slug)
      .first<{ id: InterestId; name: string; url_name: string }>(),
  );
  if (!interest) return notFoundPage();
  const viewer = c.var.viewer;
  const options: PinReadOptions = { forBot: viewer.isBot, viewerId: viewerUserId(viewer) };
  const { results } = await c.env.DB.prepare(
    `${PIN_COLUMNS} ${PIN_FROM} JOIN pin_interests pi ON pi.pin_id = p.id AND pi.interest_id = ?1
      WHERE ${pinListed({ pin: 'p', board: 'b' })} AND ${notBlocked({ user: 'p.pinner_id', viewer: '?2' })} AND p.origin_pin_id IS NULL AND p.is_promoted = 0
      ORDER BY p.id DESC LIMIT ?3`,
  )
    .bind(interest.id, viewerBind(viewerUserId(viewer)), FEED_PAGE_SIZE)
    .all<PinRow>();
  const pins: Pin[] = await decoratePins(
    c.env.DB,
    results.map((r) => toPin(r, options)),
    options,
  );
  const title = `${interest.name}: ideas to try`;
  return {
    route: 'discoveryArticle',
    params,
    status: 200,
    head: head(title, `The newest ${interest.name.toLowerCase()} ideas saved on Pinboard.`, `/discover/article/${interest.url_name}/`),
    data: {
      kind: 'discoveryArticle',
      title,
      intro: `Fresh ${interest.name.toLowerCase()} ideas, newest first. Save the ones you love to a board.`,
      interest: interest.name,
      feed: await signPinPage(c.env, { pins, bookmark: null }, c.var.viewer),
    },
  };
};
