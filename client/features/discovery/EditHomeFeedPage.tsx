// /edit/ "Tune your home feed" (docs/rules/pin-card.md#screens-and-routes-spec-000-2): the topics, boards and people the viewer
// follows, each removable (interest unfollow, DELETE /v3/boards/{id}/follow/, user unfollow).
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { callResource } from '#client/lib/resource.ts';
import type { DiscoveryPageData } from '#shared/discovery/pages.ts';
import { BoardTiles, PeopleList, TopicTiles } from './ResultLists.tsx';
import './discovery.css';
import type { PageView } from '#client/app/pageTypes.ts';
import { NEEDS_SCRIPT } from '#shared/forms.ts';

type Data = Extract<DiscoveryPageData, { kind: 'editHomeFeed' }>;

function RemoveButton({ label, remove }: { label: string; remove: () => Promise<boolean> }) {
  useSignals();
  const removed = useSignal(false);
  const failed = useSignal(false);
  return (
    <button
      type="button"
      className="button"
      disabled={removed.value}
      aria-label={`Unfollow ${label}`}
      {...NEEDS_SCRIPT}
      onClick={async () => {
        failed.value = false;
        if (await remove()) removed.value = true;
        else failed.value = true;
      }}
    >
      {removed.value ? 'Unfollowed' : failed.value ? 'Try again' : 'Unfollow'}
    </button>
  );
}

const ok = (p: Promise<unknown>) => p.then(() => true).catch(() => false);

export function EditHomeFeedPage({ data }: { data: Data }) {
  return (
    <div className="discovery-page tune" data-test-id="tune-page">
      <h1>Tune your home feed</h1>
      <p className="discovery-page__intro">Your home feed shows Pins from what you follow. Unfollow anything to see less of it.</p>
      <section aria-labelledby="tune-topics">
        <h2 id="tune-topics">Topics</h2>
        {data.topics.length === 0 ? (
          <p>
            You follow no topics yet. <a href="/topics/">Explore topics</a>
          </p>
        ) : (
          <TopicTiles
            topics={data.topics}
            action={(t) => (
              <RemoveButton
                label={t.name}
                remove={() => ok(callResource('InterestFollowResource', 'delete', { interest_id: t.entityId, interest_list: 'favorited' }))}
              />
            )}
          />
        )}
      </section>
      <section aria-labelledby="tune-boards">
        <h2 id="tune-boards">Boards</h2>
        {data.boards.length === 0 ? (
          <p>You follow no boards yet.</p>
        ) : (
          <BoardTiles
            boards={data.boards}
            action={(b) => (
              <RemoveButton
                label={b.name}
                remove={() =>
                  fetch(`/v3/boards/${b.entityId}/follow/`, { method: 'DELETE', headers: { Accept: 'application/json' } })
                    .then((r) => r.ok)
                    .catch(() => false)
                }
              />
            )}
          />
        )}
      </section>
      <section aria-labelledby="tune-people">
        <h2 id="tune-people">People</h2>
        {data.people.length === 0 ? (
          <p>You follow no one yet.</p>
        ) : (
          <PeopleList
            people={data.people}
            action={(p) => (
              <RemoveButton label={p.fullName || p.username} remove={() => ok(callResource('UserFollowResource', 'delete', { user_id: p.entityId }))} />
            )}
          />
        )}
      </section>
    </div>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { editHomeFeed: PageView<'editHomeFeed'> } = {
  editHomeFeed: ({ data }) => <EditHomeFeedPage data={data} />,
};
