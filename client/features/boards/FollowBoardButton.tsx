// Follow / unfollow a board (PUT and DELETE /v3/boards/{id}/follow/), optimistic and reverted on failure.
// A real form (worker/api/forms.ts): before or without JavaScript it posts to BoardFollowResource,
// the same rule, and comes back to the page.
import { type FormEvent, useState } from 'react';
import { requestLogin } from '#client/features/auth/loginUpsell.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { counted } from '#shared/counts.ts';
import { type FormFlash, flashFor, formAction } from '#shared/forms.ts';
import type { BoardDetail, ResourceResponse, Viewer } from '#shared/types.ts';

export function FollowBoardButton({ board, viewer, flash }: { board: BoardDetail; viewer: Viewer; flash?: FormFlash }) {
  const following0 = Boolean(board.followedByMe);
  const refused = flashFor(flash, 'BoardFollowResource', following0 ? 'delete' : 'create');
  const [state, setState] = useState({ following: following0, count: board.followerCount, error: refused?.error ?? null });
  async function toggle(event: FormEvent) {
    event.preventDefault();
    if (!viewer.isAuth || viewer.isLimitedLogin) return requestLogin(state.following ? 'unfollow' : 'follow');
    const before = state;
    const follow = !state.following;
    setState({ following: follow, count: state.count + (follow ? 1 : -1), error: null });
    try {
      const response = await fetch(`/v3/boards/${board.entityId}/follow/`, { method: follow ? 'PUT' : 'DELETE', headers: { Accept: 'application/json' } });
      const body = (await response.json()) as ResourceResponse<{ followedByMe: boolean; followerCount: number }>;
      const data = body.resource_response.data;
      if (!response.ok || !data) throw new Error(body.resource_response.error?.message ?? SERVER_ERROR_MESSAGE);
      setState({ following: data.followedByMe, count: data.followerCount, error: null });
    } catch (e) {
      setState({ ...before, error: e instanceof Error ? e.message : SERVER_ERROR_MESSAGE });
    }
  }
  return (
    <form
      className="board-follow"
      method="post"
      action={formAction('BoardFollowResource', state.following ? 'delete' : 'create')}
      onSubmit={(e) => void toggle(e)}
    >
      <input type="hidden" name="board_id" value={board.entityId} />
      <button type="submit" className={`button${state.following ? '' : ' button--primary'}`} data-test-id="follow-board">
        {state.following ? 'Following' : 'Follow'}
      </button>
      <span className="board-follow__count">{counted(state.count, 'follower')}</span>
      {state.error && <span role="alert"> {state.error}</span>}
    </form>
  );
}
