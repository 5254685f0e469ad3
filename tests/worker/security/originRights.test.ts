// Rights follow the origin (docs/security.md): only the member who created a pin's content may promote
// it or change its title, description, alt text or link. A copy of it (a save, a bulk copy, a copy whose
// original was since removed) carries none of those rights, nor its original's ad (worker/pins/originRights.ts).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_CREATOR, NOT_OWN_PIN } from '#worker/pins/originRights.ts';
import { dataUrl, makePng } from '../../fixtures/images.ts';
import { signUp } from '../accountHelpers.ts';
import { documentState, request } from '../helpers.ts';
import { callFrom, snapshotD1 } from './helpers.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

/** A member's new public board. */
async function boardOf(member: Member, name: string): Promise<string> {
  const board = await callFrom<{ entityId: string }>('BoardResource', 'create', { name }, { cookie: member.cookie });
  expect(board.status).toBe(201);
  return board.data.entityId;
}

/** A business account (a member converted), with a board of its own. */
async function business(prefix: string) {
  const member = await signUp(prefix);
  expect((await callFrom('BusinessAccountResource', 'create', {}, { cookie: member.cookie })).status).toBe(200);
  return { ...member, boardId: await boardOf(member, `${prefix} shop`) };
}

/** A pin `member` makes on `boardId` through PinResource create: a recipe-like title, a description and a link. */
async function createPin(member: Member, boardId: string, shade: number): Promise<string> {
  const created = await callFrom<{ entityId: string }>(
    'PinResource',
    'create',
    {
      image_base64: dataUrl(makePng(24, 24, () => [shade, 90, 140])),
      board_id: boardId,
      title: 'Grandma’s apple pie',
      description: 'The recipe',
      alt_text: 'A pie',
      link: 'https://recipes.example.com/pie',
    },
    { cookie: member.cookie },
  );
  expect(created.status).toBe(201);
  return created.data.entityId;
}

const promote = (attacker: Member, pinId: string) =>
  callFrom('QuickPromoteResource', 'create', { pin_id: pinId, business_id: attacker.id }, { cookie: attacker.cookie });

const pinRow = (id: string) =>
  env.DB.prepare('SELECT is_promoted, promoter_id, title, description, alt_text, link, data FROM pins WHERE id = ?').bind(Number(id)).first<{
    is_promoted: number;
    promoter_id: number | null;
    title: string;
    description: string;
    alt_text: string;
    link: string | null;
    data: string;
  }>();

let creator: Member;
let creatorBoard: string;
let original: string;
let attacker: Awaited<ReturnType<typeof business>>;
beforeAll(async () => {
  creator = await signUp('piecreator');
  creatorBoard = await boardOf(creator, 'pies');
  original = await createPin(creator, creatorBoard, 200);
  attacker = await business('adcopier');
});

describe('Rights follow the origin: a copy of a pin is never promotable by its holder (security: Rights follow the origin)', () => {
  it('Rights follow the origin: a save of the pin (RepinResource) cannot be promoted, and nothing changes', async () => {
    const saved = await callFrom<{ id: string }>('RepinResource', 'create', { pin_id: original, board_id: attacker.boardId }, { cookie: attacker.cookie });
    expect(saved.status).toBe(201);
    const before = await snapshotD1();
    const r = await promote(attacker, saved.data.id);
    expect(r.status).toBe(403);
    expect(r.error?.message).toBe(NOT_OWN_PIN);
    expect(await snapshotD1()).toEqual(before);
  });

  it('Rights follow the origin: a bulk copy of a save to another board cannot be promoted', async () => {
    const saved = await callFrom<{ id: string }>('RepinResource', 'create', { pin_id: original, board_id: attacker.boardId }, { cookie: attacker.cookie });
    const other = await boardOf(attacker, 'more pies');
    const copied = await callFrom<{ changed: number }>(
      'BulkEditResource',
      'update',
      { action: 'bulkCopy', board_id: attacker.boardId, pin_ids: [saved.data.id], target_board_id: other },
      { cookie: attacker.cookie },
    );
    expect(copied.status).toBe(200);
    const copy = await env.DB.prepare('SELECT id FROM pins WHERE board_id = ? AND deleted_at IS NULL').bind(Number(other)).first<{ id: number }>();
    expect(copy).not.toBeNull();
    const r = await promote(attacker, String(copy!.id));
    expect(r.status).toBe(403);
    expect((await pinRow(String(copy!.id)))?.is_promoted).toBe(0);
  });

  it("Rights follow the origin: a copy of a collaborator's pin on the attacker's own board cannot be promoted", async () => {
    const collaborator = await signUp('collabcreator');
    expect(
      (await callFrom('BoardCollaboratorResource', 'create', { board_id: attacker.boardId, user_id: collaborator.id }, { cookie: attacker.cookie })).status,
    ).toBe(201);
    expect((await callFrom('BoardInviteResource', 'update', { board_id: attacker.boardId }, { cookie: collaborator.cookie })).status).toBe(200);
    const theirs = await createPin(collaborator, attacker.boardId, 60);
    expect((await promote(attacker, theirs)).status).toBe(403);
    const other = await boardOf(attacker, 'borrowed');
    await callFrom(
      'BulkEditResource',
      'update',
      { action: 'bulkCopy', board_id: attacker.boardId, pin_ids: [theirs], target_board_id: other },
      { cookie: attacker.cookie },
    );
    const copy = await env.DB.prepare('SELECT id FROM pins WHERE board_id = ? AND deleted_at IS NULL').bind(Number(other)).first<{ id: number }>();
    expect((await promote(attacker, String(copy!.id))).status).toBe(403);
  });

  it('Rights follow the origin: a save whose original was since deleted still cannot be promoted, nor its link changed', async () => {
    const mine = await createPin(creator, creatorBoard, 120);
    const saved = await callFrom<{ id: string }>('RepinResource', 'create', { pin_id: mine, board_id: attacker.boardId }, { cookie: attacker.cookie });
    expect(saved.status).toBe(201);
    // The creator removes the original from their board (a delete, so the save loses its origin_pin_id).
    expect((await callFrom('BulkEditResource', 'delete', { board_id: creatorBoard, pin_ids: [mine] }, { cookie: creator.cookie })).status).toBe(200);
    const orphan = await env.DB.prepare('SELECT origin_pin_id FROM pins WHERE id = ?').bind(Number(saved.data.id)).first<{ origin_pin_id: number | null }>();
    expect(orphan?.origin_pin_id).toBeNull();
    expect((await promote(attacker, saved.data.id)).status).toBe(403);
    const relink = await callFrom('PinResource', 'update', { id: saved.data.id, link: 'https://shop.example.net/buy' }, { cookie: attacker.cookie });
    expect(relink.status).toBe(403);
    expect((await pinRow(saved.data.id))?.link).toBe('https://recipes.example.com/pie');
  });

  it("Rights follow the origin: another advertiser's ad saved is no ad of the saver's: no campaign, no promotion ids, not promotable", async () => {
    const ad = await env.DB.prepare(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.is_promoted = 1 AND p.deleted_at IS NULL
          AND json_extract(p.data, '$.campaignId') IS NOT NULL AND p.origin_pin_id IS NULL ORDER BY p.id LIMIT 1`,
    ).first<{ id: number }>();
    expect(ad).not.toBeNull();
    const saved = await callFrom<{ id: string }>(
      'RepinResource',
      'create',
      { pin_id: String(ad!.id), board_id: attacker.boardId },
      { cookie: attacker.cookie },
    );
    expect(saved.status).toBe(201);
    const data = JSON.parse((await pinRow(saved.data.id))!.data);
    expect(data.campaignId).toBeUndefined();
    expect(data.advertiserId).toBeUndefined();
    expect(data.details?.pinPromotionId).toBeUndefined();
    expect(data.details?.attributionSourceId).toBeUndefined();
    expect((await promote(attacker, saved.data.id)).status).toBe(403);
  });

  it('Rights follow the origin: the quick-promote page offers no ad account for a save of someone else’s pin', async () => {
    const saved = await callFrom<{ id: string }>('RepinResource', 'create', { pin_id: original, board_id: attacker.boardId }, { cookie: attacker.cookie });
    const page = await request(`/advertiser/quick-promote/?pin_id=${saved.data.id}`, { headers: { cookie: attacker.cookie } });
    expect(documentState(await page.text()).page.data).toMatchObject({ kind: 'quickPromote', accounts: [] });
  });

  it("Rights follow the origin: the creator's own pin is still promotable by its creator", async () => {
    const shop = await business('realshop');
    const own = await createPin(shop, shop.boardId, 10);
    expect((await promote(shop, own)).status).toBe(201);
  });
});

describe('Rights follow the origin: a copy keeps its creator’s texts and link (security: Rights follow the origin)', () => {
  let saved: string;
  beforeAll(async () => {
    const r = await callFrom<{ id: string }>('RepinResource', 'create', { pin_id: original, board_id: attacker.boardId }, { cookie: attacker.cookie });
    saved = r.data.id;
  });

  it.each([
    ['link', { link: 'https://shop.example.net/buy' }],
    ['link removed', { link: null }],
    ['title', { title: 'Buy our pie' }],
    ['description', { description: 'Order at our shop' }],
    ['alt text', { alt_text: 'Our pie' }],
    ['title with a move', { title: 'Buy our pie', board_id: 'MOVE' }],
  ])('Rights follow the origin: the saver cannot change its %s (PinResource update), and nothing changes', async (_, change) => {
    const other = await boardOf(attacker, `edit ${Math.random()}`);
    const options = { id: saved, ...change, ...('board_id' in change ? { board_id: other } : {}) };
    const before = await snapshotD1();
    const r = await callFrom('PinResource', 'update', options, { cookie: attacker.cookie });
    expect(r.status).toBe(403);
    expect(r.error?.message).toBe(NOT_CREATOR);
    expect(await snapshotD1()).toEqual(before);
  });

  it('Rights follow the origin: the saver may still move their save, sending its texts back unchanged', async () => {
    const row = (await pinRow(saved))!;
    const other = await boardOf(attacker, 'moved pies');
    const r = await callFrom(
      'PinResource',
      'update',
      { id: saved, title: row.title, description: row.description, alt_text: row.alt_text, link: row.link, board_id: other },
      { cookie: attacker.cookie },
    );
    expect(r.status).toBe(200);
    const moved = await env.DB.prepare('SELECT board_id FROM pins WHERE id = ?').bind(Number(saved)).first<{ board_id: number }>();
    expect(String(moved?.board_id)).toBe(other);
  });

  it('Rights follow the origin: the creator still edits the link of their own pin', async () => {
    const r = await callFrom('PinResource', 'update', { id: original, link: 'https://recipes.example.com/pie-2' }, { cookie: creator.cookie });
    expect(r.status).toBe(200);
    expect((await pinRow(original))?.link).toBe('https://recipes.example.com/pie-2');
  });
});
