// Sitemap documents (sitemaps.org protocol) and robots.txt, as plain text from plain data.

export interface SitemapEntry {
  /** Absolute url. */
  loc: string;
  /** ISO date-time of the last change, when known. */
  lastmod?: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (s: string): string => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

function entries(tag: 'sitemap' | 'url', list: SitemapEntry[]): string {
  return list.map((e) => `<${tag}><loc>${xml(e.loc)}</loc>${e.lastmod ? `<lastmod>${xml(e.lastmod)}</lastmod>` : ''}</${tag}>`).join('\n');
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap index listing child sitemaps. */
export function sitemapIndexXml(children: SitemapEntry[]): string {
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${entries('sitemap', children)}\n</sitemapindex>\n`;
}

/** A child sitemap listing pages. */
export function urlsetXml(urls: SitemapEntry[]): string {
  return `${HEAD}<urlset xmlns="${NS}">\n${entries('url', urls)}\n</urlset>\n`;
}

/** Paths crawlers should leave alone: APIs, redirects, account and editing pages. */
export const ROBOTS_DISALLOW = [
  '/resource/',
  '/v3/',
  '/offsite/',
  '/pin_redirect',
  '/login',
  '/signup',
  '/password/',
  '/settings',
  '/notifications/',
  '/conversation/',
  '/pin/create/',
  '/pin-builder',
  '/idea-pin-builder',
  '/business/',
  '/secure/',
  '/oauth',
  '/*/repin/',
  '/*/edit/',
];

/** robots.txt: everything public is crawlable, the sitemap index is named. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\n${ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`).join('\n')}\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
