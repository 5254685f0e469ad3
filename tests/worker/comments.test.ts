// Comments (list paged, add, delete one's own, the pinner's "disable comments" of docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4),
// conversations started from the share flyout (members only), and related pins paging.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, COMMENT_PAGE_SIZE } from '#shared/constants.ts';
import type { UserId } from '#shared/ids.ts';
import type { CommentPage, Pin } from '#shared/types.ts';
import { setUserBlock } from '#worker/users/userData.ts';
import { firstId, getResource, ORIGIN, request, sessionCookie } from './helpers.ts';

async function call(name: string, verb: 'create' | 'update' | 'delete', options: unknown, userId: number | null) {
  const method = verb === 'create' ? 'POST' : verb === 'update' ? 'PUT' : 'DELETE';
  const headers: Record<string, string> = { origin: ORIGIN, 'content-type': 'application/json' };
  if (userId !== null) headers.cookie = await sessionCookie(userId);
  const response = await request(`/resource/${name}/${verb}/`, { method, headers, body: JSON.stringify({ options }) });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads each resource's own answer shape
  return { status: response.status, body: (await response.json()) as { resource_response: { data: any; error: { message: string } | null } } };
}

const count = async (pinId: number) => (await env.DB.prepare('SELECT COUNT(*) AS n FROM comments WHERE pin_id = ?').bind(pinId).first<{ n: number }>())!.n;

const openPin = () =>
  firstId(
    "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.comments_disabled = 0 AND p.pinner_id <> 1 AND NOT EXISTS (SELECT 1 FROM comments c WHERE c.pin_id = p.id) ORDER BY p.id LIMIT 1",
  );

describe('comments', () => {
  it("adds, lists newest first with an exact count, pages, and deletes only one's own", async () => {
    const pinId = await openPin();
    for (let i = 0; i < COMMENT_PAGE_SIZE + 2; i++) {
      const { status } = await call('CommentsResource', 'create', { pin_id: String(pinId), text: `Comment ${i}` }, 1 + (i % 2));
      expect(status).toBe(201);
    }
    const first = await getResource<CommentPage>('CommentsResource', { pin_id: String(pinId) });
    const page = first.body.resource_response.data!;
    expect(page.count).toBe(COMMENT_PAGE_SIZE + 2);
    expect(page.comments).toHaveLength(COMMENT_PAGE_SIZE);
    expect(page.comments[0].text).toBe(`Comment ${COMMENT_PAGE_SIZE + 1}`);
    const second = (await getResource<CommentPage>('CommentsResource', { pin_id: String(pinId), bookmark: page.bookmark })).body.resource_response.data!;
    expect(second.comments.map((c) => c.text)).toEqual(['Comment 1', 'Comment 0']);
    expect(second.bookmark).toBeNull();

    const mine = page.comments.find((c) => c.author.entityId === '1')!;
    const theirs = page.comments.find((c) => c.author.entityId === '2')!;
    expect((await call('CommentsResource', 'delete', { id: theirs.entityId }, 1)).status).toBe(403);
    expect((await call('CommentsResource', 'delete', { id: mine.entityId }, null)).status).toBe(401);
    expect((await call('CommentsResource', 'delete', { id: mine.entityId }, 1)).status).toBe(200);
    expect((await call('CommentsResource', 'delete', { id: mine.entityId }, 1)).status).toBe(404);
    expect(await count(pinId)).toBe(COMMENT_PAGE_SIZE + 1);
  });

  it.each([
    [{ text: '' }, 400, 'A comment cannot be empty.'],
    [{ text: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }, 400, `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`],
    [{ text: 12 }, 400, 'A comment must be text.'],
    [{ text: 'hi', pin_id: 'abc' }, 400, 'id must be a string of digits'],
    [{ text: 'hi', pin_id: '999999999' }, 404, 'This pin does not exist.'],
  ])('refuses %o with %i and changes nothing', async (options, status, message) => {
    const pinId = await openPin();
    const before = await count(pinId);
    const answer = await call('CommentsResource', 'create', { pin_id: String(pinId), ...options }, 1);
    expect(answer.status).toBe(status);
    expect(answer.body.resource_response.error!.message).toContain(message);
    expect(await count(pinId)).toBe(before);
  });

  it('needs a signed-in member to comment', async () => {
    const answer = await call('CommentsResource', 'create', { pin_id: String(await openPin()), text: 'hi' }, null);
    expect(answer.status).toBe(401);
  });

  it('C2: renders comment text escaped on the closeup and on /pin/{id}/comments', async () => {
    const pinId = await openPin();
    await call('CommentsResource', 'create', { pin_id: String(pinId), text: '<img src=x onerror=alert(1)>' }, 2);
    for (const path of [`/pin/${pinId}/`, `/pin/${pinId}/comments/`]) {
      const response = await request(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(html).not.toContain('<img src=x');
    }
  });

  it('C43: lets only the pinner turn comments off, which refuses new comments (closeup-and-visitors: States and actions)', async () => {
    const { id, pinner } = (await env.DB.prepare(
      "SELECT p.id, p.pinner_id AS pinner FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.comments_disabled = 0 AND p.pinner_id <> 2 LIMIT 1",
    ).first<{ id: number; pinner: number }>())!;
    expect((await call('PinCommentSettingsResource', 'update', { pin_id: String(id), comments_disabled: true }, 2)).status).toBe(403);
    expect((await call('PinCommentSettingsResource', 'update', { pin_id: String(id), comments_disabled: 'yes' }, pinner)).status).toBe(400);
    expect((await call('PinCommentSettingsResource', 'update', { pin_id: String(id), comments_disabled: true }, pinner)).status).toBe(200);
    const refused = await call('CommentsResource', 'create', { pin_id: String(id), text: 'hello' }, 2);
    expect(refused.status).toBe(403);
    expect(refused.body.resource_response.error!.message).toBe('Comments are turned off for this Pin.');
    expect(await (await request(`/pin/${id}/`)).text()).toContain('Comments are turned off for this Pin.');
  });

  it('shows the demo comments on the closeup with their exact count', async () => {
    const { pin, n } = (await env.DB.prepare('SELECT pin_id AS pin, COUNT(*) AS n FROM comments GROUP BY pin_id ORDER BY pin_id LIMIT 1').first<{
      pin: number;
      n: number;
    }>())!;
    const html = await (await request(`/pin/${pin}/`)).text();
    expect(html).toContain(n === 1 ? '1 comment' : `${n} comments`);
    expect([...html.matchAll(/data-test-id="comment"/g)]).toHaveLength(n);
  });

  it("keeps a pin's comment count with its comments, and leaves out of a member's the comments of people in a block with them", async () => {
    // A pin of its own, so the other tests' first open pin stays theirs.
    const pinId = (await env.DB.prepare(
      `INSERT INTO pins (pinner_id, board_id, kind, title, image_signature, created_at)
       SELECT b.owner_id, b.id, 'image', 'Counted comments', (SELECT image_signature FROM pins LIMIT 1), ?1 FROM boards b
        WHERE b.privacy = 'public' AND b.owner_id = 5 LIMIT 1 RETURNING id`,
    )
      .bind(Date.now())
      .first<{ id: number }>())!.id;
    const miscounted = () => env.DB.prepare('SELECT id FROM pins p WHERE comment_count <> (SELECT COUNT(*) FROM comments c WHERE c.pin_id = p.id)').all();
    const totalFor = async (viewer: number | null) =>
      (
        await getResource<CommentPage>(
          'CommentsResource',
          { pin_id: String(pinId) },
          viewer === null ? {} : { headers: { cookie: await sessionCookie(viewer) } },
        )
      ).body.resource_response.data!.count;
    const [a, b, viewer] = [2, 3, 4] as UserId[];
    await env.DB.batch([env.DB.prepare('DELETE FROM user_blocks WHERE blocker_id IN (?1, ?2, ?3) OR blocked_id IN (?1, ?2, ?3)').bind(a, b, viewer)]);
    for (const author of [a, a, b])
      expect((await call('CommentsResource', 'create', { pin_id: String(pinId), text: `From ${author}` }, author)).status).toBe(201);
    expect((await miscounted()).results).toEqual([]);
    expect([await totalFor(null), await totalFor(viewer)]).toEqual([3, 3]);
    await setUserBlock(env.DB, viewer, a, true);
    expect([await totalFor(null), await totalFor(viewer)]).toEqual([3, 1]);
    await setUserBlock(env.DB, b, viewer, true);
    expect([await totalFor(null), await totalFor(viewer), await totalFor(a)]).toEqual([3, 0, 3]);
    const own = await env.DB.prepare('SELECT id FROM comments WHERE pin_id = ? AND user_id = ? LIMIT 1').bind(pinId, a).first<{ id: number }>();
    expect((await call('CommentsResource', 'delete', { id: String(own!.id) }, a)).status).toBe(200);
    expect((await miscounted()).results).toEqual([]);
    expect(await totalFor(null)).toBe(2);
    await env.DB.batch([env.DB.prepare('DELETE FROM user_blocks WHERE blocker_id IN (?1, ?2) AND blocked_id IN (?1, ?2, ?3)').bind(viewer, b, a)]);
  });
});

describe('conversations', () => {
  it('C10, C39: sends a pin to a member, continues the same conversation, and shows it to members only', async () => {
    const pinId = await openPin();
    const sent = await call('ConversationsResource', 'create', { pin_id: String(pinId), username: 'staff', text: 'Look at this <b>one</b>' }, 1);
    expect(sent.status).toBe(201);
    const { conversationId, url } = sent.body.resource_response.data;
    expect(url).toBe(`/conversation/${conversationId}/`);
    const again = await call('ConversationsResource', 'create', { pin_id: String(pinId), username: 'demo' }, 3);
    expect(again.body.resource_response.data.conversationId).toBe(conversationId);

    const page = await request(url, { headers: { cookie: await sessionCookie(3) } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect([...html.matchAll(/data-test-id="message"/g)]).toHaveLength(2);
    expect(html).toContain('Look at this &lt;b&gt;one&lt;/b&gt;');
    expect(html).toContain(`href="/pin/${pinId}/"`);
    // A visitor is asked to log in (as for any conversation, existing or not); another member gets 404.
    expect(await (await request(url)).text()).toContain('<title>Log in to see your messages | Pinboard</title>');
    expect((await request(url, { headers: { cookie: await sessionCookie(2) } })).status).toBe(404);
    const read = await getResource('ConversationsResource', { id: conversationId }, { headers: { cookie: await sessionCookie(2) } });
    expect(read.response.status).toBe(404);
  });

  it.each([
    [{ username: 'nobody_here' }, 1, 404, 'There is no one called nobody_here.'],
    [{ username: 'demo' }, 1, 400, 'Choose someone else to send this Pin to.'],
    [{ username: 'x!' }, 1, 400, 'username must be'],
    [{ username: 'partner', text: 'y'.repeat(1001) }, 1, 400, 'A message can be at most 1000 characters.'],
    [{ username: 'partner' }, null, 401, 'Log in to send this Pin.'],
  ])('refuses %o (sender %s) with %i', async (options, sender, status, message) => {
    const before = (await env.DB.prepare('SELECT COUNT(*) AS n FROM conversation_messages').first<{ n: number }>())!.n;
    const answer = await call('ConversationsResource', 'create', { pin_id: String(await openPin()), ...options }, sender);
    expect(answer.status).toBe(status);
    expect(answer.body.resource_response.error!.message).toContain(message);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM conversation_messages').first<{ n: number }>())!.n).toBe(before);
  });
});

describe('conversation replies', () => {
  const messages = async (conversationId: string) =>
    (await env.DB.prepare('SELECT COUNT(*) AS n FROM conversation_messages WHERE conversation_id = ?').bind(Number(conversationId)).first<{ n: number }>())!.n;

  async function conversationOf(senderId: number, username: string, pinId?: number): Promise<string> {
    const sent = await call('ConversationsResource', 'create', { pin_id: String(pinId ?? (await openPin())), username }, senderId);
    expect(sent.status).toBe(201);
    return sent.body.resource_response.data.conversationId;
  }

  it("adds a member's text reply, shown to both members in order, and moves the conversation up", async () => {
    const id = await conversationOf(1, 'partner');
    const before = (await env.DB.prepare('SELECT updated_at FROM conversations WHERE id = ?').bind(Number(id)).first<{ updated_at: number }>())!.updated_at;
    const count = await messages(id);
    const answer = await call('ConversationMessagesResource', 'create', { conversation_id: id, text: '  Love it <script>x</script>  ' }, 2);
    expect(answer.status).toBe(201);
    expect(answer.body.resource_response.data.text).toBe('Love it <script>x</script>');
    expect(await messages(id)).toBe(count + 1);
    const html = await (await request(`/conversation/${id}/`, { headers: { cookie: await sessionCookie(1) } })).text();
    const shown = [...html.matchAll(/data-test-id="message"[\s\S]*?<\/li>/g)].map((m) => m[0]);
    expect(shown).toHaveLength(count + 1);
    expect(shown.at(-1)).toContain('Love it &lt;script&gt;x&lt;/script&gt;');
    expect(shown.at(-1)).not.toContain('This Pin is no longer available.');
    const after = (await env.DB.prepare('SELECT updated_at FROM conversations WHERE id = ?').bind(Number(id)).first<{ updated_at: number }>())!.updated_at;
    expect(after).toBeGreaterThanOrEqual(before);
  });

  it('says a sent pin that was deleted since is no longer available', async () => {
    const pin = await firstId(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id DESC LIMIT 1",
    );
    const id = await conversationOf(1, 'staff', pin);
    await env.DB.prepare('UPDATE pins SET deleted_at = ? WHERE id = ?').bind(Date.now(), pin).run();
    const html = await (await request(`/conversation/${id}/`, { headers: { cookie: await sessionCookie(3) } })).text();
    await env.DB.prepare('UPDATE pins SET deleted_at = NULL WHERE id = ?').bind(pin).run();
    expect(html).toContain('This Pin is no longer available.');
    expect(html).not.toContain(`href="/pin/${pin}/"`);
  });

  it('draws a sent pin as its card on the conversation surface (a save control, no menu), keeps the note for a deleted one and no card for one the member may not see (pin-card: Screens and routes, Roles)', async () => {
    // Three pins on three public boards that staff (3) neither owns nor collaborates on, pinned by neither member.
    const { results } = await env.DB.prepare(
      `SELECT MIN(p.id) AS id, p.board_id FROM pins p JOIN boards b ON b.id = p.board_id
        WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.pinner_id NOT IN (1, 3) AND b.owner_id NOT IN (1, 3)
          AND NOT EXISTS (SELECT 1 FROM board_collaborators c WHERE c.board_id = b.id AND c.user_id = 3)
        GROUP BY p.board_id ORDER BY p.board_id LIMIT 3`,
    ).all<{ id: number; board_id: number }>();
    const [visible, deleted, unseen] = results;
    let id = '';
    for (const pin of [visible, deleted, unseen]) id = await conversationOf(1, 'staff', pin.id);
    await env.DB.prepare('UPDATE pins SET deleted_at = ? WHERE id = ?').bind(Date.now(), deleted.id).run();
    await env.DB.prepare("UPDATE boards SET privacy = 'secret' WHERE id = ?").bind(unseen.board_id).run();
    const response = await request(`/conversation/${id}/`, { headers: { cookie: await sessionCookie(3) } });
    const html = await response.text();
    await env.DB.prepare('UPDATE pins SET deleted_at = NULL WHERE id = ?').bind(deleted.id).run();
    await env.DB.prepare("UPDATE boards SET privacy = 'public' WHERE id = ?").bind(unseen.board_id).run();
    expect(response.status).toBe(200);
    // The last three messages, in the order they were sent.
    const [shownVisible, shownDeleted, shownUnseen] = html.split('data-test-id="message"').slice(-3);
    expect(shownVisible).toMatch(new RegExp(`data-test-id="pin" data-pin-id="${visible.id}"[^>]*data-save-control="[A-Za-z]+"`));
    expect(shownVisible).toContain(`href="/pin/${visible.id}/"`);
    expect(shownVisible).not.toContain('This Pin is no longer available.');
    expect(html).not.toContain('data-test-id="pin-menu-button"');
    expect(html).not.toContain('pin-card__menu');
    expect(shownDeleted).not.toContain('data-test-id="pin"');
    expect(shownDeleted).toContain('This Pin is no longer available.');
    expect(html).not.toContain(`/pin/${deleted.id}/`);
    // A pin the member may not see reads as today: no card, no link, nothing of it.
    expect(shownUnseen).not.toContain('data-test-id="pin"');
    expect(html).not.toContain(`/pin/${unseen.id}/`);
    expect(html).toContain(`"entityId":"${visible.id}","kind"`);
    expect(html).not.toContain(`"entityId":"${unseen.id}","kind"`);
  });

  it("news page: a sent pin is its card in the recipient's news; none for a deleted pin or one they may not see (pin-card: Screens and routes)", async () => {
    // Three pins on three public boards that staff (3) neither owns nor collaborates on, pinned by neither member.
    const { results } = await env.DB.prepare(
      `SELECT MIN(p.id) AS id, p.board_id FROM pins p JOIN boards b ON b.id = p.board_id
        WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.pinner_id NOT IN (1, 3) AND b.owner_id NOT IN (1, 3)
          AND NOT EXISTS (SELECT 1 FROM board_collaborators c WHERE c.board_id = b.id AND c.user_id = 3)
        GROUP BY p.board_id ORDER BY p.board_id LIMIT 3 OFFSET 3`,
    ).all<{ id: number; board_id: number }>();
    const [visible, deleted, unseen] = results;
    for (const pin of [visible, deleted, unseen]) await conversationOf(1, 'staff', pin.id);
    await env.DB.prepare('UPDATE pins SET deleted_at = ? WHERE id = ?').bind(Date.now(), deleted.id).run();
    await env.DB.prepare("UPDATE boards SET privacy = 'secret' WHERE id = ?").bind(unseen.board_id).run();
    const response = await request('/notifications/', { headers: { cookie: await sessionCookie(3) } });
    const html = await response.text();
    await env.DB.prepare('UPDATE pins SET deleted_at = NULL WHERE id = ?').bind(deleted.id).run();
    await env.DB.prepare("UPDATE boards SET privacy = 'public' WHERE id = ?").bind(unseen.board_id).run();
    expect(response.status).toBe(200);
    const item = html.split('data-test-id="news-item"').find((part) => part.includes(`data-pin-id="${visible.id}"`));
    expect(item).toMatch(new RegExp(`data-test-id="pin" data-pin-id="${visible.id}"[^>]*data-save-control="[A-Za-z]+"`));
    expect(item).toContain(`href="/pin/${visible.id}/"`);
    expect(html).toContain(`"entityId":"${visible.id}","kind"`);
    for (const gone of [deleted, unseen]) {
      expect(html).not.toContain(`data-pin-id="${gone.id}"`);
      expect(html).not.toContain(`"entityId":"${gone.id}","kind"`);
      expect(html).not.toContain(`/pin/${gone.id}/`);
    }
  });

  it.each([
    ['an empty reply', { text: '   ' }, 1, 400, 'A message cannot be empty.'],
    ['a reply over 1000 characters', { text: 'y'.repeat(1001) }, 1, 400, 'A message can be at most 1000 characters.'],
    ['a reply that is not text', { text: 42 }, 1, 400, 'A message must be text.'],
    ['a reply from someone outside the conversation', { text: 'hi' }, 3, 404, 'This conversation does not exist.'],
    ['a reply from a visitor', { text: 'hi' }, null, 401, 'Log in to reply.'],
    ['a reply to an unknown conversation', { text: 'hi', conversation_id: '999999999' }, 1, 404, 'This conversation does not exist.'],
    ['a malformed conversation id', { text: 'hi', conversation_id: '1; DROP' }, 1, 400, 'id must be a string of digits'],
  ])('refuses %s with a clear error and writes nothing', async (_name, options, sender, status, message) => {
    const id = await conversationOf(1, 'partner');
    const total = () => env.DB.prepare('SELECT COUNT(*) AS n FROM conversation_messages').first<{ n: number }>();
    const before = (await total())!.n;
    const answer = await call('ConversationMessagesResource', 'create', { conversation_id: id, ...options }, sender);
    expect(answer.status).toBe(status);
    expect(answer.body.resource_response.error!.message).toContain(message);
    expect((await total())!.n).toBe(before);
    expect(await messages(id)).toBeGreaterThan(0);
  });
});

describe('related pins', () => {
  it('pages pins sharing interests, annotations or the board, never secret ones, without repeats', async () => {
    const pinId = await openPin();
    const seen: string[] = [];
    let bookmark: string | null = null;
    let pages = 0;
    do {
      const answer: { body: { resource_response: { data: Pin[] | null; bookmark: string | null } } } = await getResource<Pin[]>(
        'RelatedPinsResource',
        bookmark ? { bookmark, page_size: 10 } : { pin_id: String(pinId), page_size: 10 },
      );
      seen.push(...answer.body.resource_response.data!.map((p) => p.entityId));
      bookmark = answer.body.resource_response.bookmark;
      pages++;
    } while (bookmark && pages < 50);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(String(pinId));
    const { results } = await env.DB.prepare(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy <> 'public' AND p.id IN (${seen.join(',')})`,
    ).all();
    expect(results).toEqual([]);
    const shared = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM pin_interests WHERE pin_id = ? AND interest_id IN (SELECT interest_id FROM pin_interests WHERE pin_id = ?)`,
    )
      .bind(Number(seen[0]), pinId)
      .first<{ n: number }>();
    expect(shared!.n).toBeGreaterThan(0);
  });

  it('streams the first page below the closeup and refuses a forged bookmark', async () => {
    const pinId = await openPin();
    const html = await (await request(`/pin/${pinId}/`)).text();
    expect(html).toContain('More to explore');
    expect(html).toMatch(/<script type="application\/json" id="__FEED__">/);
    const bad = await getResource('RelatedPinsResource', { bookmark: 'eyJmIjoiaG9tZSJ9' });
    expect(bad.response.status).toBe(400);
    const none = await getResource('RelatedPinsResource', {});
    expect(none.response.status).toBe(400);
  });
});
