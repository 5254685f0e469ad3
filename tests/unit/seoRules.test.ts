// Pure SEO rules: pin titles and descriptions (docs/rules/pin-card.md#display-rules-spec-000-5), JSON-LD per pin kind, social tags,
// search-engine referrers and landing-page types (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2), the 800x400 viewport, sitemaps.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_VIEWPORT } from '#shared/constants.ts';
import { isoDuration, parsePrice, pinJsonLd } from '#shared/seo/jsonLd.ts';
import { pinDisplayTitle, pinHeadText } from '#shared/seo/pinHead.ts';
import { landingPageType, searchEngineOf } from '#shared/seo/searchLanding.ts';
import { robotsTxt, sitemapIndexXml, urlsetXml } from '#shared/seo/sitemap.ts';
import { socialTags } from '#shared/seo/socialTags.ts';
import { serverViewport } from '#shared/seo/viewport.ts';
import type { Pin } from '#shared/types.ts';

const pin = (over: Partial<Pin> = {}): Pin => ({
  entityId: '12',
  kind: 'image',
  title: 'Blue vase',
  description: 'A tall blue vase on a shelf.',
  altText: '',
  link: null,
  domain: null,
  dominantColor: '#123456',
  imageSignature: 'abc',
  images: {},
  isPromoted: false,
  isRepin: false,
  pinner: { entityId: '1', username: 'demo', fullName: 'Demo Person', imageMediumUrl: null, isVerifiedMerchant: false },
  promoter: null,
  board: {
    entityId: '3',
    name: 'Home ideas',
    url: '/demo/home-ideas/',
    layout: 'default',
    privacy: 'public',
    isCollaborative: false,
    collaboratorCount: 0,
    owner: { entityId: '1' },
  },
  commentsDisabled: false,
  createdAt: '2024-01-01T00:00:00.000Z',
  ...over,
});

describe('pin title and description (pin-card: Display rules)', () => {
  // The four reasons the spec names (pin-card: Display rules), written out: a reason dropped from the product fails its case.
  it.each(['sensitive_raw_pin_text', 'is_sensitive_rich_pin_description', 'is_sensitive_rich_pin_title', 'is_sensitive_board_title'])(
    'A40: sensitive reason %s forces seoTitle/seoDescription and noindex',
    (reason) => {
      const head = pinHeadText(
        pin({ title: 'raw text', description: 'raw description', seoTitle: 'Safe title', seoDescription: 'Safe description', seoNoindexReason: reason }),
        'Pinboard',
      );
      expect(head).toEqual({ title: 'Safe title | Pinboard', description: 'Safe description', noindex: true });
    },
  );

  it.each([
    [pin(), 'Blue vase in Home ideas | Pinboard', 'A tall blue vase on a shelf.', false],
    [pin({ title: '', gridTitle: 'Grid name' }), 'Grid name in Home ideas | Pinboard', 'A tall blue vase on a shelf.', false],
    [pin({ title: '', description: '' }), 'Pin 12 by Demo Person | Pinboard', 'A Pin saved by Demo Person to Home ideas.', false],
    [pin({ board: { ...pin().board!, privacy: 'protected' } }), 'Blue vase | Pinboard', 'A tall blue vase on a shelf.', false],
    [pin({ seoNoindexReason: 'other_reason' }), 'Blue vase in Home ideas | Pinboard', 'A tall blue vase on a shelf.', true],
    [
      pin({ description: 'ok', domain: 'shop.example' }),
      'Blue vase in Home ideas | Pinboard',
      'Blue vase saved by Demo Person to Home ideas from shop.example.',
      false,
    ],
  ])('%# gives a unique title, a description and the robots rule', (p, title, description, noindex) => {
    expect(pinHeadText(p, 'Pinboard')).toEqual({ title, description, noindex });
  });

  it('A40: shows the SEO title on the closeup too when a sensitive reason forces it (pin-card: Display rules)', () => {
    expect(pinDisplayTitle(pin({ title: 'raw', seoTitle: 'Safe', seoNoindexReason: 'is_sensitive_rich_pin_title' }))).toBe('Safe');
    expect(pinDisplayTitle(pin({ title: 'x'.repeat(250) }))).toHaveLength(200);
  });

  it('cuts long descriptions with an ellipsis', () => {
    const head = pinHeadText(pin({ description: 'word '.repeat(100) }), 'Pinboard');
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description.endsWith('…')).toBe(true);
  });
});

describe('JSON-LD per pin kind', () => {
  const ctx = {
    url: 'https://pins.test/pin/12/',
    origin: 'https://pins.test',
    image: { url: 'https://pins.test/i/originals/abc.jpg', width: 1000, height: 1500 },
  };
  const product = { name: 'Lamp', id: '77', brand: { name: 'Maker' }, offerSummary: { price: '$12.50' } };

  it.each([
    [
      'product with a price',
      pin({ kind: 'product', link: 'https://shop.example/lamp', richMetadata: { products: [product] } }),
      {
        '@type': 'Product',
        name: 'Lamp',
        sku: '77',
        brand: { '@type': 'Brand', name: 'Maker' },
        offers: { '@type': 'Offer', price: '12.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: 'https://shop.example/lamp' },
      },
    ],
    [
      'out-of-stock product with a range',
      pin({ kind: 'product', isOosProduct: true, richMetadata: { products: [{ ...product, offerSummary: { minPrice: '£5', maxPrice: '£9' } }] } }),
      {
        '@type': 'Product',
        offers: { '@type': 'AggregateOffer', lowPrice: '5', highPrice: '9', priceCurrency: 'GBP', availability: 'https://schema.org/OutOfStock' },
      },
    ],
    [
      'recipe with rating and cook time',
      pin({
        kind: 'recipe',
        richSummary: { typeName: 'recipe', displayCookTime: 95, aggregateRating: { ratingValue: 8, bestRating: 10, reviewCount: 12 } },
        richMetadata: { recipe: { name: 'Soup', cookTimeMinutes: 95 } },
      }),
      {
        '@type': 'Recipe',
        name: 'Soup',
        cookTime: 'PT1H35M',
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, bestRating: 5, worstRating: 0, ratingCount: 12 },
      },
    ],
    [
      'article',
      pin({ kind: 'article', richMetadata: { article: { name: 'How to pot', datePublished: '2023-05-01T00:00:00.000Z' } } }),
      { '@type': 'Article', headline: 'How to pot', datePublished: '2023-05-01T00:00:00.000Z' },
    ],
    [
      'image',
      pin(),
      { '@type': 'SocialMediaPosting', headline: 'Blue vase', sharedContent: { '@type': 'ImageObject', contentUrl: ctx.image.url, width: 1000, height: 1500 } },
    ],
  ])('%s', (_name, p, expected) => {
    const ld = pinJsonLd(p, ctx);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', url: ctx.url, ...expected });
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });

  it('leaves out a non-numeric rating (pin-card: Display rules)', () => {
    const ld = pinJsonLd(pin({ kind: 'recipe', richSummary: { typeName: 'recipe', aggregateRating: { ratingValue: 'Not rated yet', reviewCount: 0 } } }), ctx);
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it.each([
    ['$12', { amount: '12', currency: 'USD' }],
    ['€3,50', { amount: '3.50', currency: 'EUR' }],
    ['free', null],
    [undefined, null],
  ])('price %s parses as %o', (text, expected) => expect(parsePrice(text)).toEqual(expected));
  it.each([
    [95, 'PT1H35M'],
    [30, 'PT30M'],
    [120, 'PT2H'],
    [0, 'PT0M'],
  ])('%i minutes is %s', (m, iso) => expect(isoDuration(m)).toBe(iso));
});

describe('social tags (Open Graph and Twitter)', () => {
  it('names the image with its size and a large card', () => {
    const tags = socialTags({
      type: 'article',
      title: 'T',
      description: 'D',
      url: 'https://pins.test/pin/1/',
      image: { url: 'https://pins.test/i/originals/a.jpg', width: 10, height: 20 },
      siteName: 'Pinboard',
    });
    const get = (key: string) => tags.find((t) => t.property === key || t.name === key)?.content;
    expect(get('og:image')).toBe('https://pins.test/i/originals/a.jpg');
    expect(get('og:image:width')).toBe('10');
    expect(get('twitter:card')).toBe('summary_large_image');
    expect(get('og:url')).toBe('https://pins.test/pin/1/');
  });
});

describe('search-engine referrers (closeup-and-visitors: Routes and screens)', () => {
  it.each([
    ['https://www.google.com/', 'google'],
    ['https://www.google.co.uk/search?q=x', 'google'],
    ['https://www.google.com/amp/s/x', 'amp'],
    ['https://www.bing.com/search?q=x', 'bing'],
    ['https://search.yahoo.com/search?p=x', 'yahoo'],
    ['https://search.yahoo.co.jp/', 'yahoo'],
    ['https://yandex.ru/search/?text=x', 'yandex'],
    ['https://ya.ru/', 'yandex'],
    ['https://websearch.rakuten.co.jp/', 'rakuten'],
    ['https://search.naver.com/search.naver?query=x', 'naver'],
    ['https://duckduckgo.com/', 'duckduckgo'],
    ['https://www-example-com.cdn.ampproject.org/c/s/x', 'amp'],
    ['https://notgoogle.com/', null],
    ['https://google.evil.example/', null],
    ['https://example.com/', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
    ['', null],
    [null, null],
  ])('A63: %s is %s', (referrer, engine) => expect(searchEngineOf(referrer)).toBe(engine));

  it.each([
    ['home', {}, null, 'home'],
    ['homefeed', {}, null, 'home'],
    ['pin', { pinId: '1' }, null, 'closeup'],
    ['profile', { username: 'demo' }, 'demo', 'profile'],
    ['board', { username: 'demo', board: 'b' }, 'demo', 'own_board'],
    ['board', { username: 'demo', board: 'b' }, 'other', 'board'],
    ['board', { username: 'demo', board: 'b' }, null, 'board'],
    ['section', { username: 'Demo', board: 'b', section: 's' }, 'demo', 'own_section'],
    ['section', { username: 'demo', board: 'b', section: 's' }, null, 'section'],
    ['search', {}, null, 'search'],
    ['topic', { urlName: 'x' }, null, 'topic'],
    ['ideas', {}, null, 'ideas'],
    ['today', {}, null, 'today'],
    ['todayTrending', {}, null, 'today'],
    ['login', {}, null, null],
    ['notFound', {}, null, null],
  ] as const)('C27: %s (%o, viewer %s) lands as %s', (route, params, viewer, type) => {
    expect(landingPageType(route, params, viewer)).toBe(type);
  });
});

describe('server viewport (closeup-and-visitors: Constants)', () => {
  const headers = (h: Record<string, string>) => (name: string) => h[name] ?? null;
  it.each([
    [{}, DEFAULT_SERVER_VIEWPORT],
    [
      { 'sec-ch-viewport-width': '390', 'sec-ch-viewport-height': '844' },
      { width: 390, height: 844 },
    ],
    [{ 'viewport-width': '1280' }, { width: 1280, height: 400 }],
    [{ 'sec-ch-viewport-width': 'huge' }, { width: 800, height: 400 }],
    [{ 'sec-ch-viewport-width': '-5' }, { width: 800, height: 400 }],
  ])('%o gives %o', (h, expected) => expect(serverViewport(headers(h))).toEqual(expected));
  it('A63: assumes 800x400', () => expect(DEFAULT_SERVER_VIEWPORT).toEqual({ width: 800, height: 400 }));
});

describe('sitemaps and robots.txt', () => {
  it('escapes urls in an index and a urlset', () => {
    expect(sitemapIndexXml([{ loc: 'https://x.test/sitemaps/pins-1.xml' }])).toContain('<sitemap><loc>https://x.test/sitemaps/pins-1.xml</loc></sitemap>');
    expect(urlsetXml([{ loc: 'https://x.test/a?b=1&c=<2>', lastmod: '2024-01-01' }])).toContain(
      '<loc>https://x.test/a?b=1&amp;c=&lt;2&gt;</loc><lastmod>2024-01-01</lastmod>',
    );
  });
  it('names the sitemap and keeps crawlers out of the API', () => {
    const robots = robotsTxt('https://x.test');
    expect(robots).toContain('Sitemap: https://x.test/sitemap.xml');
    expect(robots).toContain('Disallow: /resource/');
  });
});
