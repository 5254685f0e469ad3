// Every write that changes what a public page shows goes through one door (publicViewChanged, worker/seo/botPageCache.ts):
// these tests read what each resource asked Workers Cache to purge (worker/lib/sharedCache.ts keeps it where there is no
// `ctx.cache`): `public-view` alone, in one purge, however many pins the write touched; and each door spends a rate-limit
// bucket per member before it writes (security/publicViewEditLimits proves the refusal).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ResourceContract } from '#shared/api/define.ts';
import { API } from '#shared/api/index.ts';
import { BOT_PURGE_BOARD_PINS } from '#shared/constants.ts';
import type { BoardDetail } from '#shared/types.ts';
import { unsentPurges } from '#worker/lib/sharedCache.ts';
import { makePng } from '../fixtures/images.ts';
import { call, signUp } from './accountHelpers.ts';
import { sessionCookie } from './helpers.ts';
import { freshPurgeWindow } from './purgeWindow.ts';
import { uploadPicture } from './uploadHelpers.ts';

const SLOW = { timeout: 120_000 };

/** Public demo pins to save, a different run of them for each caller (from the start again once all were handed out). */
let nextOffset = 60;
async function publicPinIds(count: number): Promise<number[]> {
  const pick = () =>
    env.DB.prepare(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id LIMIT ?1 OFFSET ?2",
    )
      .bind(count, nextOffset)
      .all<{ id: number }>();
  let { results } = await pick();
  if (results.length < count) {
    nextOffset = 0;
    ({ results } = await pick());
  }
  nextOffset += count;
  return results.map((r) => r.id);
}

let shade = 0;
/**
 * A new member with a public board of `saves` pins (their own saves), two sections on it and a comment; and a secret board
 * holding a pin they made, a comment on it and two saves.
 */
async function world(prefix: string, saves = 2) {
  const me = await signUp(prefix);
  const create = async (name: string, privacy: 'public' | 'secret') =>
    (await call<BoardDetail>('BoardResource', 'create', { name, privacy }, me.cookie)).data.entityId;
  const board = await create('Shown to crawlers', 'public');
  const secret = await create('Kept to myself', 'secret');
  const pins: string[] = [];
  for (const id of await publicPinIds(saves)) {
    const saved = await call<{ id: string }>('RepinResource', 'create', { pin_id: String(id), board_id: board }, me.cookie);
    expect(saved.status).toBe(201);
    pins.push(saved.data.id);
  }
  // Each section made is a write of its own: a fresh purge window first, so none leaves a trailing purge behind.
  const section = async (name: string) => {
    await freshPurgeWindow();
    return (await call<{ entityId: string }>('BoardSectionResource', 'create', { board_id: board, name }, me.cookie)).data.entityId;
  };
  const sections = [await section('First part'), await section('Second part')];
  const secretPins: string[] = [];
  for (const id of await publicPinIds(2)) {
    const saved = await call<{ id: string }>('RepinResource', 'create', { pin_id: String(id), board_id: secret }, me.cookie);
    expect(saved.status).toBe(201);
    secretPins.push(saved.data.id);
  }
  shade++;
  const picture = await uploadPicture(
    me.cookie,
    makePng(30, 30, () => [shade * 5, 40, 90]),
  );
  const made = await call<{ entityId: string }>('PinResource', 'create', { image_url: picture.image_url, board_id: secret, title: 'Mine alone' }, me.cookie);
  expect(made.status, JSON.stringify(made.error)).toBeLessThan(300);
  const ownSecret = made.data.entityId;
  await freshPurgeWindow();
  const comment = async (pin: string, text: string) => {
    const made = await call<{ entityId: string }>('CommentsResource', 'create', { pin_id: pin, text }, me.cookie);
    expect(made.status, JSON.stringify(made.error)).toBe(201);
    return made.data.entityId;
  };
  const [shownComment, secretComment] = [await comment(pins[0], 'Mine'), await comment(ownSecret, 'Note to self')];
  // What is stored now, for the writes that send it back as it is.
  const profile = (await env.DB.prepare('SELECT full_name, about, image_signature FROM users WHERE username = ?').bind(me.username).first<{
    full_name: string;
    about: string;
    image_signature: string | null;
  }>())!;
  const saved = (await env.DB.prepare('SELECT title, description, link FROM pins WHERE id = ?').bind(Number(pins[0])).first<{
    title: string;
    description: string;
    link: string | null;
  }>())!;
  return { me, cookie: me.cookie, board, secret, pins, sections, comment: shownComment, secretPins, ownSecret, secretComment, profile, saved };
}

/** A public demo pin its pinner created on their own board (only a creator edits a pin's texts), a different one each call. */
let ownedOffset = 10;
async function ownedPublicPin() {
  const row = await env.DB.prepare(
    `SELECT p.id, p.pinner_id FROM pins p JOIN boards b ON b.id = p.board_id
      WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.pinner_id = b.owner_id AND p.origin_pin_id IS NULL AND p.is_promoted = 0
      ORDER BY p.id DESC LIMIT 1 OFFSET ?1`,
  )
    .bind(ownedOffset++)
    .first<{ id: number; pinner_id: number }>();
  return { id: String(row!.id), cookie: await sessionCookie(row!.pinner_id) };
}
type World = Awaited<ReturnType<typeof world>>;

/** The purges the worker asked for while `act` ran, each sorted; `act` starts a fresh window of the purge gate. */
async function purgesDuring(act: () => Promise<unknown>): Promise<string[][]> {
  await freshPurgeWindow();
  // Emptied first: the record keeps only the newest 100, so a count from its length would stop moving once full.
  unsentPurges.splice(0);
  await act();
  return unsentPurges.map((tags) => [...tags].sort());
}

const DOORS: Array<[door: string, act: (w: World) => [resource: string, verb: Parameters<typeof call>[1], options: Record<string, unknown>]]> = [
  ['a pin moved to a secret board', (w) => ['PinResource', 'update', { id: w.pins[0], board_id: w.secret }]],
  ['a save moved to a secret board', (w) => ['RepinResource', 'update', { id: w.pins[0], board_id: w.secret }]],
  ['a save removed', (w) => ['RepinResource', 'delete', { id: w.pins[0] }]],
  ['a pin deleted', (w) => ['PinResource', 'delete', { id: w.pins[0] }]],
  [
    'a bulk move to a secret board',
    (w) => ['BulkEditResource', 'update', { action: 'bulkMove', board_id: w.board, pin_ids: w.pins, target_board_id: w.secret }],
  ],
  ['a bulk delete', (w) => ['BulkEditResource', 'delete', { board_id: w.board, pin_ids: w.pins }]],
  ['a bulk new section', (w) => ['BulkEditResource', 'update', { action: 'bulkCreateSection', board_id: w.board, pin_ids: w.pins, section_name: 'Gathered' }]],
  ['a select-all move', (w) => ['BulkEditSelectAllResource', 'update', { action: 'bulkMove', board_id: w.board, target_board_id: w.secret }]],
  ['a select-all delete', (w) => ['BulkEditSelectAllResource', 'delete', { board_id: w.board }]],
  ['a section created', (w) => ['BoardSectionResource', 'create', { board_id: w.board, name: 'Third part' }]],
  ['a section renamed', (w) => ['BoardSectionResource', 'update', { section_id: w.sections[0], name: 'Renamed part' }]],
  ['a section merged', (w) => ['BoardSectionMergeResource', 'create', { section_id: w.sections[0], into_section_id: w.sections[1] }]],
  ['a section deleted', (w) => ['BoardSectionResource', 'delete', { section_id: w.sections[0] }]],
  ['a board’s description edited', (w) => ['BoardResource', 'update', { board_id: w.board, description: 'What this board is about now' }]],
  ['a board’s cover chosen', (w) => ['BoardResource', 'update', { board_id: w.board, cover_pin_id: w.pins[1] }]],
  ['a board renamed', (w) => ['BoardResource', 'update', { board_id: w.board, name: 'Shown under a new name' }]],
  ['a board made secret', (w) => ['BoardResource', 'update', { board_id: w.board, privacy: 'secret' }]],
  ['a board archived', (w) => ['BoardResource', 'update', { board_id: w.board, archived: true }]],
  ['a board deleted', (w) => ['BoardResource', 'delete', { board_id: w.board }]],
  ['a pin moved from a secret board to a public one', (w) => ['PinResource', 'update', { id: w.ownSecret, board_id: w.board }]],
  ['a save moved from a secret board to a public one', (w) => ['RepinResource', 'update', { id: w.secretPins[0], board_id: w.board }]],
  [
    'a bulk copy from a secret board to a public one',
    (w) => ['BulkEditResource', 'update', { action: 'bulkCopy', board_id: w.secret, pin_ids: w.secretPins, target_board_id: w.board }],
  ],
  [
    'a bulk move from a secret board to a public one',
    (w) => ['BulkEditResource', 'update', { action: 'bulkMove', board_id: w.secret, pin_ids: w.secretPins, target_board_id: w.board }],
  ],
  ['a board’s pins reordered', (w) => ['BoardPinOrderResource', 'update', { board_id: w.board, pin_id: w.pins[0], before_pin_id: w.pins[1] }]],
  ['a board’s top pin put last', (w) => ['BoardPinOrderResource', 'update', { board_id: w.board, pin_id: w.pins[1], before_pin_id: null }]],
  ['a save moved into a section of its board', (w) => ['RepinResource', 'update', { id: w.pins[0], board_id: w.board, section: w.sections[0] }]],
  ['a comment posted', (w) => ['CommentsResource', 'create', { pin_id: w.pins[0], text: 'Lovely' }]],
  ['comments turned off', (w) => ['PinCommentSettingsResource', 'update', { pin_id: w.pins[0], comments_disabled: true }]],
  ['a comment deleted', (w) => ['CommentsResource', 'delete', { id: w.comment }]],
  ['a business name given', () => ['BusinessAccountResource', 'create', { business_name: 'Shop & Co' }]],
  ['a profile’s name edited', () => ['UserProfileResource', 'update', { full_name: 'Someone Renamed' }]],
  ['a profile’s about edited', () => ['UserProfileResource', 'update', { about: 'Now about something else' }]],
  ['a username changed', (w) => ['UserProfileResource', 'update', { username: `${w.me.username.slice(0, 24)}_new` }]],
];

/** Writes a signed-out visitor cannot see the result of: they must not move the public-view generation nor purge. */
const QUIET_DOORS: typeof DOORS = [
  ['a secret board’s description edited', (w) => ['BoardResource', 'update', { board_id: w.secret, description: 'Only for me' }]],
  ['a secret board renamed', (w) => ['BoardResource', 'update', { board_id: w.secret, name: 'Still kept to myself' }]],
  ['a board update that sends no field', (w) => ['BoardResource', 'update', { board_id: w.board }]],
  ['a section made on a secret board', (w) => ['BoardSectionResource', 'create', { board_id: w.secret, name: 'Private part' }]],
  ['a pin on a secret board retitled', (w) => ['PinResource', 'update', { id: w.ownSecret, title: 'Still mine alone' }]],
  ['a pin on a secret board deleted', (w) => ['PinResource', 'delete', { id: w.ownSecret }]],
  ['a comment posted on a pin of a secret board', (w) => ['CommentsResource', 'create', { pin_id: w.ownSecret, text: 'Another note' }]],
  ['a comment deleted from a pin of a secret board', (w) => ['CommentsResource', 'delete', { id: w.secretComment }]],
  ['comments turned off on a pin of a secret board', (w) => ['PinCommentSettingsResource', 'update', { pin_id: w.ownSecret, comments_disabled: true }]],
  ['a save on a secret board removed', (w) => ['RepinResource', 'delete', { id: w.secretPins[0] }]],
  ['a bulk delete on a secret board', (w) => ['BulkEditResource', 'delete', { board_id: w.secret, pin_ids: w.secretPins }]],
  ['a select-all delete of a secret board', (w) => ['BulkEditSelectAllResource', 'delete', { board_id: w.secret }]],
  ['a secret board deleted', (w) => ['BoardResource', 'delete', { board_id: w.secret }]],
  ['a public board given the description it has', (w) => ['BoardResource', 'update', { board_id: w.board, description: '' }]],
  ['a public board given the name it has', (w) => ['BoardResource', 'update', { board_id: w.board, name: 'Shown to crawlers' }]],
  ['a pin update that sends no field', (w) => ['PinResource', 'update', { id: w.pins[0] }]],
  ['a pin given the board it is on', (w) => ['PinResource', 'update', { id: w.pins[0], board_id: w.board }]],
  ['a pin given the board and no section, as it is', (w) => ['PinResource', 'update', { id: w.pins[0], board_id: w.board, section: null }]],
  [
    'a pin given the texts and link it has',
    (w) => ['PinResource', 'update', { id: w.pins[0], title: w.saved.title, description: w.saved.description, link: w.saved.link ?? '' }],
  ],
  ['a save moved to the board it is on', (w) => ['RepinResource', 'update', { id: w.pins[0], board_id: w.board }]],
  [
    'a bulk move into the section the pins are in',
    (w) => ['BulkEditResource', 'update', { action: 'bulkMove', board_id: w.board, pin_ids: w.pins, target_board_id: w.board }],
  ],
  ['a section given the name it has', (w) => ['BoardSectionResource', 'update', { section_id: w.sections[0], name: 'First part' }]],
  ['comments turned on where they are on', (w) => ['PinCommentSettingsResource', 'update', { pin_id: w.pins[0], comments_disabled: false }]],
  ['a board’s last pin put last', (w) => ['BoardPinOrderResource', 'update', { board_id: w.board, pin_id: w.pins[0], before_pin_id: null }]],
  [
    'a pin put right before the pin it is right before',
    (w) => ['BoardPinOrderResource', 'update', { board_id: w.board, pin_id: w.pins[1], before_pin_id: w.pins[0] }],
  ],
  ['a profile given the about it has', (w) => ['UserProfileResource', 'update', { about: w.profile.about }]],
  ['a profile given the name it has', (w) => ['UserProfileResource', 'update', { full_name: w.profile.full_name }]],
  ['a profile given the username it has', (w) => ['UserProfileResource', 'update', { username: w.me.username }]],
  ['a profile given the avatar it has', (w) => ['UserProfileResource', 'update', { image_signature: w.profile.image_signature }]],
  ['a business name that is the member’s own name', (w) => ['BusinessAccountResource', 'create', { business_name: w.profile.full_name }]],
];
/** The KV key of the public-view generation (worker/seo/botPageGeneration.ts). */
const GENERATION_KEY = 'bot-pages:generation';

describe('security: deleted means deleted: every door that changes a public page purges public view', () => {
  it.each(DOORS)('security: deleted means deleted: %s purges public-view alone, in one purge', SLOW, async (_door, act) => {
    const w = await world('door');
    const [resource, verb, options] = act(w);
    const purges = await purgesDuring(async () => {
      const answer = await call(resource, verb, options, w.cookie);
      expect(answer.status, JSON.stringify(answer.error)).toBeLessThan(300);
    });
    expect(purges).toEqual([['public-view']]);
  });

  it.each(QUIET_DOORS)('security: deleted means deleted: %s changes no public page: the generation stays and nothing is purged', SLOW, async (_door, act) => {
    const w = await world('quiet');
    const [resource, verb, options] = act(w);
    const before = await env.BOT_PAGES.get(GENERATION_KEY);
    const purges = await purgesDuring(async () => {
      const answer = await call(resource, verb, options, w.cookie);
      expect(answer.status, JSON.stringify(answer.error)).toBeLessThan(300);
    });
    expect(purges).toEqual([]);
    expect(await env.BOT_PAGES.get(GENERATION_KEY)).toBe(before);
  });

  it.each(DOORS)('security: Rate limits: %s is limited per member, before it writes', (_door, act) => {
    const [resource, verb] = act({ me: { username: 'someone' }, pins: [], sections: [], secretPins: [] } as unknown as World);
    const contract = (API as unknown as Record<string, ResourceContract | undefined>)[resource]?.[verb];
    expect(contract, `${resource} ${verb}`).toBeDefined();
    expect(contract?.rateLimit, `${resource} ${verb} spends no bucket`).toMatch(/^(publicViewEdit|pinWrite|socialWrite)$/);
  });

  it.each([
    ['title', 'A title with no phone number'],
    ['description', 'Said better'],
    ['link', 'https://example.com/elsewhere'],
  ])('security: deleted means deleted: a pin’s %s edited purges public-view alone, in one purge', SLOW, async (field, value) => {
    const pin = await ownedPublicPin();
    const purges = await purgesDuring(async () => {
      const answer = await call('PinResource', 'update', { id: pin.id, [field]: value }, pin.cookie);
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    });
    expect(purges).toEqual([['public-view']]);
  });

  it(
    'security: deleted means deleted: a pin promoted again into the campaign it is in changes no public page: the generation stays and nothing is purged',
    SLOW,
    async () => {
      const pin = await ownedPublicPin();
      const owner = (await env.DB.prepare('SELECT pinner_id FROM pins WHERE id = ?').bind(Number(pin.id)).first<{ pinner_id: number }>())!.pinner_id;
      expect((await call('BusinessAccountResource', 'create', {}, pin.cookie)).status).toBe(200);
      const promote = (campaign_id?: string) =>
        call<{ campaignId: string }>(
          'QuickPromoteResource',
          'create',
          { pin_id: pin.id, business_id: String(owner), ...(campaign_id ? { campaign_id } : {}) },
          pin.cookie,
        );
      let campaign = '';
      const first = await purgesDuring(async () => {
        const answer = await promote();
        expect(answer.status, JSON.stringify(answer.error)).toBe(201);
        campaign = answer.data.campaignId;
      });
      expect(first).toEqual([['public-view']]);
      const stored = async () => env.DB.prepare('SELECT is_promoted, promoter_id, data FROM pins WHERE id = ?').bind(Number(pin.id)).first();
      const was = await stored();
      const before = await env.BOT_PAGES.get(GENERATION_KEY);
      const again = await purgesDuring(async () => {
        const answer = await promote(campaign);
        expect(answer.status, JSON.stringify(answer.error)).toBe(201);
        expect(answer.data.campaignId).toBe(campaign);
      });
      expect(await stored()).toEqual(was);
      expect(again).toEqual([]);
      expect(await env.BOT_PAGES.get(GENERATION_KEY)).toBe(before);
    },
  );

  it('security: deleted means deleted: a select-all delete of a board larger than the pins a write names sends one purge of one tag', SLOW, async () => {
    const w = await world('selectall', BOT_PURGE_BOARD_PINS + 4);
    const purges = await purgesDuring(async () => {
      const answer = await call<{ deleted: number }>('BulkEditSelectAllResource', 'delete', { board_id: w.board }, w.cookie);
      expect(answer.status).toBe(200);
      expect(answer.data.deleted).toBe(BOT_PURGE_BOARD_PINS + 4);
    });
    expect(purges).toEqual([['public-view']]);
  });
});
