// Card surfaces built on existing pages (docs/rules/pin-card.md#screens-and-routes-spec-000-2): a board section's suggested pins (its More ideas tab,
// BoardMoreIdeasResource with section_id) and the boardless pins of the profile's quick-saves board.
import { describe, expect, it } from 'vitest';
import type { BoardDetail, BoardSectionSummary, Pin, SaveResult } from '#shared/types.ts';
import { call, signUp } from './accountHelpers.ts';
import { getResource, request } from './helpers.ts';

/** Listed pins of the home feed to save (no ads). */
async function somePins(n: number): Promise<Pin[]> {
  const pins = (await getResource<Pin[]>('HomefeedResource', { page_size: 25 })).body.resource_response.data!;
  return pins.filter((p) => !p.isPromoted && p.kind === 'image').slice(0, n);
}

const CARD_SAVE = /data-test-id="pin" data-pin-id="\d+" data-pin-kind="\w+" data-slot-index="\d+" data-save-control="(\w+)"/g;
const saveControls = (html: string) => [...html.matchAll(CARD_SAVE)].map((m) => m[1]);

describe('A9: section suggested pins (pin-card: Screens and routes)', () => {
  it('a section’s More ideas are the pins related to the section’s newest pin, never the board’s own (pin-card: Screens and routes)', async () => {
    const me = await signUp('sect');
    const [onBoard, inSection] = await somePins(2);
    const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Rooms', privacy: 'public' }, me.cookie)).data;
    const section = (await call<BoardSectionSummary>('BoardSectionResource', 'create', { board_id: board.entityId, name: 'Hall' }, me.cookie)).data;
    // The section's pin first, then one on the board itself (the board's newest, its cover).
    const saved = await call<SaveResult>(
      'RepinResource',
      'create',
      { pin_id: inSection.entityId, board_id: board.entityId, section: section.entityId },
      me.cookie,
    );
    await call<SaveResult>('RepinResource', 'create', { pin_id: onBoard.entityId, board_id: board.entityId }, me.cookie);
    const boardIdeas = await call<Pin[]>('BoardMoreIdeasResource', 'get', { board_id: board.entityId, page_size: 10 });

    const ideas = await call<Pin[]>('BoardMoreIdeasResource', 'get', { board_id: board.entityId, section_id: section.entityId, page_size: 10 });
    expect(ideas.status).toBe(200);
    expect(ideas.data.length).toBeGreaterThan(0);
    const related = (await getResource<Pin[]>('RelatedPinsResource', { pin_id: saved.data.id, page_size: 10 })).body.resource_response.data!;
    expect(ideas.data.map((p) => p.entityId)).toEqual(related.filter((p) => p.board?.entityId !== board.entityId).map((p) => p.entityId));
    for (const pin of ideas.data) expect(pin.board?.entityId).not.toBe(board.entityId);
    expect(ideas.data.map((p) => p.entityId)).not.toEqual(boardIdeas.data.map((p) => p.entityId));
    // The section's page offers them (its More ideas tab asks with its section).
    expect((await request(section.url)).status).toBe(200);
  });

  it('a section of another board, or an empty one, suggests nothing (pin-card: Screens and routes)', async () => {
    const me = await signUp('sect');
    const [pin] = await somePins(1);
    const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Yard', privacy: 'public' }, me.cookie)).data;
    const other = (await call<BoardDetail>('BoardResource', 'create', { name: 'Shed', privacy: 'public' }, me.cookie)).data;
    const section = (await call<BoardSectionSummary>('BoardSectionResource', 'create', { board_id: board.entityId, name: 'Beds' }, me.cookie)).data;
    expect((await call<Pin[]>('BoardMoreIdeasResource', 'get', { board_id: board.entityId, section_id: section.entityId })).data).toEqual([]);
    await call('RepinResource', 'create', { pin_id: pin.entityId, board_id: board.entityId, section: section.entityId }, me.cookie);
    expect((await call<Pin[]>('BoardMoreIdeasResource', 'get', { board_id: board.entityId, section_id: section.entityId })).data.length).toBeGreaterThan(0);
    expect((await call<Pin[]>('BoardMoreIdeasResource', 'get', { board_id: other.entityId, section_id: section.entityId })).data).toEqual([]);
  });
});

describe('A9: boardless pins (pin-card: Screens and routes, Card states and the save flow)', () => {
  it('A24: pins saved to the profile are a surface of their own, where the owner saves with the board picker (classic), not the board grid’s inline (pin-card: Screens and routes, Card states and the save flow)', async () => {
    const me = await signUp('boardless');
    const [quick, onBoard] = await somePins(2);
    const profile = await call<SaveResult>('RepinResource', 'create', { pin_id: quick.entityId, board_id: null }, me.cookie);
    expect(profile.data.board.layout).toBe('quick_saves');
    const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Real board', privacy: 'public' }, me.cookie)).data;
    await call('RepinResource', 'create', { pin_id: onBoard.entityId, board_id: board.entityId }, me.cookie);
    const page = async (url: string) => {
      const response = await request(`${url}?exp=quick_save:control`, { headers: { cookie: me.cookie } });
      expect(response.status).toBe(200);
      return saveControls(await response.text());
    };
    expect(await page(profile.data.board.url)).toEqual(['classic']);
    expect(await page(board.url)).toEqual(['inline']);
  });
});
