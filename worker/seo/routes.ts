// SEO routes at the edge: /robots.txt, the /sitemap.xml index and its paged child sitemaps of
// public pins and boards (/sitemaps/pins-{n}.xml, /sitemaps/boards-{n}.xml) and the topics
// (/sitemaps/topics.xml), read from D1. Shared through Workers Cache (worker/lib/sharedCache.ts): a sitemap lists public
// content, so it is filed under `public-view`, purged whenever content leaves public view.
import { Hono } from 'hono';
import { SITEMAP_PAGE_SIZE } from '#shared/constants.ts';
import { robotsTxt, sitemapIndexXml, urlsetXml } from '#shared/seo/sitemap.ts';
import { sitemapTopics } from '#worker/discovery/topicSitemap.ts';
import type { AppEnv } from '#worker/env.ts';
import { publicOrigin } from '#worker/lib/publicOrigin.ts';
import { CACHE_TAGS, sharePublicly } from '#worker/lib/sharedCache.ts';
import { BOT_PAGE_GENERATION_TTL_S } from './botPageGeneration.ts';
import { sitemapBoards, sitemapExtent, sitemapPins } from './sitemapQueries.ts';

export interface SeoRoutesOptions {
  /** Ids per child sitemap (each holds at most this many urls). */
  pageSize: number;
}

const XML = { 'Content-Type': 'application/xml; charset=utf-8' };
const ROBOTS_MAX_AGE_S = 3600;

/** A sitemap as shared: for as long as a bot page, so a purge refused still lists nothing removed past 60 s. */
function sharedSitemap(response: Response): Response {
  sharePublicly(response, { tags: [CACHE_TAGS.publicView], maxAgeS: BOT_PAGE_GENERATION_TTL_S, noStaleOnError: true });
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
    const { highestPin, highestBoard } = await sitemapExtent(c.env.DB);
    const children = [
      ...Array.from({ length: pages(highestPin) }, (_, i) => ({ loc: `${origin}/sitemaps/pins-${i + 1}.xml` })),
      ...Array.from({ length: pages(highestBoard) }, (_, i) => ({ loc: `${origin}/sitemaps/boards-${i + 1}.xml` })),
      { loc: `${origin}/sitemaps/topics.xml` },
    ];
    return sharedSitemap(c.body(sitemapIndexXml(children), 200, XML));
  });

  app.get('/sitemaps/:file', async (c) => {
    if (c.req.param('file') === 'topics.xml') return sharedSitemap(c.body(urlsetXml(await sitemapTopics(c.env.DB, publicOrigin(c))), 200, XML));
    const m = /^(pins|boards)-([1-9]\d{0,6})\.xml$/.exec(c.req.param('file'));
    if (!m) return c.text('There is no such sitemap.', 404);
    const n = Number(m[2]);
    const { highestPin, highestBoard } = await sitemapExtent(c.env.DB);
    if (n > pages(m[1] === 'pins' ? highestPin : highestBoard)) return c.text('There is no such sitemap.', 404);
    const origin = publicOrigin(c);
    const after = (n - 1) * options.pageSize;
    const read = m[1] === 'pins' ? sitemapPins : sitemapBoards;
    return sharedSitemap(c.body(urlsetXml(await read(c.env.DB, origin, after, after + options.pageSize)), 200, XML));
  });
  return app;
}
