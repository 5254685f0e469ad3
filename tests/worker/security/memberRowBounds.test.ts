// Rate limits (docs/security.md#rate-limits-exact-and-per-location): the rows one account adds through member doors are bounded
// per day, exactly: the hides (search, pin, news hub) spend `ownMark`, the social writes, messages and pins their bucket's
// `perDay`, counted by the account however many addresses send them; survey answers, never shown back, spend the account's
// `addedBytes` by their size; a search hide keeps its texts clipped. Past a bound the write is refused (429) and adds nothing.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, SEARCH_HIDE_TEXT_BYTES } from '#shared/constants.ts';
import { signUp } from '../accountHelpers.ts';
import { ORIGIN, request } from '../helpers.ts';
import { callFrom, freshIp, snapshotD1 } from './helpers.ts';

type Member = Awaited<ReturnType<typeof signUp>>;
const DAY_MS = 86_400_000;

/** Public pins the seed holds, any member may hide. */
async function publicPins(n: number): Promise<number[]> {
  const { results } = await env.DB.prepare(
    "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.deleted_at IS NULL AND b.privacy = 'public' ORDER BY p.id LIMIT ?",
  )
    .bind(n)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

/** Fills a member's daily bound of `bucket` (its RateLimiter object) to `left` short of it. */
async function fillDay(bucket: 'ownMark' | 'socialWrite' | 'messageSend', member: Member, left = 0): Promise<void> {
  const perDay = RATE_LIMITS[bucket].perDay;
  const counter = env.RATE_LIMITER.getByName(`${bucket}:day:user:${member.id}`);
  const { remaining } = await counter.hit(perDay, DAY_MS, Date.now(), 0);
  await counter.hit(perDay, DAY_MS, Date.now(), remaining - left);
}

const hide = async (path: string, member: Member, body: unknown = {}) => {
  const response = await request(path, {
    method: 'PUT',
    headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: member.cookie, 'cf-connecting-ip': freshIp() },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
};

let pins: number[];
beforeAll(async () => {
  pins = await publicPins(RATE_LIMITS.ownMark.limit + 5);
});

describe('security: Rate limits: a member’s hides are bounded per minute and per day (security: rate limits: exact and per-location)', () => {
  it(`security: Rate limits: a burst of ${RATE_LIMITS.ownMark.limit + 5} search hides from fresh addresses keeps ${RATE_LIMITS.ownMark.limit} (security: rate limits: exact and per-location)`, async () => {
    const me = await signUp('hideburst');
    expect(pins.length).toBe(RATE_LIMITS.ownMark.limit + 5);
    const statuses: number[] = [];
    for (const pin of pins) statuses.push(await hide(`/v3/search/${pin}/hide/`, me, { query: 'lamps', pin_type: 'pins' }));
    expect(statuses.filter((s) => s === 200).length).toBe(RATE_LIMITS.ownMark.limit);
    expect(statuses.filter((s) => s === 429).length).toBe(5);
    const kept = await env.DB.prepare('SELECT count(*) AS n FROM search_hides WHERE user_id = ?').bind(Number(me.id)).first<{ n: number }>();
    expect(kept?.n).toBe(RATE_LIMITS.ownMark.limit);
  });

  it(`security: Rate limits: past ${RATE_LIMITS.ownMark.perDay} a day, a search, pin or news hub hide is refused and adds nothing (security: rate limits: exact and per-location)`, async () => {
    const me = await signUp('hideday');
    await fillDay('ownMark', me, 1);
    expect(await hide(`/v3/p2p/${pins[0]}/hide/`, me)).toBe(200);
    const before = await snapshotD1();
    expect(await hide(`/v3/search/${pins[1]}/hide/`, me, { query: 'lamps', pin_type: 'pins' })).toBe(429);
    expect(await hide(`/v3/p2p/${pins[1]}/hide/`, me)).toBe(429);
    expect(await hide(`/v3/news_hub/save-1/pin/${pins[1]}/hide/`, me)).toBe(429);
    expect(await snapshotD1()).toEqual(before);
  });

  it('security: Rate limits: a search hide keeps its query and pin_type clipped in UTF-8 bytes (security: rate limits: exact and per-location)', async () => {
    const me = await signUp('hideclip');
    const text = '隠'.repeat(200);
    expect(await hide(`/v3/search/${pins[2]}/hide/`, me, { query: text, pin_type: text })).toBe(200);
    const row = await env.DB.prepare(
      'SELECT length(CAST(query AS BLOB)) AS query, length(CAST(pin_type AS BLOB)) AS pinType FROM search_hides WHERE user_id = ? AND pin_id = ?',
    )
      .bind(Number(me.id), pins[2])
      .first<{ query: number; pinType: number }>();
    expect(row?.query).toBeLessThanOrEqual(SEARCH_HIDE_TEXT_BYTES.query);
    expect(row?.query).toBeGreaterThan(SEARCH_HIDE_TEXT_BYTES.query - 3);
    expect(row?.pinType).toBeLessThanOrEqual(SEARCH_HIDE_TEXT_BYTES.pinType);
  });
});

describe('security: Rate limits: social writes and messages have a daily bound per account (security: rate limits: exact and per-location)', () => {
  it(`security: Rate limits: past ${RATE_LIMITS.socialWrite.perDay} social writes a day, a comment from a fresh address is refused and adds nothing (security: rate limits: exact and per-location)`, async () => {
    const me = await signUp('commentday');
    await fillDay('socialWrite', me, 1);
    const pin = String(pins[3]);
    expect((await callFrom('CommentsResource', 'create', { pin_id: pin, text: 'Lovely' }, { cookie: me.cookie })).status).toBe(201);
    const before = await snapshotD1();
    const refused = await callFrom('CommentsResource', 'create', { pin_id: pin, text: 'Lovely again' }, { cookie: me.cookie });
    expect(refused.status).toBe(429);
    expect((await callFrom('BusinessCallResource', 'create', { topic: 'Ads', preferred_on: '2030-01-02' }, { cookie: me.cookie })).status).toBe(429);
    expect(await snapshotD1()).toEqual(before);
  });

  it(`security: Rate limits: past ${RATE_LIMITS.messageSend.perDay} messages a day, counted exactly, a message is refused and adds nothing (security: rate limits: exact and per-location)`, async () => {
    const me = await signUp('messageday');
    const friend = await signUp('messagefriend');
    await fillDay('messageSend', me, 1);
    const first = await callFrom('ConversationsResource', 'create', { username: friend.username, text: 'Hello' }, { cookie: me.cookie });
    expect(first.status).toBeLessThan(300);
    const before = await snapshotD1();
    const sent = await callFrom('ConversationsResource', 'create', { username: friend.username, text: 'Hello again' }, { cookie: me.cookie });
    expect(sent.status).toBe(429);
    expect(await snapshotD1()).toEqual(before);
  });
});

describe('security: Rate limits: survey answers spend the account’s byte budget (security: rate limits: exact and per-location)', () => {
  it('security: Rate limits: a survey answer past the account’s addedBytes is refused and adds nothing; one within it is kept (security: rate limits: exact and per-location)', async () => {
    const me = await signUp('survey');
    const comment = '調'.repeat(1000); // 3,000 bytes in UTF-8
    // The account's byte budget, one object per member (memberByAccount), filled to 2,000 bytes short of the day's limit.
    const { limit, windowSeconds } = RATE_LIMITS.addedBytes;
    const budget = env.RATE_LIMITER.getByName(`addedBytes:user:${me.id}`);
    await budget.hitEach([{ limit, windowMs: windowSeconds * 1000, cost: limit - 2000 }]);
    const short = await callFrom('UserSurveyResource', 'create', { satisfaction: 4, comment: 'Good' }, { cookie: me.cookie });
    expect(short.status).toBe(201);
    const before = await snapshotD1();
    const long = await callFrom('UserSurveyResource', 'create', { satisfaction: 3, comment }, { cookie: me.cookie });
    expect(long.status).toBe(429);
    expect(await snapshotD1()).toEqual(before);
  });
});
