// The closeup at the edge for every pin kind, for a bot and for a person: canonical, title and
// description, Open Graph and Twitter tags, JSON-LD that parses, image size choice; slugs, 404,
// 410, pin_redirect, board_url invites, landings and the assumed viewport (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { PinId } from '#shared/ids.ts';
import { dropSnapshots } from '#worker/lib/edgeSnapshot.ts';
import { PIN_KINDS } from '../../scripts/demo/dataset.ts';
import { documentState, firstId, GOOGLEBOT_UA, request } from './helpers.ts';

const TWITTERBOT_UA = 'Twitterbot/1.0';
const PUBLIC_PIN = `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id
  WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.kind = ? AND json_extract(p.data, '$.seoNoindexReason') IS NULL
  ORDER BY p.id LIMIT 1`;
const JSON_LD_TYPES: Record<string, string> = { product: 'Product', recipe: 'Recipe', article: 'Article' };

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/[:+]/g, (c) => `\\${c}`)}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) => {
  const m = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return m ? (JSON.parse(m[1]) as Record<string, unknown>) : null;
};

describe('closeup for every pin kind', () => {
  it.each(PIN_KINDS)('%s: bot and person get canonical, unique title, social tags, JSON-LD and their image size', async (kind) => {
    const id = await firstId(PUBLIC_PIN, kind);
    for (const ua of [GOOGLEBOT_UA, undefined]) {
      const response = await request(`/pin/${id}/`, ua ? { headers: { 'user-agent': ua } } : {});
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<link rel="canonical" href="https://pins.test/pin/${id}/"/>`);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title).toMatch(/ \| Pinboard$/);
      expect(meta(html, 'description')?.length).toBeGreaterThan(3);
      expect(meta(html, 'og:url')).toBe(`https://pins.test/pin/${id}/`);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      const ld = jsonLd(html)!;
      expect(ld['@context']).toBe('https://schema.org');
      expect(ld['@type']).toBe(JSON_LD_TYPES[kind] ?? 'SocialMediaPosting');
      if (ua) {
        expect(meta(html, 'og:image')).toMatch(/^https:\/\/pins\.test\/i\/originals\//);
        expect(html).not.toMatch(/\/i\/(736x|474x|236x)\//);
        expect(documentState(html).page.data).toMatchObject({ kind: 'pin', imageSize: 'originals' });
      } else {
        expect(html).not.toContain('/i/originals/');
        expect(meta(html, 'og:image')).toMatch(/\/i\/736x\//);
        expect(documentState(html).page.data).toMatchObject({ kind: 'pin', imageSize: '736x' });
      }
    }
  });

  it('gives different pins different titles', async () => {
    const { results } = await env.DB.prepare(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL LIMIT 12",
    ).all<{ id: number }>();
    const titles = await Promise.all(results.map(async (r) => /<title>([^<]*)<\/title>/.exec(await (await request(`/pin/${r.id}/`)).text())?.[1]));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('A41: puts Product offers with availability, Recipe rating and cook time into JSON-LD', async () => {
    const product = await firstId(
      `${PUBLIC_PIN.replace('ORDER BY', "AND json_extract(p.data, '$.richMetadata.products[0].offerSummary.price') IS NOT NULL ORDER BY")}`,
      'product',
    );
    const ld = jsonLd(await (await request(`/pin/${product}/`, { headers: { 'user-agent': GOOGLEBOT_UA } })).text())!;
    expect(ld.offers).toMatchObject({ '@type': 'Offer', availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/) });
    const recipe = await firstId(
      `${PUBLIC_PIN.replace('ORDER BY', "AND json_type(p.data, '$.richSummary.aggregateRating.ratingValue') IN ('real', 'integer') AND json_extract(p.data, '$.richSummary.aggregateRating.reviewCount') > 0 ORDER BY")}`,
      'recipe',
    );
    const rld = jsonLd(await (await request(`/pin/${recipe}/`)).text())!;
    expect(rld.cookTime).toMatch(/^PT(\d+H)?(\d+M)?$/);
    expect(rld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5 });
  });

  it('A40: forces seoTitle and noindex for a sensitive SEO reason (pin-card: Display rules)', async () => {
    const id = await firstId("SELECT id FROM pins WHERE json_extract(data, '$.seoNoindexReason') = 'sensitive_raw_pin_text' AND deleted_at IS NULL LIMIT 1");
    const seoTitle = (await env.DB.prepare("SELECT json_extract(data, '$.seoTitle') AS t FROM pins WHERE id = ?").bind(id).first<{ t: string }>())!.t;
    const html = await (await request(`/pin/${id}/`)).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`<title>${seoTitle.replace(/&/g, '&amp;')}`);
  });

  it('embeds JSON-LD safely: a title that tries to end the script stays inside it', async () => {
    const id = await firstId(PUBLIC_PIN, 'image');
    await env.DB.prepare('UPDATE pins SET title = ? WHERE id = ?').bind('</script><script>alert(1)</script>', id).run();
    await dropSnapshots([id as PinId]); // changed behind the site's back: its edge snapshot dropped as an edit's purge would
    const html = await (await request(`/pin/${id}/`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLd(html)!.headline).toBe('</script><script>alert(1)</script>');
  });

  it('serves descriptionHtml only sanitised', async () => {
    const id = await firstId(PUBLIC_PIN, 'article');
    const evil = '<p onclick="alert(1)">Hello <a href="javascript:alert(2)">x</a><img src=x onerror=alert(3)><script>alert(4)</script></p>';
    await env.DB.prepare("UPDATE pins SET data = json_set(data, '$.descriptionHtml', ?) WHERE id = ?").bind(evil, id).run();
    await dropSnapshots([id as PinId]);
    const html = await (await request(`/pin/${id}/`)).text();
    const description = /data-test-id="closeup-description">(.*?)<\/div>/s.exec(html)?.[1] ?? '';
    expect(description).toBe('<p>Hello <a rel="nofollow ugc noopener noreferrer" target="_blank">x</a></p>');
  });
});

describe('slugs and statuses (pin-card: Screens and routes; closeup-and-visitors: Routes and screens)', () => {
  it.each(['/pin/blue-vase--{id}/', '/pin/{id}', '/pin/a--b--{id}/'])('A4, C2: %s canonicalises to /pin/{id}/', async (path) => {
    const id = await firstId(PUBLIC_PIN, 'image');
    const response = await request(path.replace('{id}', String(id)));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<link rel="canonical" href="https://pins.test/pin/${id}/"/>`);
  });

  it('C2: answers 404 for an unknown pin, for bots too', async () => {
    for (const ua of [GOOGLEBOT_UA, undefined]) {
      const response = await request('/pin/987654321/', ua ? { headers: { 'user-agent': ua } } : {});
      expect(response.status).toBe(404);
    }
  });

  it('C26: answers 410 with the removed placeholder and noindex, for bots too (closeup-and-visitors: Routes and screens)', async () => {
    const id = await firstId('SELECT id FROM pins WHERE deleted_at IS NOT NULL LIMIT 1');
    const response = await request(`/pin/${id}/`, { headers: { 'user-agent': TWITTERBOT_UA } });
    expect(response.status).toBe(410);
    const html = await response.text();
    expect(html).toContain('Removed by the creator');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('application/ld+json');
  });

  it('never shows a secret board pin to a bot', async () => {
    const id = await firstId("SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'secret' AND p.deleted_at IS NULL LIMIT 1");
    expect((await request(`/pin/${id}/`, { headers: { 'user-agent': GOOGLEBOT_UA } })).status).toBe(404);
  });

  it('C25: turns board_url into the next location with accept_invite and seamless (closeup-and-visitors: Routes and screens)', async () => {
    const id = await firstId(PUBLIC_PIN, 'image');
    const response = await request(`/pin/${id}/?board_url=${encodeURIComponent('/demo/kitchen/')}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/demo/kitchen/?accept_invite=true&seamless=true');
    expect((await request(`/pin/${id}/?board_url=${encodeURIComponent('https://evil.example/')}`)).status).toBe(200);
  });

  it('C6, C24: shows the /pin_redirect interstitial for the pin its origin names and refuses an origin that names none with 400 (closeup-and-visitors: Routes and screens)', async () => {
    const id = await firstId(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.kind = 'image' AND p.link LIKE 'https://%' ORDER BY p.id LIMIT 1`,
    );
    const { link } = (await env.DB.prepare('SELECT link FROM pins WHERE id = ?').bind(id).first<{ link: string }>())!;
    const good = new URLSearchParams({
      domain: 'shop.example',
      domainImageUrl: '',
      origin: `/pin/${id}/`,
      pinCategory: 'product',
      pinImageUrl: '',
      redirectUrl: link,
    });
    const ok = await request(`/pin_redirect?${good}`);
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain('href="/offsite/?token=');
    expect(html).toContain(`href="/pin/${id}/"`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // A pin whose link leaves the domain it names says so on the interstitial (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2).
    const { domain, data } = (await env.DB.prepare('SELECT domain, data FROM pins WHERE id = ?').bind(id).first<{ domain: string; data: string }>())!;
    await env.DB.prepare("UPDATE pins SET link = 'https://elsewhere.example/x', data = json_remove(data, '$.trackedLink') WHERE id = ?").bind(id).run();
    const moved = new URLSearchParams(good);
    moved.set('redirectUrl', 'https://elsewhere.example/x');
    const note = await (await request(`/pin_redirect?${moved}`)).text();
    expect(note).toContain(`This Pin names ${domain}, but its link goes to elsewhere.example.`);
    await env.DB.prepare('UPDATE pins SET link = ?, data = ? WHERE id = ?').bind(link, data, id).run();
    good.set('origin', 'javascript:alert(1)');
    const bad = await request(`/pin_redirect?${good}`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).not.toContain('javascript:alert(1)"');
  });
});

describe('landings and viewport (closeup-and-visitors: Routes and screens, Constants)', () => {
  it('A63: recognises a search-engine referrer and classifies the landing page', async () => {
    const id = await firstId(PUBLIC_PIN, 'image');
    const html = await (await request(`/pin/${id}/`, { headers: { referer: 'https://www.google.de/search?q=vase' } })).text();
    expect(documentState(html).page.landing).toEqual({ searchEngine: 'google', pageType: 'closeup' });
    const home = await (await request('/', { headers: { referer: 'https://example.com/' } })).text();
    expect(documentState(home).page.landing).toEqual({ searchEngine: null, pageType: 'home' });
  });

  it('A63: assumes 800x400 without client hints and follows them when sent', async () => {
    const id = await firstId(PUBLIC_PIN, 'image');
    const narrow = await (await request(`/pin/${id}/`, { headers: { 'sec-ch-viewport-width': '390' } })).text();
    expect(documentState(narrow).page.data).toMatchObject({ imageSize: '474x' });
    const none = await (await request(`/pin/${id}/`)).text();
    expect(documentState(none).page.data).toMatchObject({ imageSize: '736x' });
  });
});
