// Page loaders of the discovery routes (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): the topic directory (/topics/,
// /ideas/), a topic (/topics/{urlName}/, /ideas/{interest}/{id}/) with its SEO head and JSON-LD,
// the editorial feeds (/today/ and its five children, /videos/, /shopping/ and their category
// pages), /edit/ ("Tune your home feed", members only, shared/pageRoutes.ts) and /discover/article/{slug}
// (./articlePage.ts).
import type { TopicSummary } from '#shared/api/search.ts';
import { categoryPath, type DiscoveryFeed, TODAY_CHILDREN, topicPath } from '#shared/discovery/feedPaths.ts';
import { DISCOVERY_FEED_INFO } from '#shared/discovery/feeds.ts';
import { formatId, type InterestId, issuedId, parseId } from '#shared/ids.ts';
import { SITE_NAME } from '#shared/pages.ts';
import { pinPath, type RouteName } from '#shared/routes.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { publicOrigin } from '#worker/lib/publicOrigin.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { titledHead as head, type Loader, memberOf, notFoundPage, type ServerPageState } from '#worker/pages/loader.ts';
import { loadArticle } from './articlePage.ts';
import { editorialFeedPage, topicFeedPage } from './discoveryFeeds.ts';
import { feedCategories } from './editorialData.ts';
import { followedTopics, followsTopic, readTopic, sharedRelatedTopics, sharedTopic, sharedTopics } from './topicData.ts';
import { followedBoards, followedPeople } from './tuneData.ts';

type PageLoader = Loader;

const directory =
  (route: 'topics' | 'ideas'): PageLoader =>
  async (c, params) => ({
    route,
    params,
    status: 200,
    head: head(route === 'topics' ? 'Explore topics' : 'Ideas', 'Browse ideas by topic: recipes, home decor, travel, style and more.', `/${route}/`),
    data: {
      kind: 'topicDirectory',
      title: route === 'topics' ? 'Explore topics' : 'Ideas for everything',
      description: 'Browse ideas by topic and follow the ones you love: their Pins come to your home feed.',
      base: route,
      topics: await sharedTopics(c.env),
    },
  });

/** schema.org CollectionPage of a topic, listing its first pins. */
function topicJsonLd(origin: string, topic: TopicSummary, pinPaths: string[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: `${topic.name} ideas`,
    url: `${origin}${topic.url}`,
    about: { '@type': 'Thing', name: topic.name },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: topic.pinCount,
      itemListElement: pinPaths.map((path, i) => ({ '@type': 'ListItem', position: i + 1, url: `${origin}${path}` })),
    },
  };
}

/** A topic's page: the topic and its related topics (the same for everyone, from the edge's snapshot), its pins and whether the member follows it. */
async function topicPage(
  c: Parameters<PageLoader>[0],
  route: RouteName,
  params: Record<string, string>,
  by: { urlName: string } | { id: InterestId },
): Promise<ServerPageState> {
  const topic = await statusRead(c, () => sharedTopic(c.env, by));
  if (!topic) return notFoundPage();
  const id = issuedId<'interest'>(topic.entityId);
  const [feed, related, following] = await Promise.all([
    topicFeedPage(c.env, c.var.viewer, id, null),
    sharedRelatedTopics(c.env, id),
    followsTopic(c.env.DB, viewerUserId(c.var.viewer), id),
  ]);
  const description = `Discover ${topic.pinCount} ${topic.name.toLowerCase()} ideas on ${SITE_NAME}: save your favourites and follow the topic for more.`;
  return {
    route,
    params,
    status: 200,
    head: {
      ...head(`${topic.name} ideas`, description, topicPath(topic.urlName)),
      jsonLd: topicJsonLd(
        publicOrigin(c),
        topic,
        feed.pins.slice(0, 10).map((p) => pinPath(p.entityId)),
      ),
    },
    data: { kind: 'topic', topic, related, following, feed },
  };
}

const loadTopic: PageLoader = (c, params) => topicPage(c, 'topic', params, { urlName: params.urlName });

const loadIdeasInterest: PageLoader = async (c, params) => {
  const id = parseId<'interest'>(params.id);
  return id === null ? notFoundPage() : topicPage(c, 'ideasInterest', params, { id });
};

/** The links an editorial page shows: /today/'s children, or a feed's categories. */
async function editorialLinks(db: D1Database, feed: DiscoveryFeed): Promise<Array<{ href: string; label: string }>> {
  if (feed.startsWith('today'))
    return [
      { href: '/today/', label: 'Today' },
      ...TODAY_CHILDREN.map((f) => ({ href: DISCOVERY_FEED_INFO[f].path, label: DISCOVERY_FEED_INFO[f].title.replace('Today: ', '') })),
    ];
  const base = feed as 'videos' | 'shopping';
  return (await feedCategories(db, base)).map((cat) => ({ href: categoryPath(base, cat.urlName, cat.entityId), label: cat.name }));
}

const editorial =
  (route: RouteName, feed: DiscoveryFeed): PageLoader =>
  async (c, params) => {
    const info = DISCOVERY_FEED_INFO[feed];
    let categoryId: InterestId | null = null;
    let title = info.title;
    if (params.id !== undefined) {
      const id = parseId<'interest'>(params.id);
      const topic = id === null ? null : await statusRead(c, () => readTopic(c.env.DB, { id }));
      if (id === null || !topic) return notFoundPage();
      categoryId = id;
      title = `${info.title}: ${topic.name}`;
    }
    const [pins, links] = await Promise.all([editorialFeedPage(c.env, c.var.viewer, feed, categoryId, null), editorialLinks(c.env.DB, feed)]);
    const canonical = categoryId === null ? info.path : categoryPath(feed as 'videos' | 'shopping', params.category, formatId(categoryId));
    return {
      route,
      params,
      status: 200,
      head: head(title, info.description, canonical),
      data: { kind: 'editorial', feed, title, description: info.description, categoryId: categoryId === null ? null : formatId(categoryId), links, pins },
    };
  };

const loadTune: PageLoader = async (c, params) => {
  const me = memberOf(c);
  const [topics, boards, people] = await Promise.all([followedTopics(c.env.DB, me), followedBoards(c.env.DB, me), followedPeople(c.env.DB, me)]);
  return {
    route: 'editHomeFeed',
    params,
    status: 200,
    head: head('Tune your home feed', 'What your home feed shows.', null, true),
    data: { kind: 'editHomeFeed', topics, boards, people },
  };
};

export const discoveryPages = {
  topics: directory('topics'),
  ideas: directory('ideas'),
  topic: loadTopic,
  ideasInterest: loadIdeasInterest,
  today: editorial('today', 'today'),
  todayArticle: editorial('todayArticle', 'today_article'),
  todayBest: editorial('todayBest', 'today_best'),
  todayTrending: editorial('todayTrending', 'today_trending'),
  todayShop: editorial('todayShop', 'today_shop'),
  todayPopular: editorial('todayPopular', 'today_popular'),
  todayLocal: editorial('todayLocal', 'today_local'),
  videos: editorial('videos', 'videos'),
  videosCategory: editorial('videosCategory', 'videos'),
  shopping: editorial('shopping', 'shopping'),
  shoppingCategory: editorial('shoppingCategory', 'shopping'),
  editHomeFeed: loadTune,
  discoveryArticle: loadArticle,
} satisfies Partial<Record<RouteName, Loader>>;
