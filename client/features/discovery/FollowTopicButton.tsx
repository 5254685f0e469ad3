// Follow / unfollow a topic (docs/rules/pin-card.md#calls-spec-000-7 interest follow, interest_list "favorited"): optimistic,
// reverted with the server's message on failure; signed-out visitors get the login prompt.
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { requestLogin } from '#client/features/auth/loginUpsell.ts';
import { callResource } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import type { Viewer } from '#shared/types.ts';

export function FollowTopicButton({
  topicId,
  following,
  viewer,
  onChange,
}: {
  topicId: string;
  following: boolean;
  viewer: Viewer;
  onChange?: (following: boolean) => void;
}) {
  useSignals();
  const state = useSignal(following);
  const error = useSignal<string | null>(null);
  async function toggle() {
    if (!viewer.isAuth || viewer.isLimitedLogin) return requestLogin(state.value ? 'unfollow' : 'follow');
    const follow = !state.value;
    state.value = follow;
    error.value = null;
    try {
      const answer = await callResource('InterestFollowResource', follow ? 'create' : 'delete', { interest_id: topicId, interest_list: 'favorited' });
      state.value = answer.data.following;
      onChange?.(answer.data.following);
    } catch (e) {
      state.value = !follow;
      error.value = e instanceof Error ? e.message : SERVER_ERROR_MESSAGE;
    }
  }
  return (
    <span>
      <button
        type="button"
        className={`button${state.value ? '' : ' button--primary'}`}
        aria-pressed={state.value}
        data-test-id="follow-topic"
        onClick={() => void toggle()}
      >
        {state.value ? 'Following' : 'Follow'}
      </button>
      {error.value && <span role="alert"> {error.value}</span>}
    </span>
  );
}
