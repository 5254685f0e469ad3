// D1 round trips per page (docs/performance.md): each costs the worker about 1 ms of CPU whatever its SQL, so
// a signed-in person's page reads in as few as it can: their experience states come with their
// session, a board's sections with its first page of pins, the home feed's ads with its pins, a pin
// search's remembered query with its read, a closeup's comments and related pins with the pin.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { firstId, ORIGIN, request, sessionCookie } from './helpers.ts';

type Totals = { ms: number; statements: number; roundTrips: number };
const totals = async () => (await (await request('/__bench/d1')).json()) as Totals;

/** Statements and round trips of one navigation (Accept: text/html, as a browser sends). */
async function cost(path: string, cookie: string): Promise<{ statements: number; roundTrips: number; status: number }> {
  const before = await totals();
  const response = await request(path, { headers: { cookie, accept: 'text/html' } });
  await response.text();
  const after = await totals();
  return { statements: after.statements - before.statements, roundTrips: after.roundTrips - before.roundTrips, status: response.status };
}

describe('D1 round trips of a signed-in page', () => {
  it('reads the home page in two: the session with the experience states, then the feed with its ads', async () => {
    const cookie = await sessionCookie(await firstId("SELECT id FROM users WHERE username = 'demo'"));
    const home = await cost('/', cookie);
    expect(home.status).toBe(200);
    expect(home.roundTrips).toBe(2);
  });

  it("reads a board's sections and first page of pins in one batch", async () => {
    const owner = await firstId("SELECT owner_id AS id FROM boards WHERE privacy = 'public' AND pin_count > 0 ORDER BY id LIMIT 1");
    const cookie = await sessionCookie(owner);
    const row = await env.DB.prepare(
      "SELECT u.username, b.slug FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.owner_id = ? AND b.privacy = 'public' AND b.pin_count > 0 ORDER BY b.id LIMIT 1",
    )
      .bind(owner)
      .first<{ username: string; slug: string }>();
    const page = await cost(`/${row!.username}/${row!.slug}/`, cookie);
    expect(page.status).toBe(200);
    // The session, the board, then its sections and pins together.
    expect(page.roundTrips).toBe(3);
    expect(page.statements).toBeGreaterThan(page.roundTrips);
  });

  it('remembers a pin search in the same batch as its read', async () => {
    const member = await firstId("SELECT id FROM users WHERE username = 'demo'");
    const cookie = await sessionCookie(member);
    // A word of a listed pin's title, so the search finds pins (no results would read topics to suggest).
    const title = await env.DB.prepare(
      "SELECT p.title FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.title <> '' ORDER BY p.id LIMIT 1",
    ).first<{ title: string }>();
    const query = (title?.title.match(/[A-Za-z]{4,}/)?.[0] ?? '').toLowerCase();
    const started = Date.now();
    const page = await cost(`/search/pins/?q=${encodeURIComponent(query)}`, cookie);
    expect(page.status).toBe(200);
    // The session, then the search with the remembered query.
    expect(page.roundTrips).toBe(2);
    const remembered = await env.DB.prepare('SELECT scope, searched_at FROM recent_searches WHERE user_id = ? AND query = ?')
      .bind(member, query)
      .first<{ scope: string; searched_at: number }>();
    expect(remembered?.scope).toBe('pins');
    expect(remembered?.searched_at).toBeGreaterThanOrEqual(started);
  });

  it('reads a closeup in two: the session, then the pin with its first comments and (for the groups that wait) its related pins', async () => {
    // The pin-page loading group that sends the closeup whole (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4).
    const cookie = `${await sessionCookie(await firstId("SELECT id FROM users WHERE username = 'demo'"))}; pb_exp=pin_page_loading:control`;
    const pin = await firstId(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id JOIN pin_interests pi ON pi.pin_id = p.id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL ORDER BY p.id LIMIT 1",
    );
    const before = await totals();
    const response = await request(`/pin/${pin}/`, { headers: { cookie, accept: 'text/html' } });
    const html = await response.text();
    const after = await totals();
    expect(response.status).toBe(200);
    expect(after.roundTrips - before.roundTrips).toBe(2);
    // "More to explore" still has its cards (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4).
    expect(html.split('data-test-id="pin" data-pin-id=').length - 1).toBeGreaterThan(1);
  });
});

describe('D1 round trips of a conversation (docs/performance.md)', () => {
  it('reads a conversation with its pin cards in one batch: the session, the conversation with its pins, then its read marker (pin-card: Screens and routes)', async () => {
    // A pin on a public board sent from demo to partner, so the conversation has a card to draw.
    const demo = await firstId("SELECT id FROM users WHERE username = 'demo'");
    const pin = await firstId(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1",
    );
    const sent = await request('/resource/ConversationsResource/create/', {
      method: 'POST',
      headers: { cookie: await sessionCookie(demo), origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ options: { pin_id: String(pin), username: 'partner' } }),
    });
    const { url } = ((await sent.json()) as { resource_response: { data: { url: string } } }).resource_response.data;
    const before = await totals();
    const response = await request(url, { headers: { cookie: await sessionCookie(demo), accept: 'text/html' } });
    const html = await response.text();
    const after = await totals();
    expect(response.status).toBe(200);
    expect(html).toContain(`data-test-id="pin" data-pin-id="${pin}"`);
    expect(after.roundTrips - before.roundTrips).toBe(3);
  });
});

describe("D1 round trips of a returning visitor's page (docs/performance.md)", () => {
  // The bench's visitor and the peers' comparison: signed out, carrying the anonymous id their first visit set.
  const visitor = 'pb_anon=round-trip-visitor-0001';

  it("reads the home page in one: the visitor's experience states, the feed from the edge's snapshot (experiences: Lifecycle and behaviour)", async () => {
    // The first visitor takes the feed's snapshot (docs/performance.md#edge-snapshots): its ads and pins, and the states beside them.
    const first = await cost('/', visitor);
    expect(first.status).toBe(200);
    expect(first.statements).toBe(3);
    const home = await cost('/', visitor);
    expect(home.status).toBe(200);
    expect(home.roundTrips).toBe(1);
    expect(home.statements).toBe(1);
  });

  it("reads a closeup in one: the pin (its row carrying its variant set and the visitor's experience states) and its comments (experiences: Lifecycle and behaviour)", async () => {
    const pin = await firstId(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL ORDER BY p.id LIMIT 1",
    );
    const closeup = await cost(`/pin/${pin}/`, visitor);
    expect(closeup.status).toBe(200);
    expect(closeup.roundTrips).toBe(1);
    expect(closeup.statements).toBe(2);
  });
});
