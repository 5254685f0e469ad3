// Signs out (UserSessionResource delete revokes the session server-side), clears the member's builder drafts
// from this browser and stops every open tab writing them, and goes home. A real form, so a member signs out
// before, or without, JavaScript too (a signed-out page does the same then: client/features/pinBuilder/memberDrafts.ts).
import { endMemberDrafts } from '#client/features/pinBuilder/memberDrafts.ts';
import { callResource } from '#client/lib/resource.ts';
import { formAction } from '#shared/forms.ts';

export function SignOutButton({ className = 'button' }: { className?: string }) {
  return (
    <form
      className="sign-out"
      method="post"
      action={formAction('UserSessionResource', 'delete')}
      onSubmit={(e) => {
        e.preventDefault();
        endMemberDrafts();
        void callResource('UserSessionResource', 'delete', {}).finally(() => window.location.assign('/'));
      }}
    >
      <input type="hidden" name="next" value="/" />
      <button type="submit" className={className} data-test-id="sign-out">
        Log out
      </button>
    </form>
  );
}
