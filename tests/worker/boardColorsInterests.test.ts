// docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: the COLORS and INTERESTS board view filters of a member's board list
// (BoardsResource view_filter with color / interest_id) and their chips (BoardFilterChipsResource).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { BoardFilterChips } from '#shared/api/boards.ts';
import { BOARD_COLOR_NAMES, boardColorOf } from '#shared/boards/colors.ts';
import type { BoardDetail } from '#shared/types.ts';
import { paletteColorSql } from '#worker/boards/boardColors.ts';
import { call, signUp } from './accountHelpers.ts';

/** The demo member with the most listed boards that have a cover. */
async function demoMember() {
  return (await env.DB.prepare(
    `SELECT u.id, u.username FROM users u JOIN boards b ON b.owner_id = u.id
      WHERE b.cover_pin_id IS NOT NULL AND b.archived = 0 AND b.privacy = 'public' GROUP BY u.id ORDER BY COUNT(*) DESC, u.id LIMIT 1`,
  ).first<{ id: number; username: string }>())!;
}

async function list(username: string, options: Record<string, unknown>, cookie?: string) {
  const r = await call<BoardDetail[]>('BoardsResource', 'get', { username, include_archived: false, page_size: 100, ...options }, cookie);
  expect(r.status, JSON.stringify(r.error)).toBe(200);
  return r.data;
}

describe('COLORS and INTERESTS board view filters (pin-card: Pins, boards and viewers)', () => {
  it('the palette colour in SQL is the one the shared palette names (pin-card: Pins, boards and viewers)', async () => {
    const colors = Array.from({ length: 300 }, (_, i) => `#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`);
    const { results } = await env.DB.prepare(`SELECT value AS hex, ${paletteColorSql('value')} AS name FROM json_each(?)`)
      .bind(JSON.stringify([...colors, 'nope']))
      .all<{ hex: string; name: string | null }>();
    for (const r of results) expect([r.hex, r.name]).toEqual([r.hex, boardColorOf(r.hex)]);
  });

  it('A17: COLORS keeps the boards whose cover is of the chosen colour; the chips count them (pin-card: Pins, boards and viewers)', async () => {
    const member = await demoMember();
    const chips = (await call<BoardFilterChips>('BoardFilterChipsResource', 'get', { username: member.username })).data;
    expect(chips.colors.length).toBeGreaterThan(0);
    const all = await list(member.username, {});
    const covers = await env.DB.prepare(
      `SELECT b.id, i.dominant_color AS color FROM boards b JOIN pins p ON p.id = b.cover_pin_id JOIN images i ON i.signature = p.image_signature
        WHERE b.id IN (SELECT value FROM json_each(?))`,
    )
      .bind(JSON.stringify(all.map((b) => Number(b.entityId))))
      .all<{ id: number; color: string }>();
    const colorOf = new Map(covers.results.map((r) => [String(r.id), boardColorOf(r.color)]));
    let seen = 0;
    for (const chip of chips.colors) {
      expect(BOARD_COLOR_NAMES).toContain(chip.color);
      const boards = await list(member.username, { view_filter: 'COLORS', color: chip.color });
      expect(boards.length).toBe(chip.boardCount);
      for (const b of boards) expect(colorOf.get(b.entityId)).toBe(chip.color);
      seen += boards.length;
    }
    // Every board with a cover is under exactly one colour.
    expect(seen).toBe(colorOf.size);
  });

  it('A17: INTERESTS keeps the boards holding a pin of the chosen interest (pin-card: Pins, boards and viewers)', async () => {
    const member = await demoMember();
    const chips = (await call<BoardFilterChips>('BoardFilterChipsResource', 'get', { username: member.username })).data;
    expect(chips.interests.length).toBeGreaterThan(0);
    for (const chip of chips.interests.slice(0, 3)) {
      const boards = await list(member.username, { view_filter: 'INTERESTS', interest_id: chip.entityId });
      expect(boards.length).toBe(chip.boardCount);
      for (const b of boards) {
        const holds = await env.DB.prepare(
          `SELECT 1 AS yes FROM pins p JOIN pin_interests pi ON pi.pin_id = COALESCE(p.origin_pin_id, p.id)
            WHERE p.board_id = ? AND p.deleted_at IS NULL AND pi.interest_id = ?`,
        )
          .bind(Number(b.entityId), Number(chip.entityId))
          .first();
        expect(holds).not.toBeNull();
      }
    }
  });

  it('a secret board is in no chip and no filter for someone who may not see it (pin-card: Pins, boards and viewers)', async () => {
    const me = await signUp('colours');
    const secret = (await call<BoardDetail>('BoardResource', 'create', { name: 'Secret colours', privacy: 'secret' }, me.cookie)).data;
    const pin = (await env.DB.prepare(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1`,
    ).first<{ id: number }>())!;
    expect((await call('RepinResource', 'create', { pin_id: String(pin.id), board_id: secret.entityId }, me.cookie)).status).toBeLessThan(300);
    const own = (await call<BoardFilterChips>('BoardFilterChipsResource', 'get', { username: me.username }, me.cookie)).data;
    expect(own.colors.reduce((n, c) => n + c.boardCount, 0)).toBe(1);
    const color = own.colors[0].color;
    expect((await list(me.username, { view_filter: 'COLORS', color }, me.cookie)).map((b) => b.entityId)).toEqual([secret.entityId]);
    const visitor = (await call<BoardFilterChips>('BoardFilterChipsResource', 'get', { username: me.username })).data;
    expect(visitor).toEqual({ colors: [], interests: [] });
    expect(await list(me.username, { view_filter: 'COLORS', color })).toEqual([]);
  });

  it('A17: refuses COLORS without a colour, an unknown colour and INTERESTS without a topic', async () => {
    const member = await demoMember();
    const refused = async (options: Record<string, unknown>) => {
      const r = await call('BoardsResource', 'get', { username: member.username, ...options });
      expect(r.status).toBe(400);
      return r.error?.message;
    };
    expect(await refused({ view_filter: 'COLORS' })).toMatch(/colour/);
    expect(await refused({ view_filter: 'COLORS', color: 'teal' })).toMatch(/color is one of/);
    expect(await refused({ view_filter: 'INTERESTS' })).toMatch(/topic/);
  });
});
