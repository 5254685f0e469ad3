// Secret boards (docs/security.md): activity in a board that is not public (secret or protected) is news to
// nobody. A save into one (a save, a save into a section of it, a bulk copy, a collaborator's save into a
// secret group board), a save moved into one, and the saves of a board made secret or protected name their
// saver in nobody's news hub (migrations/0054_private_board_news.sql); a save into a public board still does.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscoveryPageData } from '#shared/discovery/pages.ts';
import { dataUrl, makePng } from '../../fixtures/images.ts';
import { signUp } from '../accountHelpers.ts';
import { documentState, request } from '../helpers.ts';
import { callFrom } from './helpers.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

type Privacy = 'public' | 'secret' | 'protected';

async function board(member: Member, name: string, privacy: Privacy): Promise<string> {
  const r = await callFrom<{ entityId: string }>('BoardResource', 'create', { name: `${name} ${Math.random()}`, privacy }, { cookie: member.cookie });
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

describe.each(['secret', 'protected'] as const)('Secret boards: activity in a %s board is no one’s news (security: Secret boards)', (hidden) => {
  it('Secret boards: a save into the board sends the creator no news naming the saver', async () => {
    const saved = await save(saver, pin, await board(saver, 'surprise party', hidden));
    expect(await newsOf(creator)).not.toContain(`save-${saved}`);
  });

  it('Secret boards: a save moved from a public board into the board takes its news item with it', async () => {
    const saved = await save(saver, pin, await board(saver, `open ${Math.random()}`, 'public'));
    expect(await newsOf(creator)).toContain(`save-${saved}`);
    const into = await board(saver, 'gift ideas', hidden);
    expect((await callFrom('RepinResource', 'update', { id: saved, board_id: into }, { cookie: saver.cookie })).status).toBe(200);
    expect(await newsOf(creator)).not.toContain(`save-${saved}`);
  });

  it('Secret boards: a board made so takes the news of every save on it', async () => {
    const open = await board(saver, `to hide ${Math.random()}`, 'public');
    const saved = await save(saver, pin, open);
    expect(await newsOf(creator)).toContain(`save-${saved}`);
    expect((await callFrom('BoardResource', 'update', { board_id: open, privacy: hidden }, { cookie: saver.cookie })).status).toBe(200);
    expect(await newsOf(creator)).not.toContain(`save-${saved}`);
  });

  it('Secret boards: a bulk copy into the board sends no news', async () => {
    const open = await board(saver, `copy from ${Math.random()}`, 'public');
    const first = await save(saver, pin, open);
    const into = await board(saver, 'copies', hidden);
    const before = await newsOf(creator);
    expect(before).toContain(`save-${first}`);
    const copied = await callFrom(
      'BulkEditResource',
      'update',
      { action: 'bulkCopy', board_id: open, pin_ids: [first], target_board_id: into },
      { cookie: saver.cookie },
    );
    expect(copied.status).toBe(200);
    expect(await newsOf(creator)).toEqual(before);
  });

  it('Secret boards: a save into a section of the board sends no news', async () => {
    const into = await board(saver, 'sectioned', hidden);
    const section = await callFrom<{ id: string }>('BoardSectionResource', 'create', { board_id: into, name: 'Desserts' }, { cookie: saver.cookie });
    expect(section.status).toBe(201);
    const r = await callFrom<{ id: string }>('RepinResource', 'create', { pin_id: pin, board_id: into, section: section.data.id }, { cookie: saver.cookie });
    expect(r.status).toBe(201);
    expect(await newsOf(creator)).not.toContain(`save-${r.data.id}`);
  });

  it('Secret boards: a collaborator’s save into a group board of that privacy sends no news', async () => {
    const owner = await signUp('groupowner');
    const group = await board(owner, 'group', hidden);
    const invite = await callFrom<{ inviteUrl: string }>(
      'BoardCollaboratorResource',
      'create',
      { board_id: group, user_id: saver.id },
      { cookie: owner.cookie },
    );
    expect(invite.status).toBe(201);
    const code = /invite_code=([a-f0-9]+)/.exec(invite.data.inviteUrl)?.[1];
    expect((await callFrom('BoardInviteResource', 'update', { invite_code: code }, { cookie: saver.cookie })).status).toBe(200);
    const saved = await save(saver, pin, group);
    expect(await newsOf(creator)).not.toContain(`save-${saved}`);
  });
});

describe('Secret boards: a save into a public board is still news (security: Secret boards)', () => {
  it('Secret boards: the creator hears of a save into a public board', async () => {
    // A saver of its own: the shared one has spent most of its socialWrite minute on the tests above.
    const opener = await signUp('opensaver');
    const saved = await save(opener, pin, await board(opener, 'open', 'public'));
    expect(await newsOf(creator)).toContain(`save-${saved}`);
  });
});
