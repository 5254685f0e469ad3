// Finding 1 (open redirect): every place that sends a person on within the site decides the
// target with the one rule, shared/urls.ts safeNextPath — a WHATWG parse against our origin,
// same origin after parsing, control characters and backslashes refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardInviteNext } from '#shared/closeup/pinRedirect.ts';
import { safeNextPath } from '#shared/urls.ts';
import { documentState, firstId, ORIGIN, request } from '../helpers.ts';
import { freshIp, snapshotD1 } from './helpers.ts';

/** Raw query values of `next` (as an attacker types them into a link) that must never leave the site. */
const ATTACKS = [
  '/%09/evil.example/',
  '/%0a/evil.example/',
  '/%0d/evil.example/',
  '%09//evil.example/',
  '/%0D%0A/evil.example/',
  '//evil.example/',
  '%2F%2Fevil.example%2F',
  '/%5Cevil.example/',
  '%5C%5Cevil.example/',
  '/.//evil.example/',
  '/./%2F/evil.example',
  'https://evil.example/',
  'https:evil.example',
  'javascript:alert(1)',
  '%20//evil.example/',
  '/%00/evil.example/',
];

/** Control characters and backslashes: never part of a target we follow. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: spotting control characters is the point
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

/** Whether a target stays on the site it is followed from, as a browser resolves it. */
function staysOnSite(target: string): boolean {
  return new URL(target, ORIGIN).origin === ORIGIN && target.startsWith('/') && !target.startsWith('//') && !UNSAFE_CHARACTERS.test(target);
}

describe('sign-in and sign-up keep only a same-origin next (security: Redirects)', () => {
  it.each(ATTACKS.flatMap((next) => ['/login/', '/signup/'].map((page) => [page, next] as const)))('%s?next=%s goes home instead', async (page, next) => {
    const before = await snapshotD1();
    const response = await request(`${page}?next=${next}`, { headers: { 'cf-connecting-ip': freshIp() } });
    expect(response.status).toBe(200);
    const state = documentState(await response.text());
    expect(state.page.data).toMatchObject({ next: '/' });
    expect(await snapshotD1()).toEqual(before);
  });

  // A query keeps only what its page reads, and no fragment (shared/redirects.ts; security/redirectQueries).
  it.each([
    ['/pin/1/', '/pin/1/'],
    ['/demo/kitchen/?x=1#top', '/demo/kitchen/'],
    ['/%2F%2Fstill-a-path/', '/%2F%2Fstill-a-path/'],
  ])('keeps the same-origin path %s', async (given, next) => {
    const state = documentState(await (await request(`/login/?next=${encodeURIComponent(given)}`)).text());
    expect(state.page.data).toMatchObject({ next });
  });
});

describe('the invite landing (board_url) redirects only within the site (security: Redirects)', () => {
  it.each(ATTACKS)('board_url=%s is not followed off the site', async (boardUrl) => {
    const id = await firstId("SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL LIMIT 1");
    const before = await snapshotD1();
    const response = await request(`/pin/${id}/?board_url=${boardUrl}`, { headers: { 'cf-connecting-ip': freshIp() } });
    const location = response.headers.get('location');
    if (location !== null) expect(staysOnSite(location)).toBe(true);
    expect(await snapshotD1()).toEqual(before);
  });

  it('still lands a same-site board_url with the invite flags', () => {
    expect(boardInviteNext('/demo/kitchen/')).toBe('/demo/kitchen/?accept_invite=true&seamless=true');
  });
});

describe('safeNextPath, the one rule, for any input (security: Redirects)', () => {
  const tricky = fc.constantFrom('/', '\\', '.', '%', '\t', '\n', '\r', '\u0000', ' ', ':', '@', '?', '#', 'e', 'v', 'l', '2F', '5C', '09', 'https:', '//');
  const candidate = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.array(tricky, { maxLength: 12 }).map((parts) => parts.join('')),
  );

  it('answers null or a path that a browser resolves on our own origin', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const path = safeNextPath(value);
        return path === null || staysOnSite(path);
      }),
      { numRuns: 3000 },
    );
  });

  it('answers the same path again when given its own answer (a redirect chain cannot drift off the site)', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const path = safeNextPath(value);
        return path === null || safeNextPath(path) === path;
      }),
      { numRuns: 2000 },
    );
  });

  it.each(ATTACKS.map((a) => decodeURIComponent(a)))('refuses the decoded attack %j', (value) => {
    const path = safeNextPath(value);
    expect(path === null || staysOnSite(path)).toBe(true);
    if (UNSAFE_CHARACTERS.test(value) || /^[a-z]+:/i.test(value) || value.startsWith('//')) expect(path).toBeNull();
  });
});
