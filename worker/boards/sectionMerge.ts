// BoardSectionMergeResource (/boardsection/{id}/edit/): the board's owner moves every
// pin of a section into another section of the same board and the emptied section goes, in one batch.
import * as api from '#shared/api/boards.ts';
import { formatId } from '#shared/ids.ts';
import { ApiError, invalid } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import { publicViewChanged } from '#worker/seo/botPageCache.ts';
import { ownBoard } from './access.ts';
import { readSection, readSections } from './boardData.ts';

export const BoardSectionMergeResource = implement(api.BoardSectionMergeResource, {
  create: async (c, o) => {
    const from = await readSection(c.env.DB, o.section_id);
    if (!from) throw new ApiError('not_found', 'This section does not exist.');
    const board = await ownBoard(c, from.boardId);
    const into = await readSection(c.env.DB, o.into_section_id);
    if (!into || into.boardId !== from.boardId) throw invalid('A section can only be merged into another section of its board.');
    if (into.id === from.id) throw invalid('Choose another section to merge into.');
    const [, deleted] = await c.env.DB.batch([
      c.env.DB.prepare('UPDATE pins SET section_id = ?2 WHERE section_id = ?1').bind(from.id, into.id),
      c.env.DB.prepare('DELETE FROM board_sections WHERE id = ? RETURNING id').bind(from.id),
    ]);
    await publicViewChanged(c, { boardPrivacy: [board.privacy, board.privacy], changed: deleted.results.length > 0 });
    const merged = (await readSections(c.env.DB, from.boardId, board)).find((s) => s.entityId === formatId(into.id));
    if (!merged) throw new ApiError('conflict', 'This section was just changed. Please try again.');
    return { data: merged };
  },
});
