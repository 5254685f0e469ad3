// Counts exact (docs/security.md, Races): a bulk copy reports the pins it really copied. D1's
// meta.changes also counts the rows the copy's triggers touch (board order, section counts, news, the
// creator), so the count is read from the statement's RETURNING rows (worker/save/saveData.ts).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../accountHelpers.ts';
import { callFrom } from './helpers.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

let member: Member;
let from: string;
let pins: string[];
beforeAll(async () => {
  member = await signUp('bulkcopier');
  from = (await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'from' }, { cookie: member.cookie })).data.entityId;
  const { results } = await env.DB.prepare(
    "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL AND p.is_promoted = 0 ORDER BY p.id LIMIT 4",
  ).all<{ id: number }>();
  pins = [];
  for (const r of results) {
    const saved = await callFrom<{ id: string }>('RepinResource', 'create', { pin_id: String(r.id), board_id: from }, { cookie: member.cookie });
    pins.push(saved.data.id);
  }
});

const livePins = async (boardId: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM pins WHERE board_id = ? AND deleted_at IS NULL').bind(Number(boardId)).first<{ n: number }>())!.n;

const copy = (pinIds: string[], target: string, section?: string) =>
  callFrom<{ changed: number }>(
    'BulkEditResource',
    'update',
    { action: 'bulkCopy', board_id: from, pin_ids: pinIds, target_board_id: target, ...(section ? { target_section_id: section } : {}) },
    { cookie: member.cookie },
  );

describe('Counts exact: a bulk copy reports what it really copied (security: Races)', () => {
  it('Counts exact: four pins copied to a new board report 4', async () => {
    const target = (await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'to' }, { cookie: member.cookie })).data.entityId;
    const r = await copy(pins, target);
    expect(r.status).toBe(200);
    expect(r.data.changed).toBe(4);
    expect(await livePins(target)).toBe(4);
  });

  it('Counts exact: copying again, with pins the board already holds, reports only the new ones', async () => {
    const target = (await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'partly there' }, { cookie: member.cookie })).data.entityId;
    expect((await copy(pins.slice(0, 2), target)).data.changed).toBe(2);
    const again = await copy(pins, target);
    expect(again.data.changed).toBe(2);
    expect(await livePins(target)).toBe(4);
  });

  it('Counts exact: a copy into a section reports the pins, not the section counts its triggers move', async () => {
    const target = (await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'sectioned' }, { cookie: member.cookie })).data.entityId;
    const section = await callFrom<{ entityId: string }>('BoardSectionResource', 'create', { board_id: target, name: 'cakes' }, { cookie: member.cookie });
    expect(section.status).toBe(201);
    const r = await copy(pins.slice(0, 3), target, section.data.entityId);
    expect(r.data.changed).toBe(3);
    expect(await livePins(target)).toBe(3);
  });
});
