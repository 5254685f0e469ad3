import type { BoardRow, PinRow } from '../dataset.ts';
import type { Cast } from './users.ts';

/** Sets each board's counts and cover; answers the id of the board marked sensitive (0 when none fits). */
export function settleBoards(pins: PinRow[], boards: BoardRow[], cast: Cast): number {
  const { demo, partner, staff, merchant, limited, advertisers } = cast;
  const liveByBoard = new Map<number, PinRow[]>();
  for (const p of pins) {
    if (p.deleted_at !== null || p.board_id === null) continue;
    const list = liveByBoard.get(p.board_id) ?? [];
    list.push(p);
    liveByBoard.set(p.board_id, list);
  }
  for (const b of boards) {
    const list = liveByBoard.get(b.id) ?? [];
    b.pin_count = list.length;
    const newest = list[list.length - 1];
    b.cover_pin_id = newest ? newest.id : null;
    b.last_pinned_at = newest ? newest.created_at : null;
  }
  // docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: moderation marks one board sensitive: the newest public board of a person (not a
  // demo account, advertiser or merchant) with a few pins, so no fixture board of the tests is screened.
  const accounts = new Set([demo.id, partner.id, staff.id, merchant.id, limited.id, ...advertisers.map((a) => a.id)]);
  const sensitive = boards.findLast((b) => b.privacy === 'public' && !b.archived && b.layout === 'default' && b.pin_count >= 4 && !accounts.has(b.owner_id));
  return sensitive?.id ?? 0;
}
