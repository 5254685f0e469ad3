// Where the viewer saved a pin, read with every pin row a member reads (a grid's card, the closeup): its Save says "Saved"
// and names the board on every render, after a save made without JavaScript (a form post and a reload) as after one made by the script.
import { type BoardId, formatId, type PinId, type SectionId } from '#shared/ids.ts';
import { boardPath } from '#shared/routes.ts';
import type { SavedToBoard, SaveResult } from '#shared/types.ts';

/**
 * The one rule of "the viewer saved this pin" (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): a column
 * of a pin row over the pin `p`, for the viewer bound as `viewer` (`?1`): the viewer's latest live save of the pin's
 * root, as JSON, or null (at once, with no read, for a signed-out viewer). Every pin row a member reads carries it
 * (worker/pins/pinData.ts viewerColumns), so a grid's card and the closeup say "Saved" alike.
 */
export function viewerSaveColumn(viewer: string): string {
  if (!/^\?\d+$/.test(viewer)) throw new Error(`viewerSaveColumn: ${JSON.stringify(viewer)} is not a bound parameter`);
  return `CASE WHEN ${viewer} IS NOT NULL THEN (SELECT json_object('id', vs.id, 'boardId', vsb.id, 'name', vsb.name, 'slug', vsb.slug, 'layout', vsb.layout,
      'privacy', vsb.privacy, 'owner', vsu.username, 'sectionId', vss.id, 'sectionName', vss.name)
    FROM pins vs JOIN boards vsb ON vsb.id = vs.board_id JOIN users vsu ON vsu.id = vsb.owner_id LEFT JOIN board_sections vss ON vss.id = vs.section_id
    WHERE vs.origin_pin_id = COALESCE(p.origin_pin_id, p.id) AND vs.pinner_id = ${viewer} AND vs.deleted_at IS NULL
    ORDER BY vs.id DESC LIMIT 1) END AS viewer_save`;
}

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

/** The save viewerSaveColumn found on a pin row of `pinId`, as the save call answers one; undefined when none. */
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
