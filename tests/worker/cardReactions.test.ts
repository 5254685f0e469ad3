// Reactions on a card and the pin owner's own rules, as the edge renders them (docs/rules/pin-card.md#display-rules-spec-000-5,
// docs/rules/pin-card.md#roles-spec-000-6): the experiment that hides reactions, and the owner's footer and reactions on a group board.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { BoardDetail, SaveResult } from '#shared/types.ts';
import { call, signUp } from './accountHelpers.ts';
import { request, sessionCookie } from './helpers.ts';

/** The markup of one card of a page, from its opening to the next card's. */
const cardOf = (html: string, pinId: number | string): string =>
  html.split(`data-test-id="pin" data-pin-id="${pinId}"`)[1]?.split('data-test-id="pin" data-pin-id=')[0] ?? '';
const reactionRows = (html: string) => html.split('data-test-id="pin-reactions"').length - 1;

describe('the experiment that hides reactions (pin-card: Display rules)', () => {
  it('A43: a page forced into pin_card_reactions_hidden:hidden draws no reaction row; its control group does', async () => {
    const page = async (group: string) => {
      const response = await request(`/videos/?exp=pin_card_reactions_hidden:${group}`);
      expect(response.status).toBe(200);
      return response.text();
    };
    const [control, hidden] = await Promise.all([page('control'), page('hidden')]);
    expect(control).toContain('data-test-id="pin"');
    expect(reactionRows(control)).toBeGreaterThan(0);
    expect(hidden).toContain('data-test-id="pin"');
    expect(reactionRows(hidden)).toBe(0);
  });

  it('A43, A19: a member in experiment 500417 (footer hidden) still sees the reactions; only pin_card_reactions_hidden takes them away', async () => {
    const cookie = await sessionCookie(1);
    const page = async (groups: string) => {
      const response = await request(`/videos/?exp=${groups}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      return response.text();
    };
    const [footerShown, footerHidden, bothHidden] = await Promise.all([
      page('footer_hiding_500417:control,pin_card_reactions_hidden:control'),
      page('footer_hiding_500417:enabled,pin_card_reactions_hidden:control'),
      page('footer_hiding_500417:enabled,pin_card_reactions_hidden:hidden'),
    ]);
    expect(reactionRows(footerShown)).toBeGreaterThan(0);
    // The footer's title and source go; the reaction row stays, on the same cards.
    expect(footerHidden).not.toContain('class="pin-card__title"');
    expect(reactionRows(footerHidden)).toBe(reactionRows(footerShown));
    expect(reactionRows(bothHidden)).toBe(0);
  });
});

describe('the pin owner on a group board (pin-card: Roles)', () => {
  it("A48: the pinner's own card reads “You saved to …” and shows its reactions; another collaborator's reads the pinner's name, without them", async () => {
    // A member saves a video pin with reactions to a board of theirs that another member collaborates on.
    const video = await env.DB.prepare(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id
        WHERE p.kind = 'video' AND p.is_promoted = 0 AND p.deleted_at IS NULL AND b.privacy = 'public'
          AND json_extract(p.data, '$.reactionCountsData') IS NOT NULL ORDER BY p.id LIMIT 1`,
    ).first<{ id: number }>();
    expect(video).not.toBeNull();
    const pinner = await signUp('pinner');
    const other = await signUp('collab');
    const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Film club', privacy: 'public' }, pinner.cookie)).data;
    const saved = await call<SaveResult>('RepinResource', 'create', { pin_id: String(video!.id), board_id: board.entityId }, pinner.cookie);
    expect(saved.status).toBe(201);
    await env.DB.prepare(`INSERT INTO board_collaborators (board_id, user_id, status, created_at) VALUES (?, ?, 'accepted', ?)`)
      .bind(board.entityId, other.id, Date.now())
      .run();
    const id = saved.data.id;
    // Experiments that would hide the footer or the reactions for a member are held at control.
    const path = `${board.url}?exp=pin_card_reactions_hidden:control,footer_hiding_500417:control`;
    const asMember = async (cookie: string) => {
      const response = await request(path, { headers: { cookie } });
      expect(response.status).toBe(200);
      return cardOf(await response.text(), id);
    };
    const [own, others] = await Promise.all([asMember(pinner.cookie), asMember(other.cookie)]);
    expect(own).toContain('You saved to Film club');
    expect(reactionRows(own)).toBe(1);
    expect(others).toContain(`${pinner.username} saved to Film club`);
    expect(others).not.toContain('You saved to');
    expect(reactionRows(others)).toBe(0);
  });
});
