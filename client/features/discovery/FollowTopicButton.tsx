// Follow / unfollow a topic (docs/rules/pin-card.md#calls-spec-000-7 interest follow, interest_list "favorited"): optimistic,
// reverted with the server's message on failure; signed-out visitors get the login prompt. A member's is a real form (it
// follows or unfollows before and without JavaScript); a visitor's needs the client's prompt (NEEDS_SCRIPT).
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { requestLogin } from '#client/features/auth/loginUpsell.ts';
import { callResource } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { formAction, NEEDS_SCRIPT } from '#shared/forms.ts';
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
  const member = viewer.isAuth && !viewer.isLimitedLogin;
  const button = (
    <button
      type={member ? 'submit' : 'button'}
      className={`button${state.value ? '' : ' button--primary'}`}
      aria-pressed={state.value}
      data-test-id="follow-topic"
      onClick={member ? undefined : () => void toggle()}
      {...(member ? {} : NEEDS_SCRIPT)}
    >
      {state.value ? 'Following' : 'Follow'}
    </button>
  );
  return (
    <span>
      {member ? (
        <form
          style={{ display: 'contents' }}
          method="post"
          action={formAction('InterestFollowResource', state.value ? 'delete' : 'create')}
          onSubmit={(event) => {
            event.preventDefault();
            void toggle();
          }}
        >
          <input type="hidden" name="interest_id" value={topicId} />
          <input type="hidden" name="interest_list" value="favorited" />
          {button}
        </form>
      ) : (
        button
      )}
      {error.value && <span role="alert"> {error.value}</span>}
    </span>
  );
}
