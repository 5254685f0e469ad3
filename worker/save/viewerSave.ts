// Where the viewer saved a pin, read with the closeup's pin row: its Save says "Saved" and names the board on every
// render, after a save made without JavaScript (a form post and a reload) as after one made by the script.
import { type BoardId, formatId, type PinId, type SectionId } from '#shared/ids.ts';
import { boardPath } from '#shared/routes.ts';
import type { SavedToBoard, SaveResult } from '#shared/types.ts';

/**
 * A column of the pin row (worker/pins/pinData.ts PinRowExtras, over the pin `p`, the viewer `?1`): the viewer's
 * latest live save of the pin's root, as JSON, or null.
 */
export const VIEWER_SAVE_COLUMN = `, (SELECT json_object('id', s.id, 'boardId', sb.id, 'name', sb.name, 'slug', sb.slug, 'layout', sb.layout, 'privacy', sb.privacy,
      'owner', su.username, 'sectionId', ss.id, 'sectionName', ss.name)
    FROM pins s JOIN boards sb ON sb.id = s.board_id JOIN users su ON su.id = sb.owner_id LEFT JOIN board_sections ss ON ss.id = s.section_id
    WHERE s.origin_pin_id = COALESCE(p.origin_pin_id, p.id) AND s.pinner_id = ?1 AND s.deleted_at IS NULL
    ORDER BY s.id DESC LIMIT 1) AS viewer_save`;

interface ViewerSaveJson {
  id: PinId;
  boardId: BoardId;
  name: string;
  slug: string;
  layout: 'default' | 'quick_saves';
  privacy: SavedToBoard['privacy'];
  owner: string;
  sectionId: SectionId | null;
  sectionName: string | null;
}

/** The save VIEWER_SAVE_COLUMN found on a pin row of `pinId`, as the save call answers one; undefined when none. */
export function viewerSaveOf(row: { viewer_save?: unknown } | undefined, pinId: PinId): SaveResult | undefined {
  if (typeof row?.viewer_save !== 'string') return undefined;
  const s = JSON.parse(row.viewer_save) as ViewerSaveJson;
  return {
    id: formatId(s.id),
    originalPinId: formatId(pinId),
    created: false,
    board: { id: formatId(s.boardId), url: boardPath(s.owner, s.slug), name: s.name, layout: s.layout, privacy: s.privacy },
    section: s.sectionId !== null && s.sectionName !== null ? { id: formatId(s.sectionId), name: s.sectionName } : null,
  };
}
