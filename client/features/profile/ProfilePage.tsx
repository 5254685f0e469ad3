// The profile page (/{username}/, boards grid with covers and counts) and its saved tab
// (/{username}/_saved/, the pins they saved). Follow and create-board actions; Block is in the
// profile's more menu (./ProfileMoreMenu.tsx).

import { type FormEvent, useState } from 'react';
import { Avatar } from '#client/components/Avatar.tsx';
import { VerifiedMerchantBadge } from '#client/features/experiences/VerifiedMerchantBadge.tsx';
import { FeedGrid } from '#client/features/feed/FeedGrid.tsx';
import { CardStrip } from '#client/features/pinCard/CardStrip.tsx';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';
import type { PageData } from '#shared/pages.ts';
import { followsPath, profilePath } from '#shared/paths.ts';
import type { UserProfile, Viewer } from '#shared/types.ts';
import { FollowUserButton } from './FollowUserButton.tsx';
import { ProfileBoards } from './ProfileBoards.tsx';
import { ProfileMoreMenu } from './ProfileMoreMenu.tsx';
import { ShareProfileButton } from './ShareProfileButton.tsx';
import { useQuickSaveFlag } from './useQuickSaveFlag.ts';
import '#client/features/boards/boards.css';
import type { PageView } from '#client/app/pageTypes.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { counted } from '#shared/counts.ts';
import { type FormFlash, flashFor, formAction } from '#shared/forms.ts';

type ProfileData = Extract<PageData, { kind: 'profile' }>;
type SavedData = Extract<PageData, { kind: 'profileSaved' }>;

/** Follow, and the more menu with Block (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 "User actions"). */
function UserActions({ user, viewer, flash }: { user: UserProfile; viewer: Viewer; flash?: FormFlash }) {
  if (user.isMe)
    return (
      <p>
        <a className="button" href="/settings/">
          Edit profile
        </a>
      </p>
    );
  return (
    <div className="board-page__actions">
      <FollowUserButton user={user} viewer={viewer} flash={flash} />
      {viewer.isAuth && <ProfileMoreMenu user={user} />}
    </div>
  );
}

function ProfileHeader({ user, viewer, tab, flash }: { user: UserProfile; viewer: Viewer; tab: 'created' | 'saved'; flash?: FormFlash }) {
  return (
    <header className="profile__header" data-test-id="profile-header">
      <Avatar className="profile__avatar" url={user.imageMediumUrl} name={user.fullName || user.username} size={120} />
      <h1>
        {user.fullName || user.username}
        {user.isVerifiedMerchant && (
          <>
            {' '}
            <VerifiedMerchantBadge size="lg" />
          </>
        )}
      </h1>
      <p className="board-page__meta">@{user.username}</p>
      {user.about && <p>{user.about}</p>}
      <p className="board-page__meta">
        <a href={followsPath(user.username, 'followers')} data-test-id="profile-followers">
          {counted(user.followerCount, 'follower')}
        </a>
        {' · '}
        <a href={followsPath(user.username, 'following')} data-test-id="profile-following">
          {`${user.followingCount} following`}
        </a>
      </p>
      <UserActions user={user} viewer={viewer} flash={flash} />
      <ShareProfileButton user={user} viewer={viewer} />
      <nav className="profile__tabs" aria-label="Profile">
        <a href={profilePath(user.username)} aria-current={tab === 'created' ? 'page' : undefined}>
          Boards
        </a>
        <a href={`${profilePath(user.username)}_saved/`} aria-current={tab === 'saved' ? 'page' : undefined}>
          Saved
        </a>
      </nav>
    </header>
  );
}

function CreateBoard({ viewer, flash: pageFlash }: { viewer: Viewer; flash?: FormFlash }) {
  const flash = flashFor(pageFlash, 'BoardResource', 'create');
  const [error, setError] = useState<string | null>(flash?.error ?? null);
  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      const answer = await callResource('BoardResource', 'create', {
        name: String(form.get('name') ?? ''),
        description: String(form.get('description') ?? ''),
        privacy: form.get('privacy') === 'secret' ? 'secret' : 'public',
      });
      window.location.assign(answer.data.url);
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }
  if (!viewer.isAuth) return null;
  return (
    <form className="create-board" data-test-id="create-board" method="post" action={formAction('BoardResource', 'create')} onSubmit={create}>
      <input name="name" aria-label="Board name" placeholder="Name your new board" maxLength={50} required defaultValue={flash?.values?.name} />
      <label>
        <input type="checkbox" name="privacy" value="secret" /> Secret
      </label>
      <button type="submit" className="button button--primary">
        Create board
      </button>
      {error && <span role="alert">{error}</span>}
    </form>
  );
}

/** The profile's person as the subject of its cards when the viewer acts for them (docs/rules/pin-card.md#roles-spec-000-6). */
function subjectOf(user: UserProfile): string | undefined {
  return user.actedForByMe ? user.entityId : undefined;
}

export function ProfilePage({ data, viewer, flash }: { data: ProfileData; viewer: Viewer; flash?: FormFlash }) {
  const subjectUserId = subjectOf(data.user);
  return (
    <section className="profile" data-test-id="profile-page">
      <ProfileHeader user={data.user} viewer={viewer} tab="created" flash={flash} />
      {data.user.isMe && <CreateBoard viewer={viewer} flash={flash} />}
      {data.user.isMe && (
        <p>
          <a href="/pins/">Find a Pin you saved</a>
        </p>
      )}
      <CardStrip title="Stories" surface="creatorStories" pins={data.stories} viewer={viewer} subjectUserId={subjectUserId} />
      <CardStrip title="Recent activity" surface="creatorActivity" pins={data.activity} viewer={viewer} subjectUserId={subjectUserId} />
      <ProfileBoards username={data.user.username} isMe={data.user.isMe} boards={data.boards} bookmark={data.boardsBookmark} />
    </section>
  );
}

export function ProfileSavedPage({ data, viewer, flash }: { data: SavedData; viewer: Viewer; flash?: FormFlash }) {
  const quickSave = useQuickSaveFlag(data.user, viewer);
  return (
    <section className="profile" data-test-id="profile-saved-page">
      <ProfileHeader user={data.user} viewer={viewer} tab="saved" flash={flash} />
      {data.feed.pins.length ? (
        <FeedGrid
          feed={data.feed}
          request={{ resource: 'UserSavesResource', options: { username: data.user.username } }}
          viewer={viewer}
          surface={{ surface: 'profile', quickSave, subjectUserId: subjectOf(data.user) }}
          embedState={false}
        />
      ) : (
        <div className="board-page__empty">
          <p>Nothing saved yet.</p>
          <a className="button button--primary" href="/">
            Find ideas to save
          </a>
        </div>
      )}
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { profile: PageView<'profile'>; profileSaved: PageView<'profileSaved'> } = {
  profile: ({ data, viewer, flash }) => <ProfilePage data={data} viewer={viewer} flash={flash} />,
  profileSaved: ({ data, viewer, flash }) => <ProfileSavedPage data={data} viewer={viewer} flash={flash} />,
};
