// Outside review, part B: ids are never reused after hard deletes, bot pages of a board go when it
// turns secret or is deleted, sign-in limits count an account across spellings without locking its
// owner out, the sign-up email lookup is limited per email, weak passwords are refused, a save
// racing a board delete is a 404, share opens count addresses not cookies, user states are capped,
// invisible comments are empty, bulk delete counts pins, and /__bench/d1 has the security headers.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, USER_STATE_MAX_NAMES } from '#shared/constants.ts';
import type { BoardDetail } from '#shared/types.ts';
import { ANON_COOKIE } from '#worker/lib/cookies.ts';
import { call, signUp } from '../accountHelpers.ts';
import { GOOGLEBOT_UA, ORIGIN, request } from '../helpers.ts';
import { callFrom, freshIp, snapshotD1 } from './helpers.ts';

interface Saved {
  id: string;
}

let cursor = 0;
/** Public original demo pins no other test of this file used. */
async function publicPins(n: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL ORDER BY p.id DESC LIMIT ? OFFSET ?",
  )
    .bind(n, cursor)
    .all<{ id: number }>();
  cursor += n;
  return results.map((r) => String(r.id));
}

async function boardOf(cookie: string, name: string, privacy = 'public'): Promise<BoardDetail> {
  const r = await call<BoardDetail>('BoardResource', 'create', { name, privacy }, cookie);
  expect(r.status).toBe(201);
  return r.data;
}

async function save(cookie: string, pinId: string, boardId: string): Promise<string> {
  const r = await call<Saved>('RepinResource', 'create', { pin_id: pinId, board_id: boardId }, cookie);
  expect(r.status).toBe(201);
  return r.data.id;
}

const maxPinId = async () => (await env.DB.prepare('SELECT MAX(id) AS n FROM pins').first<{ n: number }>())!.n;

describe('pin and board ids are never reused after hard deletes (pin-card: Card states and the save flow)', () => {
  it('a pin saved after a bulk delete of the newest pins gets a new id, and the deleted pins analytics are gone', async () => {
    const me = await signUp('ids');
    const board = await boardOf(me.cookie, 'Reused ids');
    const [a, b, c] = await publicPins(3);
    await save(me.cookie, a, board.entityId);
    const newest = await save(me.cookie, b, board.entityId);
    expect(Number(newest)).toBe(await maxPinId());
    await env.DB.prepare("INSERT INTO pin_event_totals (pin_id, day, event_type, count) VALUES (?, '2026-11-26', 1, 42)").bind(Number(newest)).run();
    // Bulk delete answers the real count (one pin), not the rows its triggers touched.
    const deleted = await call<{ deleted: number }>('BulkEditResource', 'delete', { board_id: board.entityId, pin_ids: [newest] }, me.cookie);
    expect(deleted.status).toBe(200);
    expect(deleted.data.deleted).toBe(1);
    const next = await save(me.cookie, c, board.entityId);
    expect(Number(next)).toBeGreaterThan(Number(newest));
    const totals = await env.DB.prepare('SELECT COUNT(*) AS n FROM pin_event_totals WHERE pin_id = ?').bind(Number(newest)).first<{ n: number }>();
    expect(totals?.n).toBe(0);
  });

  it('a board and pin made after a board delete get new ids', async () => {
    const me = await signUp('boardids');
    const board = await boardOf(me.cookie, 'Goes away');
    const [a, b] = await publicPins(2);
    const pin = await save(me.cookie, a, board.entityId);
    expect((await call('BoardResource', 'delete', { board_id: board.entityId }, me.cookie)).status).toBe(200);
    const next = await boardOf(me.cookie, 'Comes next');
    expect(Number(next.entityId)).toBeGreaterThan(Number(board.entityId));
    expect(Number(await save(me.cookie, b, next.entityId))).toBeGreaterThan(Number(pin));
  });
});

describe('bot page cache: a board turning secret or deleted takes its bot pages with it', () => {
  const bot = { headers: { 'user-agent': GOOGLEBOT_UA } };
  it.each(['secret', 'delete'] as const)('after %s, bots no longer get the cached pin page', async (change) => {
    const me = await signUp('botpurge');
    const board = await boardOf(me.cookie, `Purged ${change}`);
    const [a] = await publicPins(1);
    const pin = await save(me.cookie, a, board.entityId);
    expect((await request(`/pin/${pin}/`, bot)).status).toBe(200);
    const cached = await request(`/pin/${pin}/`, bot);
    expect(cached.headers.get('x-bot-cache')).toBe('HIT');
    await cached.text();
    const r =
      change === 'secret'
        ? await call('BoardResource', 'update', { board_id: board.entityId, privacy: 'secret' }, me.cookie)
        : await call('BoardResource', 'delete', { board_id: board.entityId }, me.cookie);
    expect(r.status).toBe(200);
    const after = await request(`/pin/${pin}/`, bot);
    expect(after.headers.get('x-bot-cache')).not.toBe('HIT');
    expect(after.status).toBe(404);
  });
});

describe('sign-in: limits per account across spellings that never lock the owner out (closeup-and-visitors: Roles)', () => {
  const signIn = (login: string, password: string, ip = freshIp()) => callFrom('UserSessionResource', 'create', { username_or_email: login, password }, { ip });

  it('refuses attempts once the account limit is spent whichever spelling they use (docs/security.md#classes-of-attack-and-where-they-are-stopped)', async () => {
    const account = await signUp('slowed');
    const spellings = [account.username, `${account.username}@example.com`, account.username.toUpperCase()];
    for (let i = 0; i < RATE_LIMITS.signInAccount.limit; i++) expect((await signIn(spellings[i % 3], `wrong-guess-${i}`)).status).toBe(401);
    expect((await signIn(spellings[1], 'wrong-guess-x')).status).toBe(429);
    // Guessers cannot lock the owner out for good: on a known device or by a reset link they get in (security/signInGuessing).
  });

  it('refuses one address guessing one account under any spelling, but not the owner elsewhere', async () => {
    const account = await signUp('perclient');
    const guesser = freshIp();
    const spellings = [account.username, `${account.username}@EXAMPLE.com`];
    for (let i = 0; i < RATE_LIMITS.signInAccountClient.limit; i++) {
      expect((await signIn(spellings[i % 2], `wrong-guess-${i}`, guesser)).status).toBe(401);
    }
    const refused = await signIn(account.username, 'correct horse battery vqzk', guesser);
    expect(refused.status).toBe(429);
    expect((await signIn(`${account.username}@example.com`, 'correct horse battery vqzk')).status).toBe(200);
  });
});

describe('GET /v3/register/exists/: limited per email too (closeup-and-visitors: Calls)', () => {
  it('refuses lookups of one email from rotating addresses once its limit is spent, any spelling', async () => {
    const account = await signUp('probe');
    const email = `${account.username}@example.com`;
    const lookup = (e: string) => request(`/v3/register/exists/?email=${encodeURIComponent(e)}`, { headers: { 'cf-connecting-ip': freshIp() } });
    // The sign-up naming the email spent one of its lookups.
    for (let i = 1; i < RATE_LIMITS.emailLookupAccount.limit; i++) expect((await lookup(email)).status).toBe(200);
    expect((await lookup(` ${email.toUpperCase()}`)).status).toBe(429);
  });
});

describe('sign-up: weak passwords are refused with a clear message (closeup-and-visitors: Roles)', () => {
  it.each([
    ['passw0rd', /leaked in data breaches/],
    ['abcd1234', /keyboard pattern or made of runs/],
    ['qwerty12', /keyboard pattern or made of runs/],
  ])('%s', async (password, why) => {
    const before = await snapshotD1();
    const r = await callFrom('UserRegisterResource', 'create', { email: `weak_${password}@example.com`, username: `weak_${password}`, password });
    expect(r.status).toBe(400);
    expect(r.error?.message).toMatch(why);
    expect(await snapshotD1()).toEqual(before);
  });
});

describe('a save racing a board delete is a 404, never a 500', () => {
  it('answers 404 when the board goes between the check and the write (a foreign-key failure)', async () => {
    const me = await signUp('race');
    const board = await boardOf(me.cookie, 'Vanishing');
    const [a] = await publicPins(1);
    // The board is deleted by a trigger just before the save's insert: the race, made certain.
    await env.DB.prepare(
      `CREATE TRIGGER race_board_vanishes BEFORE INSERT ON pins WHEN NEW.board_id = ${Number(board.entityId)}
       BEGIN DELETE FROM boards WHERE id = ${Number(board.entityId)}; END`,
    ).run();
    try {
      const r = await call('RepinResource', 'create', { pin_id: a, board_id: board.entityId }, me.cookie);
      expect(r.status).toBe(404);
      expect(r.error?.code).toBe('not_found');
    } finally {
      await env.DB.prepare('DROP TRIGGER race_board_vanishes').run();
    }
  });

  it('answers saves and a delete running together with no 5xx', async () => {
    const me = await signUp('race2');
    const board = await boardOf(me.cookie, 'Racing');
    const pins = await publicPins(4);
    const answers = await Promise.all([
      ...pins.map((p) => call('RepinResource', 'create', { pin_id: p, board_id: board.entityId }, me.cookie)),
      call('BoardResource', 'delete', { board_id: board.entityId }, me.cookie),
    ]);
    for (const answer of answers) expect([200, 201, 404, 409]).toContain(answer.status);
  });
});

describe('utm_pai: share opens count network addresses, not cookies (closeup-and-visitors: Routes and screens)', () => {
  it('twelve fresh anonymous cookies from one address are one person', async () => {
    const sharer = await signUp('sharer');
    const [pin] = await publicPins(1);
    const link = await call<{ utm_pai: string }>('ShareLinkResource', 'create', { pin_id: pin }, sharer.cookie);
    const ip = freshIp();
    for (let i = 0; i < 12; i++) {
      const cookie = `${ANON_COOKIE}=script-${String(i).padStart(12, '0')}`;
      await callFrom('ShareOpenResource', 'create', { utm_pai: link.data.utm_pai }, { cookie, ip });
    }
    const people = await call<{ people: number }>('ShareOpenResource', 'get', {}, sharer.cookie);
    expect(people.data.people).toBe(1);
  });
});

describe('UserStateResource: a member keeps a bounded number of states (closeup-and-visitors: Calls)', () => {
  it('refuses a new name beyond the cap, still updates a known one, and changes nothing on refusal', async () => {
    const me = await signUp('states');
    const userId = Number(me.id);
    const rows = Array.from({ length: USER_STATE_MAX_NAMES }, (_, i) =>
      env.DB.prepare("INSERT INTO user_states (user_id, state, value, updated_at) VALUES (?, ?, '1', 0)").bind(userId, `STATE_${i}`),
    );
    await env.DB.batch(rows);
    const before = await snapshotD1();
    const refused = await call('UserStateResource', 'create', { state: 'ONE_TOO_MANY', value: true }, me.cookie);
    expect(refused.status).toBe(400);
    expect(await snapshotD1()).toEqual(before);
    expect((await call('UserStateResource', 'create', { state: 'STATE_7', value: 'x' }, me.cookie)).status).toBe(201);
  });
});

describe('comments: text made only of invisible characters is empty (closeup-and-visitors: States and actions)', () => {
  it.each(['\u200f', '\u200b\u200d', ' \u2066\u2069 ', '\ufeff', '\u3164'])('refuses %j', async (text) => {
    const me = await signUp('invisible');
    const [pin] = await publicPins(1);
    const before = await snapshotD1();
    const r = await call('CommentsResource', 'create', { pin_id: pin, text }, me.cookie);
    expect(r.status).toBe(400);
    expect(r.error?.message).toBe('A comment cannot be empty.');
    expect(await snapshotD1()).toEqual(before);
  });
});

describe('GET /__bench/d1 carries the security headers', () => {
  it('has nosniff and a frame policy', async () => {
    const r = await request('/__bench/d1', { headers: { origin: ORIGIN } });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    await r.text();
  });
});
