// Lists of topics, boards and people shown by search, topic and "Tune your home feed" pages: plain
// links to real pages, each optionally with an action button.
import type { ReactNode } from 'react';
import { ImageTile } from '#client/components/ImageTile.tsx';
import type { BoardResult, PersonResult, TopicSummary } from '#shared/api/search.ts';
import './discovery.css';
import { counted } from '#shared/counts.ts';

export function TopicChips({ topics, label }: { topics: TopicSummary[]; label: string }) {
  if (topics.length === 0) return null;
  return (
    <ul className="topic-chips" aria-label={label}>
      {topics.map((t) => (
        <li key={t.entityId}>
          <a href={t.url}>{t.name}</a>
        </li>
      ))}
    </ul>
  );
}

export function TopicTiles({ topics, action }: { topics: TopicSummary[]; action?: (t: TopicSummary) => ReactNode }) {
  return (
    <ul className="tiles" data-test-id="topic-tiles">
      {topics.map((t) => (
        <li key={t.entityId} className="tile">
          <ImageTile href={t.url} name={t.name} imageUrl={t.coverImageUrl} meta={counted(t.pinCount, 'Pin')} />
          {action?.(t)}
        </li>
      ))}
    </ul>
  );
}

export function BoardTiles({ boards, action }: { boards: BoardResult[]; action?: (b: BoardResult) => ReactNode }) {
  return (
    <ul className="tiles" data-test-id="board-results">
      {boards.map((b) => (
        <li key={b.entityId} className="tile">
          <ImageTile href={b.url} name={b.name} imageUrl={b.coverImageUrl} meta={`${b.owner.fullName || b.owner.username} · ${counted(b.pinCount, 'Pin')}`} />
          {action?.(b)}
        </li>
      ))}
    </ul>
  );
}

export function PeopleList({ people, action }: { people: PersonResult[]; action?: (p: PersonResult) => ReactNode }) {
  return (
    <ul className="people" data-test-id="people-results">
      {people.map((p) => (
        <li key={p.entityId} className="people__item">
          <a href={p.url} className="people__link">
            {p.imageMediumUrl ? (
              <img className="people__avatar" src={p.imageMediumUrl} alt="" width={48} height={48} />
            ) : (
              <span className="people__avatar" aria-hidden="true">
                {(p.fullName || p.username).slice(0, 1).toUpperCase()}
              </span>
            )}
            <span>
              <span className="image-tile__name">{p.fullName || p.username}</span>
              <span className="image-tile__meta">
                @{p.username} · {counted(p.followerCount, 'follower')}
              </span>
            </span>
          </a>
          {action?.(p)}
        </li>
      ))}
    </ul>
  );
}
