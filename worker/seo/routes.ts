// SEO routes at the edge: /robots.txt, the /sitemap.xml index and its paged child sitemaps of
// public pins and boards (/sitemaps/pins-{n}.xml, /sitemaps/boards-{n}.xml) and the topics
// (/sitemaps/topics.xml), read from D1.
import { Hono } from 'hono';
import { SITEMAP_PAGE_SIZE } from '#shared/constants.ts';
import { robotsTxt, sitemapIndexXml, urlsetXml } from '#shared/seo/sitemap.ts';
import { sitemapTopics } from '#worker/discovery/topicSitemap.ts';
import type { AppEnv } from '#worker/env.ts';
import { publicOrigin } from '#worker/lib/publicOrigin.ts';
import { sitemapBoards, sitemapExtent, sitemapPins } from './sitemapQueries.ts';

export interface SeoRoutesOptions {
  /** Ids per child sitemap (each holds at most this many urls). */
  pageSize: number;
}

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

export function seoRoutes(options: SeoRoutesOptions = { pageSize: SITEMAP_PAGE_SIZE }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const pages = (maxId: number) => Math.max(1, Math.ceil(maxId / options.pageSize));

  app.get('/robots.txt', (c) => c.text(robotsTxt(publicOrigin(c)), 200, { 'Cache-Control': 'public, max-age=3600' }));

  app.get('/sitemap.xml', async (c) => {
    const origin = publicOrigin(c);
    const { maxPinId, maxBoardId } = await sitemapExtent(c.env.DB);
    const children = [
      ...Array.from({ length: pages(maxPinId) }, (_, i) => ({ loc: `${origin}/sitemaps/pins-${i + 1}.xml` })),
      ...Array.from({ length: pages(maxBoardId) }, (_, i) => ({ loc: `${origin}/sitemaps/boards-${i + 1}.xml` })),
      { loc: `${origin}/sitemaps/topics.xml` },
    ];
    return c.body(sitemapIndexXml(children), 200, XML);
  });

  app.get('/sitemaps/:file', async (c) => {
    if (c.req.param('file') === 'topics.xml') return c.body(urlsetXml(await sitemapTopics(c.env.DB, publicOrigin(c))), 200, XML);
    const m = /^(pins|boards)-([1-9]\d{0,6})\.xml$/.exec(c.req.param('file'));
    if (!m) return c.text('There is no such sitemap.', 404);
    const n = Number(m[2]);
    const { maxPinId, maxBoardId } = await sitemapExtent(c.env.DB);
    if (n > pages(m[1] === 'pins' ? maxPinId : maxBoardId)) return c.text('There is no such sitemap.', 404);
    const origin = publicOrigin(c);
    const after = (n - 1) * options.pageSize;
    const read = m[1] === 'pins' ? sitemapPins : sitemapBoards;
    return c.body(urlsetXml(await read(c.env.DB, origin, after, after + options.pageSize)), 200, XML);
  });
  return app;
}
