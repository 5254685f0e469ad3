// The board page (/{username}/{board}/) and section page (/{username}/{board}/{section}/): header,
// sections, the pins grid (BoardFeedResource), bulk selection for the owner and invite acceptance.
import { useState } from 'react';
import { requestBoardInviteLogin, requestLogin } from '#client/features/auth/loginUpsell.ts';
import { FeedGrid } from '#client/features/feed/FeedGrid.tsx';
import type { CardSurfaceValue } from '#client/features/pinCard/CardSurface.ts';
import { callResource, getResource, ResourceCallError } from '#client/lib/resource.ts';
import type { PageData } from '#shared/pages.ts';
import { profilePath } from '#shared/paths.ts';
import type { Viewer } from '#shared/types.ts';
import { AddSection } from './AddSection.tsx';
import { BoardInvitation } from './BoardInvitation.tsx';
import { BoardTabs } from './BoardMoreIdeas.tsx';
import { BulkEditor } from './BulkEditor.tsx';
import { FollowBoardButton } from './FollowBoardButton.tsx';
import { PinDensityToggle, usePinDensity } from './PinDensityToggle.tsx';
import { SensitivityScreen } from './SensitivityScreen.tsx';
import './boards.css';
import type { PageView } from '#client/app/pageTypes.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { counted } from '#shared/counts.ts';
import { type FormFlash, NEEDS_SCRIPT } from '#shared/forms.ts';
import { boardDisplayName } from '#shared/pinCard/board.ts';

type BoardData = Extract<PageData, { kind: 'board' }>;

/** The board grid's card surface: the profile's quick-saves board holds the boardless pins (docs/rules/pin-card.md#screens-and-routes-spec-000-2), its own surface, where the owner saves to a board with the picker. */
function boardCards(board: BoardData['board']): CardSurfaceValue {
  return {
    surface: board.layout === 'quick_saves' ? 'boardlessPins' : 'board',
    board: {
      entityId: board.entityId,
      ownerId: board.owner.entityId,
      collaboratedByMe: board.canSave && !board.isOwner,
      isCollaborative: board.isCollaborative,
    },
  };
}

function InviteBanner({ data, viewer }: { data: BoardData; viewer: Viewer }) {
  const [error, setError] = useState<string | null>(null);
  if (!data.inviteCode && !data.board.invitedMe) return null;
  async function accept() {
    if (!viewer.isAuth) {
      if (!data.inviteCode) return requestLogin('default');
      // A failed sender lookup falls back to the plain title (docs/rules/closeup-and-visitors.md#errors-spec-002-8: failure clears the prompt).
      const sender = await getResource('BoardInviteResource', { invite_code: data.inviteCode }).catch(() => null);
      return sender ? requestBoardInviteLogin(sender.data.sender.first_name) : requestLogin('default');
    }
    try {
      await callResource('BoardInviteResource', 'update', data.inviteCode ? { invite_code: data.inviteCode } : { board_id: data.board.entityId });
      window.location.assign(data.board.url);
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }
  return (
    <p className="board-invite" data-test-id="board-invite">
      You are invited to collaborate on this board.{' '}
      <button type="button" className="button button--primary" onClick={() => void accept()}>
        Accept
      </button>
      {error && <span role="alert"> {error}</span>}
    </p>
  );
}

export function BoardPage({ data, viewer, flash }: { data: BoardData; viewer: Viewer; flash?: FormFlash }) {
  const { board, sections, section } = data;
  const [selecting, setSelecting] = useState(false);
  const [density, setDensity] = usePinDensity(viewer);
  // docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: a sensitive board's pins wait behind a screen until this person dismisses it.
  const [screened, setScreened] = useState(Boolean(data.board.sensitivityScreen));
  if (data.invitation) return <BoardInvitation data={data} senderFirstName={data.invitation.senderFirstName} />;
  const title = boardDisplayName(board);
  return (
    <section className="board-page" data-test-id="board-page" data-board-id={board.entityId}>
      <header className="board-page__header">
        <h1>{section ? section.name : title}</h1>
        {section && (
          <p>
            <a href={board.url}>{title}</a>
          </p>
        )}
        {board.description && !section && <p className="board-page__description">{board.description}</p>}
        <p className="board-page__meta">
          <a href={profilePath(board.ownerUsername)}>{board.ownerFullName || board.ownerUsername}</a>
          {' · '}
          {counted(board.pinCount, 'Pin')}
          {board.privacy === 'secret' && ' · Secret'}
          {board.collaboratorCount > 0 && ` · ${counted(board.collaboratorCount, 'collaborator')}`}
        </p>
        <div className="board-page__actions">
          {!board.isOwner && <FollowBoardButton board={board} viewer={viewer} flash={flash} />}
          {board.isOwner && (
            <a className="button" href={`/board/${board.entityId}/edit/`}>
              Edit board
            </a>
          )}
          {board.isOwner && section && (
            <a className="button" href={`/boardsection/${section.entityId}/edit/`}>
              Edit section
            </a>
          )}
          {board.isOwner && !section && <AddSection board={board} flash={flash} />}
          {board.isOwner && (
            <button type="button" className="button" data-test-id="organize" onClick={() => setSelecting(!selecting)} {...NEEDS_SCRIPT}>
              {selecting ? 'Done' : 'Organize'}
            </button>
          )}
        </div>
        <InviteBanner data={data} viewer={viewer} />
      </header>
      {!section && sections.length > 0 && (
        <nav className="board-sections" aria-label="Sections">
          {sections.map((s) => (
            <a key={s.entityId} className="board-sections__item" href={s.url}>
              {s.name} <span>{counted(s.pinCount, 'Pin')}</span>
            </a>
          ))}
        </nav>
      )}
      {screened ? (
        <SensitivityScreen boardId={board.entityId} viewer={viewer} onShow={() => setScreened(false)} />
      ) : selecting ? (
        <BulkEditor board={board} section={section} feed={data.feed} viewer={viewer} onDone={() => window.location.reload()} />
      ) : data.feed.pins.length ? (
        <BoardTabs board={board} viewer={viewer} sectionId={section?.entityId} key={section?.entityId ?? 'board'}>
          <PinDensityToggle density={density} onChange={setDensity} />
          <FeedGrid
            feed={data.feed}
            request={{ resource: 'BoardFeedResource', options: { board_id: board.entityId, section_id: section?.entityId ?? null } }}
            viewer={viewer}
            embedState={false}
            density={density}
            surface={boardCards(board)}
          />
        </BoardTabs>
      ) : (
        <div className="board-page__empty" data-test-id="board-empty">
          <p>There aren’t any Pins on this board yet.</p>
          <a className="button button--primary" href="/">
            Find ideas to save
          </a>
        </div>
      )}
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { board: PageView<'board'> } = {
  board: ({ data, viewer, flash }) => <BoardPage data={data} viewer={viewer} flash={flash} />,
};
