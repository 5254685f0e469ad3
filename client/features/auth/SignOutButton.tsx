// Signs out (UserSessionResource delete revokes the session server-side) and goes home.
import { callResource } from '#client/lib/resource.ts';

export function SignOutButton({ className = 'button' }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      data-test-id="sign-out"
      onClick={() => {
        void callResource('UserSessionResource', 'delete', {}).finally(() => window.location.assign('/'));
      }}
    >
      Log out
    </button>
  );
}
