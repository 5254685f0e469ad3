// Blocks (docs/security.md): a copy of a pin is in its creator's space whichever copy it is made from and
// whichever path makes it. After a block, saving one's own earlier save of the other's pin, saving a third
// member's save of it, bulk-copying it, or picking either in onboarding's pin picker is refused by the one
// rule, in the insert itself (migrations/0055_copies_across_blocks.sql), and writes nothing: no pin
// originated by the other, no news for them. One's own save can still be removed.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { UserId } from '#shared/ids.ts';
import { BLOCKED_MESSAGE } from '#worker/api/errors.ts';
import { ensureQuickSaves } from '#worker/boards/boardData.ts';
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
  // A third member, blocked by nobody, saved it too.
  const third = await signUp('copythird');
  const thirdBoard = (await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'found' }, { cookie: third.cookie })).data.entityId;
  const relay = await callFrom<{ id: string }>('RepinResource', 'create', { pin_id: created.data.entityId, board_id: thirdBoard }, { cookie: third.cookie });
  expect(relay.status).toBe(201);
  expect((await callFrom('UserBlockResource', 'create', { blocked_user_id: blocked.id }, { cookie: blocker.cookie })).status).toBe(200);
  return { saver, copy: saved.data.id, relay: relay.data.id, first, second };
}

describe.each(['creator blocks saver', 'saver blocks creator'])(
  'Blocks: after the %s, no copy of the creator’s pin is made (security: Blocks)',
  (direction) => {
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

    it('Blocks: saving a third member’s save of it is refused and changes nothing', async () => {
      const s = await savedThenBlocked(direction);
      const before = await snapshotD1();
      const again = await callFrom('RepinResource', 'create', { pin_id: s.relay, board_id: s.second }, { cookie: s.saver.cookie });
      expect(again.status).toBe(403);
      expect(again.error?.message).toBe(BLOCKED_MESSAGE);
      expect(await snapshotD1()).toEqual(before);
    });

    it.each(['one’s own earlier save', 'a third member’s save'] as const)(
      'Blocks: picking %s of it in onboarding’s pin picker is refused and changes nothing',
      async (which) => {
        const s = await savedThenBlocked(direction);
        // The profile board the picks go to is made on first use, before the picks' batch; it is there already.
        await ensureQuickSaves(env.DB, Number(s.saver.id) as UserId);
        const before = await snapshotD1();
        const pick = await callFrom(
          'OnboardingResource',
          'update',
          { step: 'PinPicker', pin_ids: [which === 'a third member’s save' ? s.relay : s.copy] },
          { cookie: s.saver.cookie },
        );
        expect(pick.status).toBe(403);
        expect(pick.error?.message).toBe(BLOCKED_MESSAGE);
        expect(await snapshotD1()).toEqual(before);
      },
    );
  },
);
