// Signs out (UserSessionResource delete revokes the session server-side) and goes home.
import { callResource } from '#client/lib/resource.ts';

export function SignOutButton() {
  return (
    <button
      type="button"
      className="button"
      data-test-id="sign-out"
      onClick={() => {
        void callResource('UserSessionResource', 'delete', {}).finally(() => window.location.assign('/'));
      }}
    >
      Log out
    </button>
  );
}
