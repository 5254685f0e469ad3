// Rate limits (docs/security.md): every write that can notify someone else (a comment, a save, a bulk
// copy, an onboarding pick, a follow of a member or a board, a report, a board made, an appeal, a
// collaborator invite) spends one bucket, RATE_LIMITS.socialWrite, counted per member and per address
// and declared with each verb in shared/api/. A script's burst of comments notifies a pin's owner at
// most that many times, and past it every one of those writes is refused (429) and changes nothing.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#shared/constants.ts';
import { dataUrl, makePng } from '../../fixtures/images.ts';
import { signUp } from '../accountHelpers.ts';
import { ORIGIN, request } from '../helpers.ts';
import { callFrom, freshIp, snapshotD1 } from './helpers.ts';

const LIMIT = RATE_LIMITS.socialWrite.limit;
type Member = Awaited<ReturnType<typeof signUp>>;

let owner: Member;
let pin: string;
let board: string;
beforeAll(async () => {
  owner = await signUp('notified');
  board = (await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'cakes' }, { cookie: owner.cookie })).data.entityId;
  const created = await callFrom<{ entityId: string }>(
    'PinResource',
    'create',
    { image_base64: dataUrl(makePng(16, 16, () => [90, 20, 200])), board_id: board, title: 'Cake' },
    { cookie: owner.cookie },
  );
  pin = created.data.entityId;
});

const commentNews = (userId: string) =>
  env.DB.prepare("SELECT COUNT(*) AS n FROM news_items WHERE user_id = ? AND type = 'comment'").bind(Number(userId)).first<{ n: number }>();

describe('Rate limits: writes that notify someone else are limited per member and per address (security: Rate limits)', () => {
  it(`Rate limits: a burst of ${LIMIT + 5} comments from fresh addresses lands ${LIMIT} and notifies the owner at most the news budget (10)`, async () => {
    const spammer = await signUp('commentspam');
    const before = (await commentNews(owner.id))!.n;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 5; i++) {
      statuses.push((await callFrom('CommentsResource', 'create', { pin_id: pin, text: `nice ${i}` }, { cookie: spammer.cookie })).status);
    }
    expect(statuses.filter((s) => s === 201).length).toBe(LIMIT);
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429, 429, 429]);
    // What it can notify is capped apart from the bucket (security/newsBudget, migrations/0058_news_budget.sql).
    expect((await commentNews(owner.id))!.n - before).toBe(10);
  });

  it('Rate limits: past the limit, every other notifying write of that member is refused (429) and changes nothing', async () => {
    const member = await signUp('floodall');
    const own = (await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'mine' }, { cookie: member.cookie })).data.entityId;
    for (let i = 1; i < LIMIT; i++) await callFrom('CommentsResource', 'create', { pin_id: pin, text: `hi ${i}` }, { cookie: member.cookie });
    const cookie = member.cookie;
    const before = await snapshotD1();
    const tries = {
      save: await callFrom('RepinResource', 'create', { pin_id: pin, board_id: own }, { cookie }),
      comment: await callFrom('CommentsResource', 'create', { pin_id: pin, text: 'one more' }, { cookie }),
      followMember: await callFrom('UserFollowResource', 'create', { user_id: owner.id }, { cookie }),
      followBoard: await callFrom('BoardFollowResource', 'create', { board_id: board }, { cookie }),
      report: await callFrom('PinFeedbackResource', 'update', { pin_id: pin, feedback_type: 1 }, { cookie }),
      board: await callFrom('BoardResource', 'create', { name: 'another' }, { cookie }),
      appeal: await callFrom('AppealResource', 'create', { kind: 'pin', pin_id: pin, reason: 'Please look at this again.' }, { cookie }),
      invite: await callFrom('BoardCollaboratorResource', 'create', { board_id: own, user_id: owner.id }, { cookie }),
      bulkCopy: await callFrom('BulkEditResource', 'update', { action: 'bulkCopy', board_id: own, pin_ids: [pin], target_board_id: own }, { cookie }),
      onboarding: await callFrom('OnboardingResource', 'update', { step: 'PinPicker', pin_ids: [pin] }, { cookie }),
    };
    const v3Follow = await request(`/v3/boards/${board}/follow/`, { method: 'PUT', headers: { origin: ORIGIN, cookie, 'cf-connecting-ip': freshIp() } });
    expect(Object.fromEntries(Object.entries(tries).map(([name, r]) => [name, r.status]))).toEqual(
      Object.fromEntries(Object.keys(tries).map((name) => [name, 429])),
    );
    expect(v3Follow.status).toBe(429);
    expect(await snapshotD1()).toEqual(before);
  });

  it('Rate limits: past the limit, the undo of each (unfollow, unblock, leave, decline) and a block are refused (429) and change nothing', async () => {
    const member = await signUp('floodundo');
    const own = (await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'mine' }, { cookie: member.cookie })).data.entityId;
    for (let i = 1; i < LIMIT; i++) await callFrom('CommentsResource', 'create', { pin_id: pin, text: `hi ${i}` }, { cookie: member.cookie });
    const cookie = member.cookie;
    const before = await snapshotD1();
    const tries = {
      block: await callFrom('UserBlockResource', 'create', { blocked_user_id: owner.id }, { cookie }),
      unblock: await callFrom('UserBlockResource', 'delete', { blocked_user_id: owner.id }, { cookie }),
      unfollowMember: await callFrom('UserFollowResource', 'delete', { user_id: owner.id }, { cookie }),
      unfollowBoard: await callFrom('BoardFollowResource', 'delete', { board_id: board }, { cookie }),
      removeCollaborator: await callFrom('BoardCollaboratorResource', 'delete', { board_id: own, user_id: owner.id }, { cookie }),
      joinBoard: await callFrom('BoardInviteResource', 'update', { board_id: board }, { cookie }),
      declineInvite: await callFrom('BoardInviteResource', 'delete', { board_id: board }, { cookie }),
    };
    const v3Unfollow = await request(`/v3/boards/${board}/follow/`, { method: 'DELETE', headers: { origin: ORIGIN, cookie, 'cf-connecting-ip': freshIp() } });
    expect(Object.fromEntries(Object.entries(tries).map(([name, r]) => [name, r.status]))).toEqual(
      Object.fromEntries(Object.keys(tries).map((name) => [name, 429])),
    );
    expect(v3Unfollow.status).toBe(429);
    expect(await snapshotD1()).toEqual(before);
  });

  it('Rate limits: another member at the same address shares its count', async () => {
    const ip = freshIp();
    const first = await signUp('sharedaddr');
    const second = await signUp('sharedaddr');
    for (let i = 0; i < LIMIT; i++) {
      expect((await callFrom('CommentsResource', 'create', { pin_id: pin, text: `from here ${i}` }, { cookie: first.cookie, ip })).status).toBe(201);
    }
    expect((await callFrom('CommentsResource', 'create', { pin_id: pin, text: 'me too' }, { cookie: second.cookie, ip })).status).toBe(429);
    expect((await callFrom('CommentsResource', 'create', { pin_id: pin, text: 'me too' }, { cookie: second.cookie })).status).toBe(201);
  });
});
