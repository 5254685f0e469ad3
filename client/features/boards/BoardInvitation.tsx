// The board page of a pending invitee who may not see the board yet: who invited them to which
// board, and Accept. No pins until they accept (docs/rules/closeup-and-visitors.md#entities-spec-002-3; worker/visibility.ts).
import { useState } from 'react';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import type { PageData } from '#shared/pages.ts';
import { profilePath } from '#shared/paths.ts';
import { loginTitle } from '#shared/save/loginTitles.ts';

type BoardData = Extract<PageData, { kind: 'board' }>;

export function BoardInvitation({ data, senderFirstName }: { data: BoardData; senderFirstName: string }) {
  const { board } = data;
  const [error, setError] = useState<string | null>(null);
  async function accept() {
    try {
      await callResource('BoardInviteResource', 'update', data.inviteCode ? { invite_code: data.inviteCode } : { board_id: board.entityId });
      window.location.assign(board.url);
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }
  return (
    <section className="board-page" data-test-id="board-invitation" data-board-id={board.entityId}>
      <header className="board-page__header">
        <p>{loginTitle('boardInvite', senderFirstName)}</p>
        <h1>{board.name}</h1>
        <p className="board-page__meta">
          <a href={profilePath(board.ownerUsername)}>{board.ownerFullName || board.ownerUsername}</a>
        </p>
        <p className="board-invite" data-test-id="board-invite">
          <button type="button" className="button button--primary" onClick={() => void accept()}>
            Accept
          </button>
          {error && <span role="alert"> {error}</span>}
        </p>
      </header>
    </section>
  );
}
