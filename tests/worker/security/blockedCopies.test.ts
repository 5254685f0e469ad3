// Blocks (docs/security.md): a copy of a pin is in its creator's space whichever copy it is made from.
// After a block, saving one's own earlier save of the other's pin, or bulk-copying it, is refused by
// the one check (worker/users/blocks.ts refuseIfBlockedIn, `copies`) and writes nothing: no pin
// originated by the other, no news for them. One's own save can still be removed.
import { describe, expect, it } from 'vitest';
import { BLOCKED_MESSAGE } from '#worker/users/blocks.ts';
import { dataUrl, makePng } from '../../fixtures/images.ts';
import { signUp } from '../accountHelpers.ts';
import { callFrom, snapshotD1 } from './helpers.ts';

/** `creator`'s pin on a public board, saved by `saver` to a board of theirs before the block; `saver` has a second board. */
async function savedThenBlocked(direction: string) {
  const [creator, saver] = [await signUp('copycreator'), await signUp('copysaver')];
  const board = (await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'originals' }, { cookie: creator.cookie })).data.entityId;
  const created = await callFrom<{ entityId: string }>(
    'PinResource',
    'create',
    { image_base64: dataUrl(makePng(20, 20, () => [120, 40, 90])), board_id: board, title: 'Mine', link: 'https://trips.example.com/' },
    { cookie: creator.cookie },
  );
  expect(created.status).toBe(201);
  const [first, second] = [
    (await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'saves' }, { cookie: saver.cookie })).data.entityId,
    (await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'more saves' }, { cookie: saver.cookie })).data.entityId,
  ];
  const saved = await callFrom<{ id: string }>('RepinResource', 'create', { pin_id: created.data.entityId, board_id: first }, { cookie: saver.cookie });
  expect(saved.status).toBe(201);
  const [blocker, blocked] = direction === 'creator blocks saver' ? [creator, saver] : [saver, creator];
  expect((await callFrom('UserBlockResource', 'create', { blocked_user_id: blocked.id }, { cookie: blocker.cookie })).status).toBe(200);
  return { saver, copy: saved.data.id, first, second };
}

describe.each(['creator blocks saver', 'saver blocks creator'])('Blocks: after the %s, no copy of the creator’s pin is made', (direction) => {
  it('Blocks: saving one’s own earlier save of it is refused and changes nothing', async () => {
    const s = await savedThenBlocked(direction);
    const before = await snapshotD1();
    const again = await callFrom('RepinResource', 'create', { pin_id: s.copy, board_id: s.second }, { cookie: s.saver.cookie });
    expect(again.status).toBe(403);
    expect(again.error?.message).toBe(BLOCKED_MESSAGE);
    expect(await snapshotD1()).toEqual(before);
  });

  it('Blocks: bulk-copying one’s own save of it is refused and changes nothing; the save can still be removed', async () => {
    const s = await savedThenBlocked(direction);
    const before = await snapshotD1();
    const copy = await callFrom(
      'BulkEditResource',
      'update',
      { action: 'bulkCopy', board_id: s.first, pin_ids: [s.copy], target_board_id: s.second },
      { cookie: s.saver.cookie },
    );
    expect(copy.status).toBe(403);
    expect(copy.error?.message).toBe(BLOCKED_MESSAGE);
    expect(await snapshotD1()).toEqual(before);
    expect((await callFrom('RepinResource', 'delete', { id: s.copy }, { cookie: s.saver.cookie })).status).toBe(200);
  });
});
