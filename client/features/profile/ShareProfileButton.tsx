// Sharing a profile (docs/rules/closeup-and-visitors.md#roles-spec-002-6, docs/rules/closeup-and-visitors.md#constants-spec-002-9): a member shares its link (the system share sheet, else
// the link copied); a visitor's press opens the login modal titled "Log in to share the profile".
// Before JavaScript it is a link to the login page that comes back to the profile.
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { requestLogin } from '#client/features/auth/loginUpsell.ts';
import { shareLink } from '#client/lib/shareLink.ts';
import { profilePath } from '#shared/paths.ts';
import type { UserProfile, Viewer } from '#shared/types.ts';

export function ShareProfileButton({ user, viewer }: { user: UserProfile; viewer: Viewer }) {
  useSignals();
  const notice = useSignal<string | null>(null);
  const path = profilePath(user.username);
  // A limited login is gated like a visitor (the server would refuse it the same way).
  const gated = !viewer.isAuth || viewer.isLimitedLogin;
  return (
    <>
      <a
        className="button"
        href={gated ? `/login/?next=${encodeURIComponent(path)}` : path}
        data-test-id="share-profile"
        onClick={(event) => {
          event.preventDefault();
          if (gated) return requestLogin('shareProfile');
          void shareLink(`${location.origin}${path}`, user.fullName || user.username).then((text) => (notice.value = text));
        }}
      >
        Share
      </a>
      {notice.value && <span role="status">{notice.value}</span>}
    </>
  );
}
