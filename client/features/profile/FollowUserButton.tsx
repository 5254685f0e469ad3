// Follow / unfollow a person from their profile (UserFollowResource), optimistic and reverted on
// failure (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 "User actions"). A real form
// (worker/api/forms.ts): before or without JavaScript it posts and comes back to the profile.
import { type FormEvent, useState } from 'react';
import { requestLogin } from '#client/features/auth/loginUpsell.ts';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { type FormFlash, flashFor, formAction } from '#shared/forms.ts';
import type { UserProfile, Viewer } from '#shared/types.ts';

export function FollowUserButton({ user, viewer, flash }: { user: UserProfile; viewer: Viewer; flash?: FormFlash }) {
  const followed = Boolean(user.explicitlyFollowedByMe);
  const refused = flashFor(flash, 'UserFollowResource', followed ? 'delete' : 'create');
  const [following, setFollowing] = useState(followed);
  const [error, setError] = useState<string | null>(refused?.error ?? null);
  async function toggle(event: FormEvent) {
    event.preventDefault();
    if (!viewer.isAuth || viewer.isLimitedLogin) return requestLogin(following ? 'unfollow' : 'follow');
    const on = !following;
    setError(null);
    setFollowing(on);
    try {
      await callResource('UserFollowResource', on ? 'create' : 'delete', { user_id: user.entityId });
    } catch (e) {
      setFollowing(!on);
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }
  return (
    <form
      className="board-page__actions"
      method="post"
      action={formAction('UserFollowResource', following ? 'delete' : 'create')}
      onSubmit={(e) => void toggle(e)}
    >
      <input type="hidden" name="user_id" value={user.entityId} />
      <button type="submit" className={`button${following ? '' : ' button--primary'}`} data-test-id="follow-user">
        {following ? 'Following' : 'Follow'}
      </button>
      {error && <span role="alert">{error}</span>}
    </form>
  );
}
