// Finding 9 (secret pins leak existence and topics): to anyone who may not see a pin (a signed-out
// visitor, another member, a pending invitee of its secret board), every endpoint that takes a
// pin id answers exactly as for a pin that does not exist, and changes nothing.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../accountHelpers.ts';
import { request, sessionCookie } from '../helpers.ts';
import { callFrom, snapshotD1 } from './helpers.ts';

const MISSING = '987654321';
let secret: { pinId: string; boardId: string; ownerId: number };
const viewers: Record<string, () => Promise<string | undefined>> = {};

beforeAll(async () => {
  const row = await env.DB.prepare(
    "SELECT p.id, b.id AS board_id, b.owner_id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'secret' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1",
  ).first<{ id: number; board_id: number; owner_id: number }>();
  secret = { pinId: String(row!.id), boardId: String(row!.board_id), ownerId: row!.owner_id };
  const other = await signUp('snoop');
  const invitee = await signUp('invitee');
  const owner = await sessionCookie(secret.ownerId);
  expect((await callFrom('BoardCollaboratorResource', 'create', { board_id: secret.boardId, user_id: invitee.id }, { cookie: owner })).status).toBe(201);
  viewers['a signed-out visitor'] = async () => undefined;
  viewers['another member'] = async () => other.cookie;
  viewers['a pending invitee of its secret board'] = async () => invitee.cookie;
});

/** Every call that names a pin, as [what, resource, verb, options(pinId)]. */
const CALLS: Array<[string, string, 'get' | 'create' | 'update' | 'delete', (pin: string) => Record<string, unknown>]> = [
  ['PinResource get', 'PinResource', 'get', (pin) => ({ id: pin })],
  ['RepinResource get (where it is saved)', 'RepinResource', 'get', (pin) => ({ pin_id: pin })],
  ['RepinResource create (save it)', 'RepinResource', 'create', (pin) => ({ pin_id: pin })],
  ['RepinResource update (move it)', 'RepinResource', 'update', (pin) => ({ id: pin })],
  ['RepinResource delete', 'RepinResource', 'delete', (pin) => ({ id: pin })],
  ['RelatedPinsResource get', 'RelatedPinsResource', 'get', (pin) => ({ pin_id: pin })],
  ['CommentsResource get', 'CommentsResource', 'get', (pin) => ({ pin_id: pin })],
  ['CommentsResource create', 'CommentsResource', 'create', (pin) => ({ pin_id: pin, text: 'what is this?' })],
  ['PinCommentSettingsResource update', 'PinCommentSettingsResource', 'update', (pin) => ({ pin_id: pin, comments_disabled: true })],
  ['PinAnalyticsResource get', 'PinAnalyticsResource', 'get', (pin) => ({ pin_id: pin })],
  ['ConversationsResource create (send it)', 'ConversationsResource', 'create', (pin) => ({ pin_id: pin, username: 'demo', text: 'look' })],
  ['PageResource get of its closeup', 'PageResource', 'get', (pin) => ({ path: `/pin/${pin}/` })],
];

describe('a pin the viewer may not see answers exactly like no pin (security: Visibility)', () => {
  it.each(['a signed-out visitor', 'another member', 'a pending invitee of its secret board'])('for %s, on every resource', async (who) => {
    const cookie = await viewers[who]();
    for (const [what, name, verb, options] of CALLS) {
      const before = await snapshotD1();
      const hidden = await callFrom(name, verb, options(secret.pinId), { cookie });
      const missing = await callFrom(name, verb, options(MISSING), { cookie });
      // A page's `loginHref` names the path asked for (the header's way back), whichever pin it is: not an answer about the pin.
      const asked = (data: unknown, pin: string) =>
        data && typeof data === 'object' && 'loginHref' in data
          ? { ...data, loginHref: String(data.loginHref).replace(encodeURIComponent(`/pin/${pin}/`), '(asked)') }
          : data;
      expect({ what, status: hidden.status, error: hidden.error, data: asked(hidden.data, secret.pinId) }).toEqual({
        what,
        status: missing.status,
        error: missing.error,
        data: asked(missing.data, MISSING),
      });
      expect(await snapshotD1()).toEqual(before);
    }
  });

  it.each(['hide', 'unhide'])('answers PUT /v3/p2p/{pin}/%s/ alike for a secret pin and a missing one', async (action) => {
    const cookie = await viewers['another member']();
    const put = (pin: string) => request(`/v3/p2p/${pin}/${action}/`, { method: 'PUT', headers: { cookie: cookie!, origin: 'https://pins.test' } });
    const before = await snapshotD1();
    const [hidden, missing] = [await put(secret.pinId), await put(MISSING)];
    expect([hidden.status, await hidden.text()]).toEqual([missing.status, await missing.text()]);
    expect(await snapshotD1()).toEqual(before);
  });

  it.each(['/pin/{id}/', '/pin/{id}/comments/'])('answers the page %s alike (404) for a secret pin and a missing one', async (path) => {
    const cookie = await viewers['a pending invitee of its secret board']();
    const [hidden, missing] = [
      await request(path.replace('{id}', secret.pinId), { headers: { cookie: cookie! } }),
      await request(path.replace('{id}', MISSING), { headers: { cookie: cookie! } }),
    ];
    expect(hidden.status).toBe(404);
    expect(missing.status).toBe(404);
  });

  it('still shows the owner the pin, where it is saved and its related pins', async () => {
    const owner = await sessionCookie(secret.ownerId);
    expect((await callFrom('PinResource', 'get', { id: secret.pinId }, { cookie: owner })).status).toBe(200);
    expect((await callFrom('RepinResource', 'get', { pin_id: secret.pinId }, { cookie: owner })).status).toBe(200);
  });
});
