// docs/rules/pin-card.md#screens-and-routes-spec-000-2 "board more-ideas tab": ideas for a board, the related pins (worker/pins/relatedData.ts,
// read as the closeup's "More to explore" reads them) of its cover pin, leaving out the board's own
// pins; for a section ("section suggested pins"), of the section's newest pin. Later pages follow the related feed's bookmark.
import * as api from '#shared/api/boards.ts';
import type { BoardId, PinId, SectionId } from '#shared/ids.ts';
import { implement } from '#worker/api/implement.ts';
import { relatedFeedPage } from '#worker/feed/pinFeeds.ts';
import { visibleBoard } from './access.ts';

export const BoardMoreIdeasResource = implement(api.BoardMoreIdeasResource, {
  get: async (c, o) => {
    const board = await visibleBoard(c, o.board_id);
    let start: { pinId: PinId } | { bookmark: string };
    if (o.bookmark) start = { bookmark: o.bookmark };
    else {
      const seed = o.section_id ? await sectionSeed(c.env.DB, o.board_id, o.section_id) : await coverSeed(c.env.DB, o.board_id);
      if (seed === null) return { data: [], bookmark: null };
      start = { pinId: seed };
    }
    const page = await relatedFeedPage(c.env, c.var.viewer, start, o.page_size);
    return { data: page.pins.filter((pin) => pin.board?.entityId !== board.entityId), bookmark: page.bookmark };
  },
});

async function coverSeed(db: D1Database, boardId: BoardId): Promise<PinId | null> {
  const row = await db.prepare('SELECT cover_pin_id FROM boards WHERE id = ?').bind(boardId).first<{ cover_pin_id: PinId | null }>();
  return row?.cover_pin_id ?? null;
}

/** The newest live pin of a section of this board (none for another board's section). */
async function sectionSeed(db: D1Database, boardId: BoardId, sectionId: SectionId): Promise<PinId | null> {
  const row = await db
    .prepare('SELECT id FROM pins WHERE section_id = ?1 AND board_id = ?2 AND deleted_at IS NULL ORDER BY id DESC LIMIT 1')
    .bind(sectionId, boardId)
    .first<{ id: PinId }>();
  return row?.id ?? null;
}
