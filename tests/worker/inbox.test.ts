// The messages inbox and the header's unread counts: a per-member read marker per conversation,
// cleared by opening the conversation, exact counts per member, and nobody reading or marking
// another pair's conversation.
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentState, firstId, ORIGIN, request, sessionCookie } from './helpers.ts';

const idOf = (username: string) => firstId('SELECT id FROM users WHERE username = ?', username);
const openPin = () =>
  firstId("SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1");

async function post(path: string, body: unknown, userId: number, origin = ORIGIN) {
  const response = await request(path, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', cookie: await sessionCookie(userId) },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads each resource's own answer shape
  return { status: response.status, body: (await response.json()) as { resource_response: { data: any } } };
}

const sendPin = async (from: number, to: string, text = '') =>
  (await post('/resource/ConversationsResource/create/', { options: { pin_id: String(await openPin()), username: to, text } }, from)).body.resource_response
    .data.conversationId as string;

const reply = (from: number, conversationId: string, text: string) =>
  post('/resource/ConversationMessagesResource/create/', { options: { conversation_id: conversationId, text } }, from);

type Totals = { roundTrips: number };
const roundTrips = async () => ((await (await request('/__bench/d1')).json()) as Totals).roundTrips;

/**
 * The page's document state as the member sees it, and its D1 round trips: a browser's navigation (Accept:
 * text/html) reads the counts with the session; any other request for the page reads them on its own.
 */
async function page(path: string, userId: number, navigation = true) {
  const cookie = await sessionCookie(userId);
  const before = await roundTrips();
  const response = await request(path, { headers: navigation ? { cookie, accept: 'text/html' } : { cookie } });
  const state = documentState(await response.text());
  return { status: response.status, state, roundTrips: (await roundTrips()) - before };
}

const unreadOn = async (path: string, userId: number, navigation = true) => (await page(path, userId, navigation)).state.viewer.unread;

/** Everyone has read every conversation (as migration 0036 leaves what was sent before it). */
const readEverything = () =>
  env.DB.prepare(
    'UPDATE conversation_members SET last_read_message_id = COALESCE((SELECT MAX(m.id) FROM conversation_messages m WHERE m.conversation_id = conversation_members.conversation_id), 0)',
  ).run();

describe('messages inbox and unread counts', () => {
  beforeEach(readEverything);

  it('counts unread conversations exactly, per member, and clears them when the member opens each one', async () => {
    const [demo, partner, staff] = await Promise.all([idOf('demo'), idOf('partner'), idOf('staff')]);
    const withDemo = await sendPin(partner, 'demo', 'For you');
    await reply(partner, withDemo, 'And another');
    const withStaff = await sendPin(staff, 'demo');
    // Two conversations with news for demo: two unread, however many messages; the senders have none.
    expect((await unreadOn('/', demo))?.messages).toBe(2);
    expect((await unreadOn('/', partner))?.messages).toBe(0);
    expect((await unreadOn('/', staff))?.messages).toBe(0);

    const inbox = await page('/messages/', demo);
    expect(inbox.state.page.data).toMatchObject({ kind: 'messages' });
    const listed = (inbox.state.page.data as { conversations: Array<{ entityId: string; unread: boolean; lastMessage: string }> }).conversations;
    expect(listed.slice(0, 2).map((c) => [c.entityId, c.unread])).toEqual([
      [withStaff, true],
      [withDemo, true],
    ]);
    expect(listed[1].lastMessage).toBe('And another');

    // Opening one reads it (the page it renders already shows the cleared count); the other stays unread.
    expect((await page(`/conversation/${withDemo}/`, demo)).state.viewer.unread?.messages).toBe(1);
    expect((await unreadOn('/', demo))?.messages).toBe(1);
    // Demo's own reply never makes the conversation unread for demo, only for partner.
    await reply(demo, withDemo, 'Thanks');
    expect((await unreadOn('/', demo))?.messages).toBe(1);
    expect((await unreadOn('/', partner))?.messages).toBe(1);
    await page(`/conversation/${withStaff}/`, demo);
    expect((await unreadOn('/', demo))?.messages).toBe(0);
  });

  it('another member can neither read a conversation nor move its read marker', async () => {
    const [demo, partner, staff] = await Promise.all([idOf('demo'), idOf('partner'), idOf('staff')]);
    const id = await sendPin(partner, 'demo', 'Private');
    const markers = () =>
      env.DB.prepare('SELECT user_id, last_read_message_id AS marker FROM conversation_members WHERE conversation_id = ? ORDER BY user_id')
        .bind(Number(id))
        .all();
    const before = (await markers()).results;
    const outsider = await page(`/conversation/${id}/`, staff);
    expect(outsider.status).toBe(404);
    expect(outsider.state.page.data.kind).toBe('notFound');
    expect((await markers()).results).toEqual(before);
    expect((await unreadOn('/', demo))?.messages).toBeGreaterThan(0);
    // An outsider's reply is refused and changes nothing.
    expect((await reply(staff, id, 'Hello')).status).toBe(404);
    // A reply from another site is refused by the CSRF check and changes nothing either.
    const crossSite = await post('/resource/ConversationMessagesResource/create/', { options: { conversation_id: id, text: 'x' } }, demo, 'https://evil.test');
    expect(crossSite.status).toBe(403);
    expect((await markers()).results).toEqual(before);
  });

  it('counts unread notifications exactly and clears them when the member opens /notifications/', async () => {
    const [partner, staff] = await Promise.all([idOf('partner'), idOf('staff')]);
    await env.DB.prepare('DELETE FROM news_hub_reads WHERE user_id = ?').bind(staff).run();
    await env.DB.prepare('INSERT INTO news_hub_reads (user_id, read_at) VALUES (?, ?)').bind(staff, Date.now()).run();
    expect((await unreadOn('/', staff))?.notifications).toBe(0);
    await sendPin(partner, 'staff', 'News');
    await env.DB.prepare('INSERT OR IGNORE INTO user_follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)')
      .bind(partner, staff, Date.now() + 1)
      .run();
    expect((await unreadOn('/', staff))?.notifications).toBe(2);
    expect((await unreadOn('/notifications/', staff))?.notifications).toBe(0);
    expect((await unreadOn('/', staff))?.notifications).toBe(0);
  });

  it("reads a navigation's counts with the session, in no round trip of their own, and any other page request's exactly too", async () => {
    const [demo, partner] = await Promise.all([idOf('demo'), idOf('partner')]);
    const id = await sendPin(partner, 'demo', 'Counted');
    const home = await page('/', demo);
    expect(home.state.viewer.unread?.messages).toBe(1);
    // The session with the experience states and the counts, then the feed with its ads (tests/worker/pageBudget.test.ts).
    expect(home.roundTrips).toBe(2);
    const plain = await page('/', demo, false);
    expect(plain.state.viewer.unread).toEqual(home.state.viewer.unread);
    expect(plain.roundTrips).toBeGreaterThan(home.roundTrips);
    // Opening the conversation marks it read and counts again in one round trip: its own header says 0.
    const conversation = await page(`/conversation/${id}/`, demo);
    expect(conversation.state.viewer.unread?.messages).toBe(0);
    expect((await unreadOn('/', demo, false))?.messages).toBe(0);
  });

  it('a visitor gets no counts and the inbox asks them to log in', async () => {
    const response = await request('/messages/');
    const html = await response.text();
    expect(documentState(html).viewer.unread).toBeUndefined();
    expect(html).toContain('Log in to see your messages');
  });

  it('C10: New message starts a conversation with words only (no pin), says who it went to, and refuses an empty one', async () => {
    const [demo, staff] = await Promise.all([idOf('demo'), idOf('staff')]);
    const empty = await post('/resource/ConversationsResource/create/', { options: { username: 'staff', text: '  ' } }, demo);
    expect(empty.status).toBe(400);
    const text = `Words only ${Date.now()}`;
    const sent = await post('/resource/ConversationsResource/create/', { options: { username: 'staff', text } }, demo);
    expect(sent.status).toBe(201);
    const staffName = await env.DB.prepare("SELECT full_name FROM users WHERE username = 'staff'").first<string>('full_name');
    expect(sent.body.resource_response.data.to).toBe(staffName);
    const last = await env.DB.prepare('SELECT text, pin_id FROM conversation_messages WHERE conversation_id = ? ORDER BY id DESC LIMIT 1')
      .bind(Number(sent.body.resource_response.data.conversationId))
      .first<{ text: string; pin_id: number | null }>();
    expect(last).toEqual({ text, pin_id: null });
    expect((await unreadOn('/', staff))?.messages ?? 0).toBeGreaterThanOrEqual(1);
  });

  it('C10: UnreadCountsResource answers the counts the badges show, exact, and only to a member', async () => {
    const [demo, partner] = await Promise.all([idOf('demo'), idOf('partner')]);
    await sendPin(partner, 'demo', 'Counted');
    const shown = await unreadOn('/', demo);
    const response = await request('/resource/UnreadCountsResource/get/?data=%7B%22options%22%3A%7B%7D%7D', { headers: { cookie: await sessionCookie(demo) } });
    expect(response.status).toBe(200);
    const counts = ((await response.json()) as { resource_response: { data: unknown } }).resource_response.data;
    expect(counts).toEqual(shown);
    const visitor = await request('/resource/UnreadCountsResource/get/?data=%7B%22options%22%3A%7B%7D%7D');
    expect(visitor.status).toBe(401);
  });
});
