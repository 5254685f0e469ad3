// docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: the pin-page loading groups decide how a closeup
// loads its data. The waiting groups and bots get "More to explore" in the page; visitors (always on) and the
// other groups get the pin first, and the grid reads its first page from RelatedPinsResource.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { unpackPinPage, type WirePinPage } from '#shared/pinCard/wire.ts';
import { GOOGLEBOT_UA, request, sessionCookie } from './helpers.ts';

let pinId = 0;
let member = '';

beforeAll(async () => {
  const pin = await env.DB.prepare(
    `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id JOIN pin_interests pi ON pi.pin_id = p.id WHERE b.privacy = 'public' AND p.deleted_at IS NULL LIMIT 1`,
  ).first<{ id: number }>();
  pinId = pin!.id;
  member = await sessionCookie((await env.DB.prepare("SELECT id FROM users WHERE username = 'demo'").first<{ id: number }>())!.id);
});

const cards = (html: string) => html.split('data-test-id="pin" data-pin-id=').length - 1;
const embedded = (html: string) =>
  unpackPinPage(JSON.parse(/<script type="application\/json" id="__FEED__">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as WirePinPage);

async function closeup(headers: Record<string, string>): Promise<string> {
  const response = await request(`/pin/${pinId}/`, { headers: { accept: 'text/html', ...headers } });
  expect(response.status).toBe(200);
  return response.text();
}

describe('pin-page loading groups (closeup-and-visitors: States and actions)', () => {
  it.each(['control', 'only_impression_fix'])('C45: a member in %s gets the closeup whole, "More to explore" with its cards', async (group) => {
    const html = await closeup({ cookie: `${member}; pb_exp=pin_page_loading:${group}` });
    expect(html).toContain('More to explore');
    expect(cards(html)).toBeGreaterThan(1);
    expect(html).not.toContain('related__more');
  });

  it('C45: a bot gets "More to explore" with its cards in the page', async () => {
    const html = await closeup({ 'user-agent': GOOGLEBOT_UA });
    expect(cards(html)).toBeGreaterThan(1);
    expect(html).not.toContain('related__more');
  });

  const later = [
    ['a member in render_and_subscribe', () => ({ cookie: `${member}; pb_exp=pin_page_loading:render_and_subscribe` })],
    ['a visitor (always on)', () => ({})],
  ] as const;
  it.each(later)('C45: %s gets the pin first: an empty grid whose first page is still to read, and a search for it without JavaScript', async (_, headers) => {
    const html = await closeup(headers());
    expect(html).toContain('More to explore');
    expect(cards(html)).toBe(0);
    expect(embedded(html)).toMatchObject({ pins: [], bookmark: null, rest: true });
    expect(html).toMatch(/<noscript><form class="related__more" action="\/search\/pins\/" method="get"><input type="hidden" name="q" value="[^"]+"\/>/);
    // What the grid then reads: the related pins' first page.
    const resource = await request(`/resource/RelatedPinsResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { pin_id: String(pinId) } }))}`, {
      headers: headers(),
    });
    const body = (await resource.json()) as { resource_response: { data: unknown[] } };
    expect(body.resource_response.data.length).toBeGreaterThan(1);
  });
});
