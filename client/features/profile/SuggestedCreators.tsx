// docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 "show suggested creator recommendations": "More creators like this" on a closeup (last
// in its details column, below the creator line and comments), for a signed-in member: up to three creators on the pin's topics they do not follow
// (SuggestedCreatorsResource), each with a Follow button (UserFollowResource; reverted on failure).
// Loaded on its own after the closeup hydrates, so it adds nothing to the closeup's first download.
import { useEffect, useState } from 'react';
import { callResource, getResource, ResourceCallError } from '#client/lib/resource.ts';
import type { SuggestedCreator } from '#shared/api/creators.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import './suggestedCreators.css';

export function SuggestedCreators({ pinId }: { pinId: string }) {
  const [creators, setCreators] = useState<SuggestedCreator[]>([]);
  const [following, setFollowing] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    void getResource('SuggestedCreatorsResource', { pin_id: pinId }, abort.signal)
      .then((answer) => setCreators(answer.data))
      .catch(() => {});
    return () => abort.abort();
  }, [pinId]);

  async function toggle(creator: SuggestedCreator) {
    const follows = following.has(creator.entityId);
    const next = new Set(following);
    if (follows) next.delete(creator.entityId);
    else next.add(creator.entityId);
    const before = following;
    setFollowing(next);
    setError(null);
    try {
      await callResource('UserFollowResource', follows ? 'delete' : 'create', { user_id: creator.entityId });
    } catch (e) {
      setFollowing(before);
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }

  if (!creators.length) return null;
  return (
    <section className="suggested-creators" aria-label="More creators like this" data-test-id="suggested-creators">
      <h2 className="suggested-creators__title">More creators like this</h2>
      <ul className="suggested-creators__list">
        {creators.map((creator) => {
          const follows = following.has(creator.entityId);
          const name = creator.fullName || creator.username;
          return (
            <li key={creator.entityId} className="suggested-creators__item">
              <a href={creator.url} className="suggested-creators__person">
                {creator.imageMediumUrl ? (
                  <img src={creator.imageMediumUrl} alt="" width={40} height={40} className="suggested-creators__avatar" />
                ) : (
                  <span className="suggested-creators__avatar" aria-hidden="true">
                    {name.slice(0, 1).toUpperCase()}
                  </span>
                )}
                <span>{name}</span>
              </a>
              <button
                type="button"
                className={`button${follows ? '' : ' button--primary'}`}
                aria-pressed={follows}
                aria-label={`${follows ? 'Unfollow' : 'Follow'} ${name}`}
                onClick={() => void toggle(creator)}
              >
                {follows ? 'Following' : 'Follow'}
              </button>
            </li>
          );
        })}
      </ul>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
