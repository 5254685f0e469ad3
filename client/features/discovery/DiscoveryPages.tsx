// The discovery pages: the topic directory (/topics/, /ideas/), a topic with its
// follow button, related topics and pins, and the editorial feeds (/today/..., /videos/...,
// /shopping/...) with their links.
import { FeedGrid } from '#client/features/feed/FeedGrid.tsx';
import { CardStrip } from '#client/features/pinCard/CardStrip.tsx';
import { ideasPath } from '#shared/discovery/feedPaths.ts';
import { discoveryCardSurface, shoppingCarousel } from '#shared/discovery/feeds.ts';
import type { DiscoveryPageData } from '#shared/discovery/pages.ts';
import type { Viewer } from '#shared/types.ts';
import { FollowTopicButton } from './FollowTopicButton.tsx';
import { TopicChips, TopicTiles } from './ResultLists.tsx';
import './discovery.css';
import type { PageView } from '#client/app/pageTypes.ts';
import { counted } from '#shared/counts.ts';

type Data<K extends DiscoveryPageData['kind']> = Extract<DiscoveryPageData, { kind: K }>;

export function TopicDirectoryPage({ data }: { data: Data<'topicDirectory'> }) {
  return (
    <div className="discovery-page" data-test-id="topic-directory">
      <h1>{data.title}</h1>
      <p className="discovery-page__intro">{data.description}</p>
      <TopicTiles topics={data.base === 'ideas' ? data.topics.map((t) => ({ ...t, url: ideasPath(t.urlName, t.entityId) })) : data.topics} />
    </div>
  );
}

export function TopicPage({ data, viewer }: { data: Data<'topic'>; viewer: Viewer }) {
  const { topic } = data;
  return (
    <div className="discovery-page" data-test-id="topic-page">
      <div className="topic-head">
        <h1>{topic.name}</h1>
        <FollowTopicButton topicId={topic.entityId} following={data.following} viewer={viewer} />
      </div>
      <p className="discovery-page__intro">
        {counted(topic.pinCount, 'Pin')} · follow {topic.name} to see its Pins in your home feed.
      </p>
      <TopicChips topics={data.related} label="Related topics" />
      <FeedGrid
        feed={data.feed}
        request={{ resource: 'TopicFeedResource', options: { interest_id: topic.entityId } }}
        viewer={viewer}
        surface={{ surface: 'home' }}
        embedState={false}
      />
    </div>
  );
}

export function EditorialPage({ data, viewer }: { data: Data<'editorial'>; viewer: Viewer }) {
  const here = typeof location === 'undefined' ? null : location.pathname;
  const { carousel, grid } = shoppingCarousel(data.feed, data.pins);
  return (
    <div className="discovery-page" data-test-id="editorial-page">
      <h1>{data.title}</h1>
      <p className="discovery-page__intro">{data.description}</p>
      {data.links.length > 0 && (
        <nav aria-label={data.feed.startsWith('today') ? 'Today' : 'Categories'}>
          <ul className="editorial-links">
            {data.links.map((l) => (
              <li key={l.href}>
                <a href={l.href} aria-current={l.href === here ? 'page' : undefined}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {data.pins.pins.length === 0 ? (
        <p>
          Nothing here yet. <a href="/topics/">Explore topics</a>
        </p>
      ) : (
        <>
          <CardStrip title="Popular products" surface="shoppingCarousel" pins={carousel} viewer={viewer} />
          <FeedGrid
            feed={grid}
            request={{ resource: 'DiscoveryFeedResource', options: { feed: data.feed, category_id: data.categoryId } }}
            viewer={viewer}
            surface={{ surface: discoveryCardSurface(data.feed) }}
            embedState={false}
          />
        </>
      )}
    </div>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { topicDirectory: PageView<'topicDirectory'>; topic: PageView<'topic'>; editorial: PageView<'editorial'> } = {
  topicDirectory: ({ data }) => <TopicDirectoryPage data={data} />,
  topic: ({ data, viewer }) => <TopicPage data={data} viewer={viewer} />,
  editorial: ({ data, viewer }) => <EditorialPage data={data} viewer={viewer} />,
};
