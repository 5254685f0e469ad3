// docs/rules/pin-card.md#screens-and-routes-spec-000-2 "board more-ideas tab": ideas for a board, the related pins (worker/pins/relatedData.ts,
// read as the closeup's "More to explore" reads them) of its cover pin, leaving out the board's own
// pins. Later pages follow the related feed's bookmark.
import * as api from '#shared/api/boards.ts';
import { implement } from '#worker/api/implement.ts';
import { relatedFeedPage } from '#worker/feeds/pinFeeds.ts';
import { visibleBoard } from './access.ts';

export const BoardMoreIdeasResource = implement(api.BoardMoreIdeasResource, {
  get: async (c, o) => {
    const board = await visibleBoard(c, o.board_id);
    let start: { pinId: string } | { bookmark: string };
    if (o.bookmark) start = { bookmark: o.bookmark };
    else {
      const row = await c.env.DB.prepare('SELECT cover_pin_id FROM boards WHERE id = ?').bind(Number(board.entityId)).first<{ cover_pin_id: number | null }>();
      if (!row?.cover_pin_id) return { data: [], bookmark: null };
      start = { pinId: String(row.cover_pin_id) };
    }
    const page = await relatedFeedPage(c.env, c.var.viewer, start, o.page_size);
    return { data: page.pins.filter((pin) => pin.board?.entityId !== board.entityId), bookmark: page.bookmark };
  },
});
