// Signs out (UserSessionResource delete revokes the session server-side), clears the member's
// builder drafts from this browser, and goes home.
import { clearMemberDrafts } from '#client/features/pinBuilder/memberDrafts.ts';
import { callResource } from '#client/lib/resource.ts';

export function SignOutButton({ className = 'button' }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      data-test-id="sign-out"
      onClick={() => {
        clearMemberDrafts();
        void callResource('UserSessionResource', 'delete', {}).finally(() => window.location.assign('/'));
      }}
    >
      Log out
    </button>
  );
}
