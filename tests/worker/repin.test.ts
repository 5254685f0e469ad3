// Saving: RepinResource create/get/delete (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7), idempotent per board with exact
// counts under concurrency, the quick-saves board, sections, secret pins, and bulk edit.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail, BoardSectionSummary, Pin, SaveResult } from '#shared/types.ts';
import { call, count, signUp } from './accountHelpers.ts';
import { getResource, request, sessionCookie } from './helpers.ts';

let pins: Pin[];
beforeAll(async () => {
  pins = (await getResource<Pin[]>('HomefeedResource', { page_size: 20 })).body.resource_response.data!.filter((p) => !p.isPromoted);
});

const pinCount = (boardId: string) => count('SELECT pin_count AS n FROM boards WHERE id = ?', Number(boardId));
const livePins = (boardId: string) => count('SELECT COUNT(*) AS n FROM pins WHERE board_id = ? AND deleted_at IS NULL', Number(boardId));

describe('RepinResource create (pin-card: Card states and the save flow, Calls)', () => {
  it('A28, C43: saves to a board and answers the new pin id and its board {id, url, name}', async () => {
    const user = await signUp('saver');
    const board = await call<BoardDetail>('BoardResource', 'create', { name: 'Ideas' }, user.cookie);
    const r = await call<SaveResult>('RepinResource', 'create', { pin_id: pins[0].entityId, board_id: board.data.entityId }, user.cookie);
    expect(r.status).toBe(201);
    expect(r.data.board).toEqual({ id: board.data.entityId, url: board.data.url, name: 'Ideas', layout: 'default', privacy: board.data.privacy });
    expect(r.data.id).not.toBe(pins[0].entityId);
    expect(r.data.created).toBe(true);
    expect(await pinCount(board.data.entityId)).toBe(1);
    const saved = await call<Pin[]>('BoardFeedResource', 'get', { board_id: board.data.entityId });
    expect(saved.data.map((p) => p.entityId)).toEqual([r.data.id]);
    expect(saved.data[0].isRepin).toBe(true);
  });

  it('does not duplicate a pin saved twice to one board, even concurrently, and keeps counts exact', async () => {
    const user = await signUp('twice');
    const board = await call<BoardDetail>('BoardResource', 'create', { name: 'Twice' }, user.cookie);
    const options = { pin_id: pins[1].entityId, board_id: board.data.entityId };
    const answers = await Promise.all(Array.from({ length: 5 }, () => call<SaveResult>('RepinResource', 'create', options, user.cookie)));
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(answers.filter((a) => a.data.created)).toHaveLength(1);
    await Promise.all(pins.slice(2, 8).map((p) => call('RepinResource', 'create', { pin_id: p.entityId, board_id: board.data.entityId }, user.cookie)));
    expect(await pinCount(board.data.entityId)).toBe(7);
    expect(await livePins(board.data.entityId)).toBe(7);
    // saving a save of the same pin is the same pin for the board
    const again = await call<SaveResult>('RepinResource', 'create', { pin_id: answers[0].data.id, board_id: board.data.entityId }, user.cookie);
    expect(again.data.created).toBe(false);
    const ids = (await call<Pin[]>('BoardFeedResource', 'get', { board_id: board.data.entityId })).data.map((p) => p.entityId);
    await Promise.all(ids.map((id) => call('RepinResource', 'delete', { id, board_id: board.data.entityId }, user.cookie)));
    expect(await pinCount(board.data.entityId)).toBe(0);
    expect(await livePins(board.data.entityId)).toBe(0);
  });

  it('A28: saves without a board to the quick-saves board, created once (Saved to Profile)', async () => {
    const user = await signUp('quicksaver');
    const [a, b] = await Promise.all([
      call<SaveResult>('RepinResource', 'create', { pin_id: pins[0].entityId }, user.cookie),
      call<SaveResult>('RepinResource', 'create', { pin_id: pins[1].entityId }, user.cookie),
    ]);
    expect(a.data.board.layout).toBe('quick_saves');
    expect(a.data.board.id).toBe(b.data.board.id);
    expect(a.data.board.name).toBe('Quick Saves');
    expect(await count(`SELECT COUNT(*) AS n FROM boards WHERE owner_id = ? AND layout = 'quick_saves'`, Number(user.id))).toBe(1);
    const where = await call<Array<{ board: { id: string } }>>('RepinResource', 'get', { pin_id: pins[0].entityId }, user.cookie);
    expect(where.data.map((s) => s.board.id)).toEqual([a.data.board.id]);
  });

  it('A28: saves into a section of the board', async () => {
    const user = await signUp('sections');
    const board = await call<BoardDetail>('BoardResource', 'create', { name: 'Rooms' }, user.cookie);
    const section = await call<BoardSectionSummary>('BoardSectionResource', 'create', { board_id: board.data.entityId, name: 'Kitchen' }, user.cookie);
    const r = await call<SaveResult>(
      'RepinResource',
      'create',
      { pin_id: pins[0].entityId, board_id: board.data.entityId, section: section.data.entityId },
      user.cookie,
    );
    expect(r.data.section).toEqual({ id: section.data.entityId, name: 'Kitchen' });
    const inSection = await call<Pin[]>('BoardFeedResource', 'get', { board_id: board.data.entityId, section_id: section.data.entityId });
    expect(inSection.data).toHaveLength(1);
    const other = await call<BoardDetail>('BoardResource', 'create', { name: 'Other' }, user.cookie);
    const wrong = await call(
      'RepinResource',
      'create',
      { pin_id: pins[1].entityId, board_id: other.data.entityId, section: section.data.entityId },
      user.cookie,
    );
    expect(wrong.status).toBe(400);
    expect(await pinCount(other.data.entityId)).toBe(0);
  });

  it('A28: saving a pin already on the board into a section moves that save there and answers the real section', async () => {
    const user = await signUp('resection');
    const board = await call<BoardDetail>('BoardResource', 'create', { name: 'Dream kitchen' }, user.cookie);
    const cabinets = await call<BoardSectionSummary>('BoardSectionResource', 'create', { board_id: board.data.entityId, name: 'Cabinets' }, user.cookie);
    const options = { pin_id: pins[2].entityId, board_id: board.data.entityId };
    const first = await call<SaveResult>('RepinResource', 'create', options, user.cookie);
    expect(first.data.section).toBeNull();
    const moved = await call<SaveResult>('RepinResource', 'create', { ...options, section: cabinets.data.entityId }, user.cookie);
    expect(moved.data).toMatchObject({ id: first.data.id, created: false, section: { id: cabinets.data.entityId, name: 'Cabinets' } });
    const sectionOf = () => count('SELECT COALESCE(section_id, 0) AS n FROM pins WHERE id = ?', Number(first.data.id));
    expect(await sectionOf()).toBe(Number(cabinets.data.entityId));
    expect(await pinCount(board.data.entityId)).toBe(1);
    // saved again without a section: the save stays where it is, and the answer says so
    const again = await call<SaveResult>('RepinResource', 'create', options, user.cookie);
    expect(again.data.section).toEqual({ id: cabinets.data.entityId, name: 'Cabinets' });
    expect(await sectionOf()).toBe(Number(cabinets.data.entityId));
  });

  it.each([
    ['signed out', {}, false, 401],
    ['a pin id that is not digits', { pin_id: 'abc' }, true, 400],
    ['a missing pin', { pin_id: '999999999' }, true, 404],
    ['a missing board', { board_id: '999999999' }, true, 404],
  ])('refuses %s and changes nothing', async (_what, override, signedIn, status) => {
    const before = await count('SELECT COUNT(*) AS n FROM pins');
    const r = await call('RepinResource', 'create', { pin_id: pins[0].entityId, ...override }, signedIn ? await sessionCookie(2) : undefined);
    expect(r.status).toBe(status);
    expect(r.error?.message.length).toBeGreaterThan(5);
    expect(await count('SELECT COUNT(*) AS n FROM pins')).toBe(before);
  });

  it('refuses saving to another person’s board (403) or their secret board (404)', async () => {
    const demoPublic = await env.DB.prepare(`SELECT id FROM boards WHERE owner_id = 1 AND privacy = 'public' AND layout = 'default' LIMIT 1`).first<{
      id: number;
    }>();
    const demoSecret = await env.DB.prepare(`SELECT id FROM boards WHERE owner_id = 1 AND privacy = 'secret' LIMIT 1`).first<{ id: number }>();
    const user = await signUp('intruder');
    expect((await call('RepinResource', 'create', { pin_id: pins[0].entityId, board_id: String(demoPublic!.id) }, user.cookie)).status).toBe(403);
    expect((await call('RepinResource', 'create', { pin_id: pins[0].entityId, board_id: String(demoSecret!.id) }, user.cookie)).status).toBe(404);
    const secretPin = await env.DB.prepare('SELECT id FROM pins WHERE board_id = ? AND deleted_at IS NULL LIMIT 1')
      .bind(demoSecret!.id)
      .first<{ id: number }>();
    if (secretPin) expect((await call('RepinResource', 'create', { pin_id: String(secretPin.id) }, user.cookie)).status).toBe(404);
  });

  it('A42: a save into a protected board answers its privacy, and no page the save leads to links that board', async () => {
    const user = await signUp('protector');
    const shown = await call<BoardDetail>('BoardResource', 'create', { name: 'Open studio', privacy: 'public' }, user.cookie);
    const kept = await call<BoardDetail>('BoardResource', 'create', { name: 'Closed studio', privacy: 'protected' }, user.cookie);
    const toShown = await call<SaveResult>('RepinResource', 'create', { pin_id: pins[4].entityId, board_id: shown.data.entityId }, user.cookie);
    const toKept = await call<SaveResult>('RepinResource', 'create', { pin_id: pins[5].entityId, board_id: kept.data.entityId }, user.cookie);
    expect(toShown.data.board.privacy).toBe('public');
    expect(toKept.data.board).toMatchObject({ id: kept.data.entityId, name: 'Closed studio', privacy: 'protected' });
    // The toast's Change leads to the repin editor: "Saved to ..." links the public board, only names the protected one.
    const editor = async (saved: SaveResult) =>
      (await request(`/pin/${saved.id}/repin/?isEditingPin=true&pinBoardId=${saved.board.id}&isFromToast=true`, { headers: { cookie: user.cookie } })).text();
    const where = (html: string) => /data-test-id="repin-edit-where">(.*?)<\/p>/s.exec(html)?.[1];
    expect(where(await editor(toShown.data))).toBe(`<a href="${shown.data.url}">Saved to Open studio</a>`);
    expect(where(await editor(toKept.data))).toBe('Saved to Closed studio');
    // A move answers the new board's privacy too.
    const moved = await call<SaveResult>('RepinResource', 'update', { id: toShown.data.id, board_id: kept.data.entityId }, user.cookie);
    expect(moved.data.board.privacy).toBe('protected');
    // The closeup of the saved pin names the protected board without a link.
    const closeup = await (await request(`/pin/${toKept.data.id}/`, { headers: { cookie: user.cookie } })).text();
    expect(closeup).toContain('to <span data-test-id="closeup-board">Closed studio</span>');
    expect(closeup).not.toContain(`href="${kept.data.url}"`);
  });

  it('C43: lets only the pinner or the board owner delete a saved pin', async () => {
    const user = await signUp('deleter');
    const r = await call<SaveResult>('RepinResource', 'create', { pin_id: pins[3].entityId }, user.cookie);
    expect((await call('RepinResource', 'delete', { id: r.data.id }, await sessionCookie(2))).status).toBe(403);
    expect((await call('RepinResource', 'delete', { id: r.data.id })).status).toBe(401);
    expect((await call('RepinResource', 'delete', { id: r.data.id }, user.cookie)).status).toBe(200);
    expect((await call('RepinResource', 'delete', { id: r.data.id }, user.cookie)).status).toBe(404);
  });
});

describe('BulkEditResource (pin-card: Pins, boards and viewers)', () => {
  it('C51: moves, copies, sections and deletes selected pins with exact counts', async () => {
    const user = await signUp('bulk');
    const from = await call<BoardDetail>('BoardResource', 'create', { name: 'From' }, user.cookie);
    const to = await call<BoardDetail>('BoardResource', 'create', { name: 'To' }, user.cookie);
    const saved = [];
    for (const p of pins.slice(0, 4))
      saved.push((await call<SaveResult>('RepinResource', 'create', { pin_id: p.entityId, board_id: from.data.entityId }, user.cookie)).data.id);
    const move = await call(
      'BulkEditResource',
      'update',
      { action: 'bulkMove', board_id: from.data.entityId, pin_ids: saved.slice(0, 1), target_board_id: to.data.entityId },
      user.cookie,
    );
    expect(move.status).toBe(200);
    expect([await pinCount(from.data.entityId), await pinCount(to.data.entityId)]).toEqual([3, 1]);
    await call(
      'BulkEditResource',
      'update',
      { action: 'bulkCopy', board_id: from.data.entityId, pin_ids: saved.slice(1, 3), target_board_id: to.data.entityId },
      user.cookie,
    );
    expect([await pinCount(from.data.entityId), await pinCount(to.data.entityId)]).toEqual([3, 3]);
    const sectioned = await call<{ sectionId: string; changed: number }>(
      'BulkEditResource',
      'update',
      { action: 'bulkCreateSection', board_id: from.data.entityId, pin_ids: saved.slice(1, 3), section_name: 'Best' },
      user.cookie,
    );
    expect(sectioned.data.changed).toBe(2);
    expect(await count('SELECT COUNT(*) AS n FROM pins WHERE section_id = ?', Number(sectioned.data.sectionId))).toBe(2);
    await call('BulkEditResource', 'delete', { board_id: from.data.entityId, pin_ids: saved.slice(1) }, user.cookie);
    expect(await pinCount(from.data.entityId)).toBe(0);
    expect(await livePins(from.data.entityId)).toBe(0);
  });

  it.each([
    ['no pins', { action: 'bulkMove', pin_ids: [] }, 400],
    ['an unknown action', { action: 'bulkExplode', pin_ids: ['1'] }, 400],
    ['a long section name', { action: 'bulkCreateSection', pin_ids: ['1'], section_name: 'x'.repeat(51) }, 400],
  ])('refuses %s', async (_what, options, status) => {
    const user = await signUp('bulkbad');
    const board = await call<BoardDetail>('BoardResource', 'create', { name: 'B' }, user.cookie);
    const before = await count('SELECT COUNT(*) AS n FROM board_sections');
    const r = await call('BulkEditResource', 'update', { board_id: board.data.entityId, target_board_id: board.data.entityId, ...options }, user.cookie);
    expect(r.status).toBe(status);
    expect(await count('SELECT COUNT(*) AS n FROM board_sections')).toBe(before);
  });

  it('C51: select all moves every pin of the section but those kept out, not a loaded page; copy and section too, with exact counts', async () => {
    const user = await signUp('bulkall');
    const from = await call<BoardDetail>('BoardResource', 'create', { name: 'All from' }, user.cookie);
    const to = await call<BoardDetail>('BoardResource', 'create', { name: 'All to' }, user.cookie);
    const saved: string[] = [];
    for (const p of pins.slice(0, 6))
      saved.push((await call<SaveResult>('RepinResource', 'create', { pin_id: p.entityId, board_id: from.data.entityId }, user.cookie)).data.id);
    // Five of the six into a section; select all of that section, keeping one out.
    const sectioned = await call<{ sectionId: string }>(
      'BulkEditResource',
      'update',
      { action: 'bulkCreateSection', board_id: from.data.entityId, pin_ids: saved.slice(0, 5), section_name: 'Part' },
      user.cookie,
    );
    const section_id = sectioned.data.sectionId;
    const copy = await call<{ changed: number }>(
      'BulkEditSelectAllResource',
      'update',
      { action: 'bulkCopy', board_id: from.data.entityId, section_id, pin_ids: [saved[0]], target_board_id: to.data.entityId },
      user.cookie,
    );
    expect(copy.data.changed).toBe(4);
    expect([await livePins(from.data.entityId), await livePins(to.data.entityId)]).toEqual([6, 4]);
    const move = await call<{ changed: number; moved: string[] }>(
      'BulkEditSelectAllResource',
      'update',
      { action: 'bulkMove', board_id: from.data.entityId, section_id, pin_ids: [saved[1]], target_board_id: to.data.entityId },
      user.cookie,
    );
    // saved[0] was kept out of the copy: only it is new on the target; the three others are already there and stay.
    expect(move.data.moved).toEqual([saved[0]]);
    expect([await pinCount(from.data.entityId), await pinCount(to.data.entityId)]).toEqual([5, 5]);
    // Nothing left to select: a clear 400, nothing changed.
    const empty = await call(
      'BulkEditSelectAllResource',
      'update',
      { action: 'bulkCreateSection', board_id: to.data.entityId, pin_ids: [], section_name: 'X' },
      user.cookie,
    );
    expect(empty.status).toBe(200);
    const board = await call<BoardDetail>('BoardResource', 'create', { name: 'Empty' }, user.cookie);
    const none = await call(
      'BulkEditSelectAllResource',
      'update',
      { action: 'bulkMove', board_id: board.data.entityId, pin_ids: [], target_board_id: to.data.entityId },
      user.cookie,
    );
    expect(none.status).toBe(400);
    const bad = await call(
      'BulkEditSelectAllResource',
      'update',
      { action: 'bulkMove', board_id: from.data.entityId, pin_ids: ['x'], target_board_id: to.data.entityId },
      user.cookie,
    );
    expect(bad.status).toBe(400);
    expect(await pinCount(to.data.entityId)).toBe(5);
  });

  it('refuses bulk edits of someone else’s board', async () => {
    const demoBoard = await env.DB.prepare(`SELECT id FROM boards WHERE owner_id = 1 AND privacy = 'public' AND pin_count > 0 LIMIT 1`).first<{ id: number }>();
    const before = await count('SELECT COUNT(*) AS n FROM pins WHERE board_id = ?', demoBoard!.id);
    const pin = await env.DB.prepare('SELECT id FROM pins WHERE board_id = ? LIMIT 1').bind(demoBoard!.id).first<{ id: number }>();
    const r = await call('BulkEditResource', 'delete', { board_id: String(demoBoard!.id), pin_ids: [String(pin!.id)] }, await sessionCookie(2));
    expect(r.status).toBe(403);
    expect(await count('SELECT COUNT(*) AS n FROM pins WHERE board_id = ?', demoBoard!.id)).toBe(before);
  });
});

describe('RepinResource update (the toast’s Change) and the repin editor page', () => {
  it('A6, C4: moves a saved pin to another board with exact counts, and refuses others', async () => {
    const user = await signUp('mover');
    const a = await call<BoardDetail>('BoardResource', 'create', { name: 'First' }, user.cookie);
    const b = await call<BoardDetail>('BoardResource', 'create', { name: 'Second' }, user.cookie);
    const saved = await call<SaveResult>('RepinResource', 'create', { pin_id: pins[0].entityId, board_id: a.data.entityId }, user.cookie);
    const page = await request(
      `/pin/${saved.data.id}/repin/?isEditingPin=true&pinBoardId=${a.data.entityId}&isFromToast=true&originalPinId=${pins[0].entityId}`,
      { headers: { cookie: user.cookie } },
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-test-id="repin-edit"');
    // Another member gets the one-tap save page of docs/rules/pin-card.md#screens-and-routes-spec-000-2, never the editor.
    const other = await request(`/pin/${saved.data.id}/repin/`, { headers: { cookie: await sessionCookie(2) } });
    expect(other.status).toBe(200);
    const otherHtml = await other.text();
    expect(otherHtml).toContain('data-test-id="one-tap-save"');
    expect(otherHtml).not.toContain('data-test-id="repin-edit"');
    expect((await call('RepinResource', 'update', { id: saved.data.id, board_id: b.data.entityId }, await sessionCookie(2))).status).toBe(403);
    const moved = await call<SaveResult>('RepinResource', 'update', { id: saved.data.id, board_id: b.data.entityId }, user.cookie);
    expect(moved.data.board.name).toBe('Second');
    expect([await pinCount(a.data.entityId), await pinCount(b.data.entityId)]).toEqual([0, 1]);
    const toProfile = await call<SaveResult>('RepinResource', 'update', { id: saved.data.id }, user.cookie);
    expect(toProfile.data.board.layout).toBe('quick_saves');
    expect(await pinCount(b.data.entityId)).toBe(0);
    await call('RepinResource', 'create', { pin_id: pins[0].entityId, board_id: a.data.entityId }, user.cookie);
    const clash = await call('RepinResource', 'update', { id: saved.data.id, board_id: a.data.entityId }, user.cookie);
    expect(clash.status).toBe(409);
    expect(clash.error?.message).toBe('This Pin is already on First.');
    expect(await pinCount(a.data.entityId)).toBe(1);
  });
});
