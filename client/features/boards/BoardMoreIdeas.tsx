// docs/rules/pin-card.md#screens-and-routes-spec-000-2 board more-ideas tab (a section's: its suggested pins) and docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 "disable more-ideas badge": the tabs above a
// board's pins ("Pins", "More ideas"). The owner sees a "New" badge on More ideas until they open
// the tab or turn the badge off (BoardMoreIdeasBadgeResource); the ideas are BoardMoreIdeasResource.
import { type ReactNode, useState } from 'react';
import { FeedGrid } from '#client/features/feed/FeedGrid.tsx';
import { callResource, getResource, ResourceCallError } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { NEEDS_SCRIPT } from '#shared/forms.ts';
import type { BoardDetail, PinPage, Viewer } from '#shared/types.ts';

export interface BoardTabsProps {
  board: BoardDetail;
  viewer: Viewer;
  /** On a section's page: its More ideas are the section's suggested pins. */
  sectionId?: string;
  /** The board's own pins (the Pins tab). */
  children: ReactNode;
}

export function BoardTabs({ board, viewer, sectionId, children }: BoardTabsProps) {
  const [tab, setTab] = useState<'pins' | 'ideas'>('pins');
  const [badge, setBadge] = useState(Boolean(board.moreIdeasBadge));
  const [ideas, setIdeas] = useState<PinPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  function turnBadgeOff() {
    setBadge(false);
    void callResource('BoardMoreIdeasBadgeResource', 'delete', { board_id: board.entityId }).catch(() => setBadge(true));
  }

  async function openIdeas() {
    setTab('ideas');
    if (badge) turnBadgeOff();
    if (ideas) return;
    setError(null);
    try {
      const answer = await getResource('BoardMoreIdeasResource', { board_id: board.entityId, section_id: sectionId ?? null });
      setIdeas({ pins: answer.data, bookmark: answer.bookmark });
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }

  return (
    <>
      {/* Switching tabs and the badge's × need the client; before and without it the board's pins show as they are. */}
      <div className="board-tabs" {...NEEDS_SCRIPT}>
        <div className="board-tabs__list" role="tablist" aria-label="Board">
          <button type="button" role="tab" aria-selected={tab === 'pins'} className="board-tabs__tab" onClick={() => setTab('pins')}>
            Pins
          </button>
          <button type="button" role="tab" aria-selected={tab === 'ideas'} className="board-tabs__tab" onClick={() => void openIdeas()}>
            More ideas
            {badge && (
              <span className="board-tabs__badge" data-test-id="more-ideas-badge">
                New
              </span>
            )}
          </button>
        </div>
        {badge && (
          <button type="button" className="board-tabs__off" aria-label="Turn off the New badge" title="Turn off the New badge" onClick={turnBadgeOff}>
            ×
          </button>
        )}
      </div>
      {tab === 'pins' ? (
        children
      ) : ideas ? (
        ideas.pins.length ? (
          <FeedGrid
            feed={ideas}
            request={{ resource: 'BoardMoreIdeasResource', options: { board_id: board.entityId, section_id: sectionId ?? null } }}
            viewer={viewer}
            surface={{ surface: sectionId ? 'sectionSuggestedPins' : 'boardMoreIdeas' }}
            embedState={false}
          />
        ) : (
          <p className="board-page__empty">No ideas for this board yet. Save a few more Pins to it.</p>
        )
      ) : (
        <p className="board-page__empty" role={error ? 'alert' : 'status'}>
          {error ?? 'Finding ideas…'}
        </p>
      )}
    </>
  );
}
