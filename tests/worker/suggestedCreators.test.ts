// docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 pin action "show suggested creator recommendations" (SuggestedCreatorsResource):
// up to three creators of pins sharing the pin's interests, whom the member does not follow.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SUGGESTED_CREATORS, type SuggestedCreator } from '#shared/api/creators.ts';
import type { BoardDetail } from '#shared/types.ts';
import { call, signUp } from './accountHelpers.ts';

/** A listed original pin with interests, and its pinner. */
async function pinWithInterests() {
  return (await env.DB.prepare(
    `SELECT p.id, p.pinner_id FROM pins p JOIN boards b ON b.id = p.board_id
      WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL AND p.is_promoted = 0
        AND EXISTS (SELECT 1 FROM pin_interests i WHERE i.pin_id = p.id) ORDER BY p.id LIMIT 1`,
  ).first<{ id: number; pinner_id: number }>())!;
}

const suggest = (pinId: number | string, cookie?: string) => call<SuggestedCreator[]>('SuggestedCreatorsResource', 'get', { pin_id: String(pinId) }, cookie);

describe('suggested creators (closeup-and-visitors: States and actions)', () => {
  it('C43: up to three creators on the pin’s topics, never the member, the pinner or someone they follow (closeup-and-visitors: States and actions)', async () => {
    const pin = await pinWithInterests();
    const me = await signUp('creators');
    const first = await suggest(pin.id, me.cookie);
    expect(first.status).toBe(200);
    expect(first.data.length).toBeGreaterThan(0);
    expect(first.data.length).toBeLessThanOrEqual(SUGGESTED_CREATORS);
    const ids = first.data.map((c) => c.entityId);
    expect(ids).not.toContain(me.id);
    expect(ids).not.toContain(String(pin.pinner_id));
    // Each one has a listed pin sharing an interest with the pin, as many as it says.
    for (const creator of first.data) {
      const shared = await env.DB.prepare(
        `SELECT COUNT(DISTINCT p.id) AS n FROM pins p JOIN pin_interests x ON x.pin_id = p.id
          WHERE p.pinner_id = ? AND p.deleted_at IS NULL AND x.interest_id IN (SELECT interest_id FROM pin_interests WHERE pin_id = ?)`,
      )
        .bind(Number(creator.entityId), pin.id)
        .first<{ n: number }>();
      expect(shared!.n).toBeGreaterThanOrEqual(creator.matchingPins);
      expect(creator.url).toBe(`/${creator.username}/`);
    }
    // Most shared pins first.
    const counts = first.data.map((c) => c.matchingPins);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // Following the first takes them out of the suggestions.
    expect((await call('UserFollowResource', 'create', { user_id: ids[0] }, me.cookie)).status).toBe(200);
    expect((await suggest(pin.id, me.cookie)).data.map((c) => c.entityId)).not.toContain(ids[0]);
  });

  it('a saved pin suggests from the topics of the pin it was saved from (closeup-and-visitors: States and actions)', async () => {
    const pin = await pinWithInterests();
    const me = await signUp('saver');
    const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Saved ideas', privacy: 'public' }, me.cookie)).data;
    const saved = await call<{ id: string }>('RepinResource', 'create', { pin_id: String(pin.id), board_id: board.entityId }, me.cookie);
    expect(saved.status).toBeLessThan(300);
    const fromSave = await suggest(saved.data.id, me.cookie);
    expect(fromSave.status).toBe(200);
    // The same creators as the original pin's, except that the original's creator (not the pinner
    // of the saved pin, who is the member) may now be among them.
    const others = fromSave.data.map((c) => c.entityId).filter((id) => id !== String(pin.pinner_id));
    expect(others.length).toBeGreaterThan(0);
    expect(others).toEqual((await suggest(pin.id, me.cookie)).data.map((c) => c.entityId).slice(0, others.length));
  });

  it('asks a visitor to log in and answers 404 for a pin the member may not see', async () => {
    const pin = await pinWithInterests();
    expect((await suggest(pin.id)).status).toBe(401);
    const me = await signUp('nopin');
    expect((await suggest(999_999_999, me.cookie)).status).toBe(404);
    expect((await suggest('abc', me.cookie)).status).toBe(400);
  });
});
