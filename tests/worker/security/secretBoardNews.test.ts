// Secret boards (docs/security.md): activity in a secret board is news to nobody. A save into one (a
// save, a bulk copy), a save moved into one, and the saves of a board made secret name their saver in
// nobody's news hub (migrations/0053_secret_board_news.sql); a save into a public board still does.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscoveryPageData } from '#shared/discovery/pages.ts';
import { dataUrl, makePng } from '../../fixtures/images.ts';
import { signUp } from '../accountHelpers.ts';
import { documentState, request } from '../helpers.ts';
import { callFrom } from './helpers.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

async function board(member: Member, name: string, privacy: 'public' | 'secret'): Promise<string> {
  const r = await callFrom<{ entityId: string }>('BoardResource', 'create', { name, privacy }, { cookie: member.cookie });
  expect(r.status).toBe(201);
  return r.data.entityId;
}

/** The news ids in a member's news hub (the /notifications/ page). */
async function newsOf(member: Member): Promise<string[]> {
  const html = await (await request('/notifications/', { headers: { cookie: member.cookie } })).text();
  const data = documentState(html).page.data as Extract<DiscoveryPageData, { kind: 'notifications' }>;
  return data.items.map((item) => item.newsId);
}

const save = async (saver: Member, pinId: string, boardId: string) => {
  const r = await callFrom<{ id: string }>('RepinResource', 'create', { pin_id: pinId, board_id: boardId }, { cookie: saver.cookie });
  expect(r.status).toBe(201);
  return r.data.id;
};

let creator: Member;
let saver: Member;
let pin: string;
beforeAll(async () => {
  creator = await signUp('newscreator');
  saver = await signUp('quietsaver');
  const created = await callFrom<{ entityId: string }>(
    'PinResource',
    'create',
    { image_base64: dataUrl(makePng(16, 16, () => [220, 120, 20])), board_id: await board(creator, 'cakes', 'public'), title: 'Cake' },
    { cookie: creator.cookie },
  );
  pin = created.data.entityId;
});

describe('Secret boards: activity in a secret board is no one’s news', () => {
  it('Secret boards: a save into a secret board sends the creator no news naming the saver', async () => {
    const saved = await save(saver, pin, await board(saver, 'surprise party', 'secret'));
    expect(await newsOf(creator)).not.toContain(`save-${saved}`);
  });

  it('Secret boards: a save moved from a public board into a secret one takes its news item with it', async () => {
    const saved = await save(saver, pin, await board(saver, `open ${Math.random()}`, 'public'));
    expect(await newsOf(creator)).toContain(`save-${saved}`);
    const hidden = await board(saver, 'gift ideas', 'secret');
    expect((await callFrom('RepinResource', 'update', { id: saved, board_id: hidden }, { cookie: saver.cookie })).status).toBe(200);
    expect(await newsOf(creator)).not.toContain(`save-${saved}`);
  });

  it('Secret boards: a board made secret takes the news of every save on it', async () => {
    const open = await board(saver, `to hide ${Math.random()}`, 'public');
    const saved = await save(saver, pin, open);
    expect(await newsOf(creator)).toContain(`save-${saved}`);
    expect((await callFrom('BoardResource', 'update', { board_id: open, privacy: 'secret' }, { cookie: saver.cookie })).status).toBe(200);
    expect(await newsOf(creator)).not.toContain(`save-${saved}`);
  });

  it('Secret boards: a bulk copy into a secret board sends no news', async () => {
    const open = await board(saver, `copy from ${Math.random()}`, 'public');
    const first = await save(saver, pin, open);
    const hidden = await board(saver, 'copies', 'secret');
    const before = await newsOf(creator);
    expect(before).toContain(`save-${first}`);
    const copied = await callFrom(
      'BulkEditResource',
      'update',
      { action: 'bulkCopy', board_id: open, pin_ids: [first], target_board_id: hidden },
      { cookie: saver.cookie },
    );
    expect(copied.status).toBe(200);
    expect(await newsOf(creator)).toEqual(before);
  });
});
