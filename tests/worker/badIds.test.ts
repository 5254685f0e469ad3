// A bad id at every door (a page path, a resource option, a /v3/ path, a page form's field) is parsed once
// (shared/ids.ts parseId) and refused with the door's own clear answer, never a 500, and changes nothing.
import { describe, expect, it } from 'vitest';
import { FLASH_COOKIE } from '#shared/forms.ts';
import { call, count, signUp } from './accountHelpers.ts';
import { ORIGIN, request } from './helpers.ts';

/** Strings that name no id this site could have issued: zero, negative, exponent, past 2^53, letters, empty. */
const BAD_IDS = ['0', '-1', '1e3', '9007199254740993', 'abc', ''];

/** The flash's JSON text a form refusal sets (url-encoded base64), or ''. */
const flashText = (response: Response) => {
  const m = new RegExp(`${FLASH_COOKIE}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '');
  return m?.[1] ? atob(decodeURIComponent(m[1])) : '';
};

describe('bad ids at every door (closeup-and-visitors: Validation)', () => {
  it.each(BAD_IDS)('a page path naming id %j is a 404 page, not a 500', async (bad) => {
    const member = await signUp('badidpage');
    const segment = encodeURIComponent(bad);
    for (const path of [
      `/board/${segment}/edit/`,
      `/boardsection/${segment}/edit/`,
      `/conversation/${segment}/`,
      `/pin/${segment}/`,
      `/ideas/cats/${segment}/`,
    ]) {
      const r = await request(path, { headers: { cookie: member.cookie } });
      expect([path, r.status]).toEqual([path, 404]);
    }
  });

  it.each(BAD_IDS)('a resource option naming id %j is a 400 naming the option, not a 500', async (bad) => {
    const member = await signUp('badidoption');
    const read = await call('BoardResource', 'get', { board_id: bad }, member.cookie);
    expect(read.status).toBe(400);
    expect(read.error?.message).toContain('board_id must be a string of digits');
    const before = await count('SELECT COUNT(*) AS n FROM board_follows');
    const write = await call('BoardFollowResource', 'create', { board_id: bad }, member.cookie);
    expect(write.status).toBe(400);
    expect(write.error?.message).toContain('board_id must be a string of digits');
    expect(await count('SELECT COUNT(*) AS n FROM board_follows')).toBe(before);
  });

  it('an id sent as a JSON number, not the wire string, is refused the same way', async () => {
    const member = await signUp('badidnumber');
    const read = await call('BoardResource', 'get', { board_id: 1 }, member.cookie);
    expect(read.status).toBe(400);
    expect(read.error?.message).toContain('board_id must be a string of digits');
  });

  it.each(BAD_IDS.filter(Boolean))('a /v3/ path naming id %j is a 400, not a 500', async (bad) => {
    const member = await signUp('badidv3');
    const r = await request(`/v3/boards/${encodeURIComponent(bad)}/follow/`, { method: 'PUT', headers: { origin: ORIGIN, cookie: member.cookie } });
    expect(r.status).toBe(400);
  });

  it.each(BAD_IDS)('a page form whose field names id %j comes back with the refusal and changes nothing', async (bad) => {
    const member = await signUp('badidform');
    const before = await count('SELECT COUNT(*) AS n FROM board_follows');
    const r = await request('/resource/BoardFollowResource/create/', {
      method: 'POST',
      headers: { origin: ORIGIN, referer: `${ORIGIN}/`, cookie: member.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ board_id: bad }).toString(),
    });
    // A form's refusal is its page again with the message (worker/api/forms.ts): the 400's words, in the flash.
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/');
    expect(flashText(r)).toContain('board_id must be a string of digits');
    expect(await count('SELECT COUNT(*) AS n FROM board_follows')).toBe(before);
  });
});
