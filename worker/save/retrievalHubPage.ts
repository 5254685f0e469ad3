// /pins/: the retrieval hub (docs/rules/pin-card.md#screens-and-routes-spec-000-2), where a member finds a Pin they saved: their saves
// on every board, newest first, or those whose title or description holds the words they typed (`?q=`). Members only.
import type { Pin } from '#shared/types.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { signPinPage } from '#worker/offsite/sign.ts';
import { titledHead as head, type Loader, memberOf } from '#worker/pages/loader.ts';
import { decoratePins, PIN_COLUMNS, PIN_FROM, type PinReadOptions, type PinRow, toPin } from '#worker/pins/pinData.ts';

/** How many saves the hub shows. */
const HUB_SAVES = 50;
/** The longest search it takes; longer input is cut. */
const QUERY_MAX = 100;

/** `%`, `_` and `\` stand for themselves in the LIKE pattern. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The loader of the retrieval hub. */
export const loadRetrievalHub: Loader = async (c, params) => {
  const viewer = c.var.viewer;
  const me = memberOf(c);
  const query = (c.req.query('q') ?? '').trim().slice(0, QUERY_MAX);
  const options: PinReadOptions = { forBot: viewer.isBot, viewerId: viewerUserId(viewer) };
  const { results } = await c.env.DB.prepare(
    `${PIN_COLUMNS} ${PIN_FROM} WHERE p.pinner_id = ?1 AND p.deleted_at IS NULL AND p.is_promoted = 0
      AND (?2 = '' OR p.title LIKE ?3 ESCAPE '\\' OR p.description LIKE ?3 ESCAPE '\\')
      ORDER BY p.id DESC LIMIT ?4`,
  )
    .bind(me, query, likePattern(query), HUB_SAVES)
    .all<PinRow>();
  const saves: Pin[] = results.map((r) => toPin(r, options));
  const feed = await signPinPage(c.env, { pins: await decoratePins(c.env.DB, saves, options), bookmark: null }, viewer);
  return {
    route: 'retrievalHub',
    params,
    status: 200,
    head: head('Your Pins', 'Find a Pin you saved.', null, true),
    data: { kind: 'retrievalHub', query, feed },
  };
};
