// PUT /v3/search/{pin_id}/hide/ and /unhide/ with query and pin_type (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7): a
// signed-in viewer hides a pin from their search results, or undoes it; stored per viewer, limited by `ownMark`
// (docs/security.md#rate-limits-exact-and-per-location), its texts clipped to SEARCH_HIDE_TEXT_BYTES.
import { Hono } from 'hono';
import { SEARCH_HIDE_TEXT_BYTES } from '#shared/constants.ts';
import { parseId } from '#shared/ids.ts';
import { clipUtf8 } from '#shared/text/utf8.ts';
import { ok } from '#worker/api/envelope.ts';
import { invalid, notFound } from '#worker/api/errors.ts';
import { requireMember } from '#worker/api/guards.ts';
import type { AppEnv } from '#worker/env.ts';
import { rateLimit } from '#worker/middleware/rateLimit.ts';
import { pinVisibleTo } from '#worker/visibility.ts';

const VISIBLE_PIN = `SELECT p.id FROM pins p LEFT JOIN boards b ON b.id = p.board_id WHERE p.id = ?2 AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?1' })}`;

/** query and pin_type, from the JSON body or the query string; each at most 200 characters, kept clipped to SEARCH_HIDE_TEXT_BYTES. */
async function hideOptions(request: Request, url: URL): Promise<{ query: string; pinType: string }> {
  let body: Record<string, unknown> = {};
  if ((request.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      const parsed: unknown = await request.json();
      if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
    } catch {
      throw invalid('The body is not valid JSON.');
    }
  }
  const pick = (name: string): string => {
    const value = body[name] ?? url.searchParams.get(name) ?? '';
    if (typeof value !== 'string') throw invalid(`${name} must be a string`);
    if (value.length > 200) throw invalid(`${name} is too long`);
    return value;
  };
  return { query: clipUtf8(pick('query'), SEARCH_HIDE_TEXT_BYTES.query), pinType: clipUtf8(pick('pin_type'), SEARCH_HIDE_TEXT_BYTES.pinType) };
}

export function searchHideRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.put('/v3/search/:pin/:action{hide|unhide}/', rateLimit({ name: 'ownMark' }), async (c) => {
    const { pin, action } = c.req.param();
    const pinId = parseId<'pin'>(pin);
    if (pinId === null) throw invalid('That is not a pin id.');
    const me = requireMember(c.var.viewer, 'Log in to hide this Pin');
    const db = c.env.DB;
    if (action === 'unhide') {
      await db.prepare('DELETE FROM search_hides WHERE user_id = ? AND pin_id = ?').bind(me, pinId).run();
      return ok(c, true);
    }
    const { query, pinType } = await hideOptions(c.req.raw, new URL(c.req.url));
    if (!(await db.prepare(VISIBLE_PIN).bind(me, pinId).first())) throw notFound('That pin does not exist.');
    await db
      .prepare(
        'INSERT INTO search_hides (user_id, pin_id, query, pin_type, created_at) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (user_id, pin_id) DO UPDATE SET query = ?3, pin_type = ?4',
      )
      .bind(me, pinId, query, pinType, Date.now())
      .run();
    return ok(c, true);
  });
  return app;
}
