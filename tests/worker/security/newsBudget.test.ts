// Rate limits (docs/security.md): what is limited is the news one member causes another, however many writes
// carry it. The triggers that write news (migrations/0058_news_budget.sql) give each actor and recipient at most
// NEWS_BUDGET items an hour, by every path: single saves, bulk copies, onboarding picks, comments, follows
// made again, and all of them mixed. The writes themselves land; only the news stops.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataUrl, makePng } from '../../fixtures/images.ts';
import { signUp } from '../accountHelpers.ts';
import { callFrom } from './helpers.ts';

/** The budget the triggers hold (migrations/0058_news_budget.sql). */
const NEWS_BUDGET = 10;
type Member = Awaited<ReturnType<typeof signUp>>;

let owner: Member;
let pins: string[];
beforeAll(async () => {
  owner = await signUp('newsowner');
  const board = (await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'mine' }, { cookie: owner.cookie })).data.entityId;
  pins = [];
  for (let i = 0; i < 14; i++) {
    const created = await callFrom<{ entityId: string }>(
      'PinResource',
      'create',
      { image_base64: dataUrl(makePng(16, 16, () => [i * 15, 40, 200 - i])), board_id: board, title: `Pin ${i}` },
      { cookie: owner.cookie },
    );
    expect(created.status).toBe(201);
    pins.push(created.data.entityId);
  }
}, 120_000);

const newsFrom = async (recipient: Member, actor: Member) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM news_items WHERE user_id = ? AND actor_id = ?')
    .bind(Number(recipient.id), Number(actor.id))
    .first<{ n: number }>())!.n;
const boardOf = async (member: Member, name: string) =>
  (await callFrom<{ entityId: string }>('BoardResource', 'create', { name, privacy: 'public' }, { cookie: member.cookie })).data.entityId;
const savesBy = async (member: Member) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM pins WHERE pinner_id = ? AND origin_pin_id IS NOT NULL').bind(Number(member.id)).first<{ n: number }>())!.n;

describe('Rate limits: the news one member causes another is limited, however many writes carry it (security: Rate limits)', () => {
  it('Rate limits: repeated bulk copies of 12 pins notify the owner at most the budget, and every copy lands', async () => {
    const saver = await signUp('bulksaver');
    const first = await boardOf(saver, 'first');
    for (const pin of pins.slice(0, 12))
      expect((await callFrom('RepinResource', 'create', { pin_id: pin, board_id: first }, { cookie: saver.cookie })).status).toBe(201);
    const { results } = await env.DB.prepare('SELECT id FROM pins WHERE board_id = ? AND deleted_at IS NULL').bind(Number(first)).all<{ id: number }>();
    expect(results.length).toBe(12);
    for (let i = 0; i < 4; i++) {
      const target = await boardOf(saver, `copy ${i}`);
      const r = await callFrom(
        'BulkEditResource',
        'update',
        { action: 'bulkCopy', board_id: first, target_board_id: target, pin_ids: results.map((p) => String(p.id)) },
        { cookie: saver.cookie },
      );
      expect(r.status).toBe(200);
    }
    expect(await savesBy(saver)).toBe(12 * 5);
    expect(await newsFrom(owner, saver)).toBe(NEWS_BUDGET);
  });

  it('Rate limits: onboarding picks of 10 pins, picked twice, notify the owner at most the budget', async () => {
    const newcomer = await signUp('picker');
    for (const picked of [pins.slice(0, 10), pins.slice(4, 14)]) {
      expect((await callFrom('OnboardingResource', 'update', { step: 'PinPicker', pin_ids: picked }, { cookie: newcomer.cookie })).status).toBe(200);
    }
    expect(await savesBy(newcomer)).toBeGreaterThan(NEWS_BUDGET);
    expect(await newsFrom(owner, newcomer)).toBe(NEWS_BUDGET);
  });

  it('Rate limits: single saves, comments and follows made again share one budget per actor and recipient', async () => {
    const actor = await signUp('mixed');
    const board = await boardOf(actor, 'mixed');
    for (const pin of pins.slice(0, 3)) await callFrom('RepinResource', 'create', { pin_id: pin, board_id: board }, { cookie: actor.cookie });
    for (let i = 0; i < 3; i++) await callFrom('CommentsResource', 'create', { pin_id: pins[i], text: `lovely ${i}` }, { cookie: actor.cookie });
    for (let i = 0; i < 3; i++) {
      expect((await callFrom('UserFollowResource', 'create', { user_id: owner.id }, { cookie: actor.cookie })).status).toBe(200);
      expect((await callFrom('UserFollowResource', 'delete', { user_id: owner.id }, { cookie: actor.cookie })).status).toBe(200);
    }
    // Nine caused, six items left (the follows taken back took theirs, not what they spent): one more, then nothing.
    expect(await newsFrom(owner, actor)).toBe(6);
    for (let i = 3; i < 8; i++) await callFrom('CommentsResource', 'create', { pin_id: pins[i], text: `again ${i}` }, { cookie: actor.cookie });
    expect((await callFrom('UserFollowResource', 'create', { user_id: owner.id }, { cookie: actor.cookie })).status).toBe(200);
    await callFrom('RepinResource', 'create', { pin_id: pins[9], board_id: board }, { cookie: actor.cookie });
    expect(await newsFrom(owner, actor)).toBe(7);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM news_items WHERE user_id = ? AND actor_id = ? AND type = 'follow'")
        .bind(Number(owner.id), Number(actor.id))
        .first('n'),
    ).toBe(0);
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM user_follows WHERE follower_id = ? AND followee_id = ?')
        .bind(Number(actor.id), Number(owner.id))
        .first('n'),
    ).toBe(1);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM comments WHERE user_id = ?').bind(Number(actor.id)).first('n')).toBe(8);
  });

  it('Rate limits: 15 comments notify the owner at most the budget; another member and another recipient are not held back', async () => {
    const talker = await signUp('talker');
    for (let i = 0; i < 15; i++)
      expect((await callFrom('CommentsResource', 'create', { pin_id: pins[0], text: `wow ${i}` }, { cookie: talker.cookie })).status).toBe(201);
    expect(await newsFrom(owner, talker)).toBe(NEWS_BUDGET);
    const friend = await signUp('friend');
    expect((await callFrom('CommentsResource', 'create', { pin_id: pins[0], text: 'hello' }, { cookie: friend.cookie })).status).toBe(201);
    expect(await newsFrom(owner, friend)).toBe(1);
    expect((await callFrom('UserFollowResource', 'create', { user_id: friend.id }, { cookie: talker.cookie })).status).toBeLessThan(300);
    expect(await newsFrom(friend, talker)).toBe(1);
  });
});
