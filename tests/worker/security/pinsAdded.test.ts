// Rate limits (docs/security.md#rate-limits-exact-and-per-location): the pin rows a member adds in a day are bounded by the
// rows, not by the requests: a pin made, a save, every pin a bulk or select-all copy copies, every onboarding pick spends
// one of `pinsAdded` (worker/middleware/pinsAdded.ts). A copy of a whole board in one request spends as many as it adds,
// and one that would pass the bound is refused (429) and copies nothing.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#shared/constants.ts';
import { dataUrl, makePng } from '../../fixtures/images.ts';
import { signUp } from '../accountHelpers.ts';
import { callFrom, freshIp, snapshotD1 } from './helpers.ts';

type Member = Awaited<ReturnType<typeof signUp>>;
const DAY = RATE_LIMITS.pinsAdded.limit;

/** A new board of the member's, through BoardResource create. */
async function boardOf(member: Member, name: string): Promise<string> {
  const made = await callFrom<{ entityId: string }>('BoardResource', 'create', { name, privacy: 'public' }, { cookie: member.cookie, ip: freshIp() });
  expect(made.status).toBe(201);
  return made.data.entityId;
}

/** `n` pins of the member's own on the board, written as set-up (a seed pin's picture; made one by one they would spend the bound). */
async function fillBoard(member: Member, boardId: string, n: number): Promise<void> {
  await env.DB.prepare(
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?3),
          seed AS (SELECT image_signature, data FROM pins WHERE kind = 'image' AND deleted_at IS NULL ORDER BY id LIMIT 1)
     INSERT INTO pins (id, pinner_id, creator_id, board_id, kind, title, description, alt_text, image_signature, data, created_at, updated_at)
     SELECT (SELECT max(id) FROM pins) + i, ?1, ?1, ?2, 'image', 'mine ' || i, '', '', seed.image_signature, seed.data, ?4, ?4 FROM k, seed`,
  )
    .bind(Number(member.id), Number(boardId), n, Date.now())
    .run();
}

const pinsOn = async (boardId: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM pins WHERE board_id = ? AND deleted_at IS NULL').bind(Number(boardId)).first<{ n: number }>())?.n;

const copyAll = (member: Member, from: string, to: string) =>
  callFrom<{ changed: number }>(
    'BulkEditSelectAllResource',
    'update',
    { action: 'bulkCopy', board_id: from, target_board_id: to, pin_ids: [] },
    { cookie: member.cookie, ip: freshIp() },
  );

describe('security: Rate limits: pin rows a member adds a day (security: rate limits: exact and per-location)', () => {
  it(`security: Rate limits: a select-all copy spends a row for each pin it copies; one past the ${DAY} a day is refused and copies nothing, a save still fits (security: rate limits: exact and per-location)`, {
    timeout: 120_000,
  }, async () => {
    const me = await signUp('copier');
    const source = await boardOf(me, 'Everything');
    const first = await boardOf(me, 'Copy one');
    const second = await boardOf(me, 'Copy two');
    const perCopy = Math.floor(DAY * 0.6);
    await fillBoard(me, source, perCopy);
    const copied = await copyAll(me, source, first);
    expect(copied.status).toBe(200);
    expect(copied.data.changed).toBe(perCopy);
    expect(await pinsOn(first)).toBe(perCopy);
    // The same copy again would add more rows than the day has left: refused whole, from any address.
    const before = await snapshotD1();
    const refused = await copyAll(me, source, second);
    expect(refused.status).toBe(429);
    expect(await snapshotD1()).toEqual(before);
    expect(await pinsOn(second)).toBe(0);
    // What is left of the day still takes a save.
    const [seedPin] = (
      await env.DB.prepare(
        "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1",
      ).all<{ id: number }>()
    ).results;
    const saved = await callFrom('RepinResource', 'create', { pin_id: String(seedPin.id), board_id: second }, { cookie: me.cookie, ip: freshIp() });
    expect(saved.status).toBe(201);
  });

  it('security: Rate limits: a bulk copy of 50 pins spends 50 of the day, counted by the account from any address (security: rate limits: exact and per-location)', {
    timeout: 120_000,
  }, async () => {
    const me = await signUp('bulkcopier');
    const source = await boardOf(me, 'Fifty');
    await fillBoard(me, source, 50);
    const { results } = await env.DB.prepare('SELECT id FROM pins WHERE board_id = ? ORDER BY id').bind(Number(source)).all<{ id: number }>();
    const pinIds = results.map((r) => String(r.id));
    const target = await boardOf(me, 'Copies');
    const copy = () =>
      callFrom(
        'BulkEditResource',
        'update',
        { action: 'bulkCopy', board_id: source, pin_ids: pinIds, target_board_id: target },
        { cookie: me.cookie, ip: freshIp() },
      );
    // (DAY / 50) copies fit the day exactly; the next is refused and adds nothing.
    for (let i = 0; i < DAY / 50; i++) expect((await copy()).status).toBe(200);
    const before = await snapshotD1();
    expect((await copy()).status).toBe(429);
    expect(await snapshotD1()).toEqual(before);
  });

  it('security: Rate limits: past the day a pin made from a picture, or a first save to Profile, is refused before anything is stored (security: rate limits: exact and per-location)', {
    timeout: 120_000,
  }, async () => {
    const me = await signUp('spentday');
    const source = await boardOf(me, 'Day of pins');
    await fillBoard(me, source, DAY);
    expect((await copyAll(me, source, await boardOf(me, 'Copied'))).status).toBe(200);
    const target = await boardOf(me, 'One more');
    const [seedPin] = (
      await env.DB.prepare(
        "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1",
      ).all<{ id: number }>()
    ).results;
    const before = await snapshotD1();
    const made = await callFrom(
      'PinResource',
      'create',
      { image_base64: dataUrl(makePng(40, 30, () => [200, 40, 40])), title: 'Past the day', description: '', alt_text: '', board_id: target },
      { cookie: me.cookie, ip: freshIp() },
    );
    expect(made.status).toBe(429);
    const saved = await callFrom('RepinResource', 'create', { pin_id: String(seedPin.id) }, { cookie: me.cookie, ip: freshIp() });
    expect(saved.status).toBe(429);
    // No upload or picture row, no Quick saves board.
    expect(await snapshotD1()).toEqual(before);
  });
});
