// The site header (spec 000 §9: 64 px high): home link, and sign-in links or the viewer's profile.
import { SITE_NAME } from '#shared/pages.ts';
import { profilePath } from '#shared/routes.ts';
import type { Viewer } from '#shared/types.ts';

export function Header({ viewer }: { viewer: Viewer }) {
  return (
    <header className="header">
      <a className="header__logo" href="/" aria-label={`${SITE_NAME} home`}>
        <span aria-hidden="true" className="header__mark">P</span> {SITE_NAME}
      </a>
      <nav className="header__nav" aria-label="Main">
        <a href="/">Home</a>
        {viewer.isAuth && viewer.username ? (
          <a className="header__profile" href={profilePath(viewer.username)}>{viewer.fullName || viewer.username}</a>
        ) : (
          !viewer.isBot && (
            <>
              <a className="button" href="/login">Log in</a>
              <a className="button button--primary" href="/signup">Sign up</a>
            </>
          )
        )}
      </nav>
    </header>
  );
}
