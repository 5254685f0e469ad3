// SEO routes at the edge: /robots.txt, the /sitemap.xml index and its paged child sitemaps of
// public pins and boards (/sitemaps/pins-{n}.xml, /sitemaps/boards-{n}.xml) and the topics
// (/sitemaps/topics.xml), read from D1. Shared through Workers Cache (worker/lib/sharedCache.ts): a sitemap lists public
// content, so it is filed under `public-view`, purged whenever content leaves public view, and its rows are read from the
// bookmark of the last removal from public view (readingFrom).
import { type Context, Hono } from 'hono';
import { SITEMAP_PAGE_SIZE } from '#shared/constants.ts';
import { robotsTxt, sitemapIndexXml, urlsetXml } from '#shared/seo/sitemap.ts';
import { sitemapTopics } from '#worker/discovery/topicSitemap.ts';
import type { AppEnv } from '#worker/env.ts';
import { publicOrigin } from '#worker/lib/publicOrigin.ts';
import { CACHE_TAGS, sharePublicly } from '#worker/lib/sharedCache.ts';
import { readingFrom, readsReached } from '#worker/middleware/d1Session.ts';
import { BOT_PAGE_GENERATION_TTL_S, bookmarkOf, botPageGeneration, seenBy } from './botPageGeneration.ts';
import { sitemapBoards, sitemapExtent, sitemapPins } from './sitemapQueries.ts';

export interface SeoRoutesOptions {
  /** Ids per child sitemap (each holds at most this many urls). */
  pageSize: number;
}

const XML = { 'Content-Type': 'application/xml; charset=utf-8' };
const ROBOTS_MAX_AGE_S = 3600;

/**
 * Where a sitemap's rows are read, and whether it may be shared: from at least the bookmark of the last removal from
 * public view, as every row kept for others is (readingFrom), so no replica still behind it lists what it removed; while
 * KV cannot tell the generation, or the reads did not reach its bookmark (seenBy), the sitemap is this request's alone
 * (private, as every answer is by default).
 */
async function sitemapRows(c: Context<AppEnv>): Promise<{ db: D1Database; shared: () => boolean }> {
  const generation = await botPageGeneration(c.env.BOT_PAGES);
  const db = readingFrom(c.env.DB, bookmarkOf(generation));
  return { db, shared: () => generation !== 'unknown' && seenBy(generation, readsReached(db)) };
}

/** A sitemap as shared: for as long as a bot page, so a purge refused still lists nothing removed past 60 s. */
function sharedSitemap(response: Response, shared: () => boolean): Response {
  if (shared()) sharePublicly(response, { tags: [CACHE_TAGS.publicView], maxAgeS: BOT_PAGE_GENERATION_TTL_S, noStaleOnError: true });
  return response;
}

export function seoRoutes(options: SeoRoutesOptions = { pageSize: SITEMAP_PAGE_SIZE }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const pages = (highest: number) => Math.max(1, Math.ceil(highest / options.pageSize));

  app.get('/robots.txt', (c) => {
    const response = c.text(robotsTxt(publicOrigin(c)));
    sharePublicly(response, { tags: [CACHE_TAGS.site], maxAgeS: ROBOTS_MAX_AGE_S });
    return response;
  });

  app.get('/sitemap.xml', async (c) => {
    const origin = publicOrigin(c);
    const { db, shared } = await sitemapRows(c);
    const { highestPin, highestBoard } = await sitemapExtent(db);
    const children = [
      ...Array.from({ length: pages(highestPin) }, (_, i) => ({ loc: `${origin}/sitemaps/pins-${i + 1}.xml` })),
      ...Array.from({ length: pages(highestBoard) }, (_, i) => ({ loc: `${origin}/sitemaps/boards-${i + 1}.xml` })),
      { loc: `${origin}/sitemaps/topics.xml` },
    ];
    return sharedSitemap(c.body(sitemapIndexXml(children), 200, XML), shared);
  });

  app.get('/sitemaps/:file', async (c) => {
    const file = c.req.param('file');
    const m = /^(pins|boards)-([1-9]\d{0,6})\.xml$/.exec(file);
    if (file !== 'topics.xml' && !m) return c.text('There is no such sitemap.', 404);
    const { db, shared } = await sitemapRows(c);
    if (!m) return sharedSitemap(c.body(urlsetXml(await sitemapTopics(db, publicOrigin(c))), 200, XML), shared);
    const n = Number(m[2]);
    const { highestPin, highestBoard } = await sitemapExtent(db);
    if (n > pages(m[1] === 'pins' ? highestPin : highestBoard)) return c.text('There is no such sitemap.', 404);
    const origin = publicOrigin(c);
    const after = (n - 1) * options.pageSize;
    const read = m[1] === 'pins' ? sitemapPins : sitemapBoards;
    return sharedSitemap(c.body(urlsetXml(await read(db, origin, after, after + options.pageSize)), 200, XML), shared);
  });
  return app;
}
