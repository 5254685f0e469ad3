// The topics sitemap: /sitemaps/topics.xml lists every topic page with listed pins,
// and the discovery pages bots may index (the directory, today, videos, shopping).
import { topicPath } from '#shared/discovery/feedPaths.ts';
import { DISCOVERY_FEED_INFO } from '#shared/discovery/feeds.ts';
import type { SitemapEntry } from '#shared/seo/sitemap.ts';
import { listTopics } from './topicData.ts';

/** The discovery pages and every topic with pins, as absolute urls. */
export async function sitemapTopics(db: D1Database, origin: string): Promise<SitemapEntry[]> {
  const fixed = ['/topics/', '/ideas/', ...Object.values(DISCOVERY_FEED_INFO).map((f) => f.path)];
  const topics = await listTopics(db);
  return [...fixed.map((path) => ({ loc: `${origin}${path}` })), ...topics.map((t) => ({ loc: `${origin}${topicPath(t.urlName)}` }))];
}
