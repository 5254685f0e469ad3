// docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 board actions "dismiss sensitivity screen" and "disable more-ideas badge": who sees
// the screen over a sensitive board's pins, how a member's and a visitor's dismissals are kept,
// the noindex of a sensitive board, and the owner's More ideas badge.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SENSITIVITY_COOKIE } from '#shared/boards/sensitivity.ts';
import type { BoardDetail } from '#shared/types.ts';
import { call, signUp } from './accountHelpers.ts';
import { documentState, request, sessionCookie } from './helpers.ts';

/** The demo board moderation marked sensitive, with its url and owner. */
async function sensitiveBoard() {
  return (await env.DB.prepare(
    `SELECT b.id, b.slug, b.owner_id, u.username FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.sensitive = 1 AND b.privacy = 'public' ORDER BY b.id LIMIT 1`,
  ).first<{ id: number; slug: string; owner_id: number; username: string }>())!;
}

async function boardPage(path: string, cookie?: string) {
  const response = await request(path, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  const html = await response.text();
  const data = documentState(html).page.data as { kind: 'board'; board: BoardDetail; feed: { pins: unknown[] } };
  return { html, board: data.board, pins: data.feed.pins.length };
}

describe('sensitivity screen (closeup-and-visitors: States and actions)', () => {
  it('the demo data has a board moderation marked sensitive; it is noindex and out of the sitemap (closeup-and-visitors: States and actions)', async () => {
    const board = await sensitiveBoard();
    expect(board).toBeTruthy();
    const page = await boardPage(`/${board.username}/${board.slug}/`);
    expect(page.board.sensitive).toBe(true);
    expect(page.board.sensitivityScreen).toBe(true);
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');
    const sitemap = await (await request('/sitemaps/boards-1.xml')).text();
    expect(sitemap).not.toContain(`/${board.username}/${board.slug}/<`);
  });

  it('C42: a member dismisses the screen once and it stays dismissed; the owner never sees it (closeup-and-visitors: States and actions)', async () => {
    const board = await sensitiveBoard();
    const path = `/${board.username}/${board.slug}/`;
    const me = await signUp('sensitive');
    expect((await boardPage(path, me.cookie)).board.sensitivityScreen).toBe(true);
    const dismissed = await call('BoardSensitivityScreenResource', 'create', { board_id: String(board.id) }, me.cookie);
    expect(dismissed.status).toBe(200);
    expect(dismissed.data).toEqual({ board_id: String(board.id), dismissed: true });
    // Twice is the same dismissal (one row).
    expect((await call('BoardSensitivityScreenResource', 'create', { board_id: String(board.id) }, me.cookie)).status).toBe(200);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM board_sensitivity_dismissals WHERE user_id = ? AND board_id = ?')
      .bind(Number(me.id), board.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    const after = await boardPage(path, me.cookie);
    expect(after.board.sensitivityScreen).toBe(false);
    expect(after.pins).toBeGreaterThan(0);
    // Another member still sees the screen; the owner does not.
    expect((await boardPage(path, (await signUp('other')).cookie)).board.sensitivityScreen).toBe(true);
    expect((await boardPage(path, await sessionCookie(board.owner_id))).board.sensitivityScreen).toBe(false);
  });

  it('C42: a signed-out visitor’s dismissal lasts the session through the cookie (closeup-and-visitors: States and actions)', async () => {
    const board = await sensitiveBoard();
    const path = `/${board.username}/${board.slug}/`;
    expect((await boardPage(path, `${SENSITIVITY_COOKIE}=1.2.3`)).board.sensitivityScreen).toBe(true);
    expect((await boardPage(path, `${SENSITIVITY_COOKIE}=1.${board.id}`)).board.sensitivityScreen).toBe(false);
    // The cookie means nothing to a member: theirs is kept in D1.
    expect((await boardPage(path, `${SENSITIVITY_COOKIE}=${board.id}; ${(await signUp('cookie')).cookie}`)).board.sensitivityScreen).toBe(true);
  });

  it('C42: the owner marks a board sensitive; visitors then see the screen (closeup-and-visitors: States and actions)', async () => {
    const me = await signUp('marks');
    const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Night photos', privacy: 'public' }, me.cookie)).data;
    expect(board.sensitive).toBe(false);
    const marked = await call<BoardDetail>('BoardResource', 'update', { board_id: board.entityId, sensitive: true }, me.cookie);
    expect(marked.status).toBe(200);
    expect(marked.data.sensitive).toBe(true);
    expect(marked.data.sensitivityScreen).toBe(false);
    const seen = await call<BoardDetail>('BoardResource', 'get', { board_id: board.entityId });
    expect(seen.data.sensitivityScreen).toBe(true);
    expect((await call('BoardResource', 'update', { board_id: board.entityId, sensitive: 'yes' }, me.cookie)).status).toBe(400);
    const stranger = await signUp('stranger');
    expect((await call('BoardResource', 'update', { board_id: board.entityId, sensitive: false }, stranger.cookie)).status).toBe(403);
  });

  it('refuses a dismissal from a visitor without a session and for a board that does not exist', async () => {
    const board = await sensitiveBoard();
    expect((await call('BoardSensitivityScreenResource', 'create', { board_id: String(board.id) })).status).toBe(401);
    const me = await signUp('missing');
    expect((await call('BoardSensitivityScreenResource', 'create', { board_id: '999999999' }, me.cookie)).status).toBe(404);
  });
});
