// Follow / unfollow a board (PUT and DELETE /v3/boards/{id}/follow/), optimistic and reverted on failure.
import { useState } from 'react';
import { requestLogin } from '#client/features/auth/loginUpsell.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { counted } from '#shared/counts.ts';
import type { BoardDetail, ResourceResponse, Viewer } from '#shared/types.ts';

export function FollowBoardButton({ board, viewer }: { board: BoardDetail; viewer: Viewer }) {
  const [state, setState] = useState({ following: Boolean(board.followedByMe), count: board.followerCount, error: null as string | null });
  async function toggle() {
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
    <span className="board-follow">
      <button type="button" className={`button${state.following ? '' : ' button--primary'}`} data-test-id="follow-board" onClick={() => void toggle()}>
        {state.following ? 'Following' : 'Follow'}
      </button>
      <span className="board-follow__count">{counted(state.count, 'follower')}</span>
      {state.error && <span role="alert"> {state.error}</span>}
    </span>
  );
}
