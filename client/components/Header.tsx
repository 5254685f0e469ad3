// The site header: logo home link, and for signed-out visitors log in and sign up; for the
// signed-in viewer Create (the pin builder), their avatar/profile link, settings and sign out.

import { SignOutButton } from '#client/features/auth/SignOutButton.tsx';
import { SearchBox } from '#client/features/search/SearchBox.tsx';
import { SITE_NAME } from '#shared/pages.ts';
import { profilePath } from '#shared/routes.ts';
import type { Viewer } from '#shared/types.ts';
import '#client/features/auth/auth.css';

export function Header({ viewer }: { viewer: Viewer }) {
  return (
    <header className="header">
      <a className="header__logo" href="/" aria-label={`${SITE_NAME} home`}>
        <span aria-hidden="true" className="header__mark">
          P
        </span>{' '}
        {SITE_NAME}
      </a>
      <SearchBox />
      <nav className="header__nav" aria-label="Main">
        <a href="/">Home</a>
        {viewer.isAuth && viewer.username ? (
          <>
            <a href="/pin-builder/" data-test-id="header-create">
              Create
            </a>
            <a className="header__profile" href={profilePath(viewer.username)} data-test-id="header-profile">
              {viewer.avatarUrl ? (
                <img className="header__avatar" src={viewer.avatarUrl} width={32} height={32} alt="" />
              ) : (
                <span aria-hidden="true" className="header__avatar">
                  {(viewer.fullName || viewer.username).slice(0, 1).toUpperCase()}
                </span>
              )}
              {viewer.fullName || viewer.username}
            </a>
            <a href="/settings/">Settings</a>
            <SignOutButton />
          </>
        ) : (
          !viewer.isBot && (
            <>
              <a className="button" href="/login">
                Log in
              </a>
              <a className="button button--primary" href="/signup">
                Sign up
              </a>
            </>
          )
        )}
      </nav>
    </header>
  );
}
