// A profile's followers, or the people it follows (docs/rules/pin-card.md#constants-spec-000-9: 50 to a page), reached from the
// profile's counts. "More" is a link to the next page, so it works before JavaScript; once the page
// is hydrated it adds the next 50 below the ones shown instead.

import { useSignal, useSignals } from '@preact/signals-react/runtime';
import type { MouseEvent } from 'react';
import type { PageView } from '#client/app/pageTypes.ts';
import { Avatar } from '#client/components/Avatar.tsx';
import { getResource } from '#client/lib/resource.ts';
import type { FollowList, PageData } from '#shared/pages.ts';
import { followsPath, profilePath } from '#shared/paths.ts';
import type { UserSummary } from '#shared/types.ts';
import '#client/features/boards/boards.css';
import './follows.css';

type FollowsData = Extract<PageData, { kind: 'profileFollows' }>;

const HEADINGS: Record<FollowList, string> = { followers: 'Followers', following: 'Following' };

function Person({ person }: { person: UserSummary }) {
  return (
    <li>
      <a className="follows__person" href={profilePath(person.username)} data-test-id="follows-person">
        <Avatar className="follows__avatar" url={person.imageMediumUrl} name={person.fullName || person.username} size={48} />
        <span>
          <strong>{person.fullName || person.username}</strong>
          <span className="board-page__meta"> @{person.username}</span>
        </span>
      </a>
    </li>
  );
}

export function FollowsPage({ data }: { data: FollowsData }) {
  useSignals();
  const { user, list } = data;
  const shown = useSignal({ people: data.people, page: data.page, more: data.more });
  const loading = useSignal(false);
  const failed = useSignal(false);
  const next = followsPath(user.username, list, shown.value.page + 1);

  async function more(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (loading.value) return;
    loading.value = true;
    failed.value = false;
    try {
      const answer = await getResource('PageResource', { path: next });
      const page = answer.data.data;
      if (page.kind !== 'profileFollows') throw new Error(page.kind);
      shown.value = { people: [...shown.value.people, ...page.people], page: page.page, more: page.more };
    } catch {
      failed.value = true;
    } finally {
      loading.value = false;
    }
  }

  return (
    <section className="follows" data-test-id="follows-page">
      <header className="profile__header">
        <h1>{HEADINGS[list]}</h1>
        <p>
          <a href={profilePath(user.username)}>{user.fullName || user.username}</a>
        </p>
        <nav className="profile__tabs" aria-label="Followers and following">
          {(['followers', 'following'] as const).map((l) => (
            <a key={l} href={followsPath(user.username, l)} aria-current={l === list ? 'page' : undefined}>
              {HEADINGS[l]}
            </a>
          ))}
        </nav>
      </header>
      {shown.value.people.length ? (
        <ul className="follows__list" data-test-id="follows-list">
          {shown.value.people.map((person) => (
            <Person key={person.entityId} person={person} />
          ))}
        </ul>
      ) : (
        <p className="board-page__empty">{list === 'followers' ? 'No followers yet.' : 'Not following anyone yet.'}</p>
      )}
      {shown.value.more && (
        <p className="follows__more">
          <a className="button" href={next} aria-busy={loading.value} data-test-id="follows-more" onClick={(e) => void more(e)}>
            More
          </a>
        </p>
      )}
      {failed.value && <p role="alert">These could not be loaded. Try again.</p>}
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { profileFollows: PageView<'profileFollows'> } = {
  profileFollows: ({ data }) => <FollowsPage data={data} />,
};
