// Redirects (docs/security.md#secrets-in-forms-and-urls): every redirect built from a url a person supplied (a refused
// form back to its Referer, a successful form to `next`, the login page's `next`, a board invite's
// board_url) keeps only the query parameters its page reads, drops the fragment and stays on this
// site, so no secret a url carried comes back in `Location`, whatever its name or spelling. A refused
// form's flash cookie stays small whatever was posted.
import { describe, expect, it } from 'vitest';
import { SIGN_UP_PASSWORD, signUp } from '../accountHelpers.ts';
import { ORIGIN, request } from '../helpers.ts';
import { freshIp, snapshotD1 } from './helpers.ts';

/** Names a secret travels under that no list named before: each must leave every redirect. */
const HELD_OUT = [
  'pw',
  'Pw',
  'passcode',
  'new_pw',
  'jwt',
  'api_key',
  'access_key',
  'session',
  'credential',
  'auth',
  'sig',
  'inviteCode',
  'email_address',
  'mail',
  'passwd',
  'secret',
  'otp',
  'refresh_token',
  'X-Amz-Signature',
  'PASSWORD',
  '%70w',
  'a[pw]',
  'a%5Bpw%5D',
  'user[password]',
];

/** `?name=SECRETn&...` for every held-out name, each with a value to look for in the answer. */
const heldOutQuery = HELD_OUT.map((name, i) => `${name}=SECRET${i}x`).join('&');
const secretsIn = (text: string) => HELD_OUT.map((_, i) => `SECRET${i}x`).filter((value) => text.includes(value));

/** Posts a page form to a resource as a browser without JavaScript does. */
function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request(path, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshIp(), ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const signIn = (fields: Record<string, string>, referer: string) =>
  postForm('/resource/UserSessionResource/create/', fields, { referer: `${ORIGIN}${referer}` });

describe('redirects: a refused form goes back to its page with only what the page reads (security: Redirects)', () => {
  it('every held-out secret name in the Referer is gone from Location, next is kept', async () => {
    const before = await snapshotD1();
    const r = await signIn({ username_or_email: 'nobody-here@example.com', password: 'a wrong password here' }, `/login/?next=%2Fpin%2F1%2F&${heldOutQuery}`);
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/login/?next=%2Fpin%2F1%2F');
    expect(await snapshotD1()).toEqual(before);
  });

  it.each(HELD_OUT)('the Referer name %s alone never comes back', async (name) => {
    const r = await signIn({ username_or_email: 'nobody-here@example.com', password: 'a wrong password here' }, `/login/?${name}=SEKRIT`);
    expect(r.headers.get('location')).toBe('/login/');
  });

  it.each([
    ['/login/;password=SECRETpath', '/login/'],
    ['/login/%3Fpassword=SECRETpath', '/login/'],
    ['/login/%253Fpassword%253DSECRETpath/', '/login/'],
    ['/settings/%3Fpassword=SECRETpath', '/settings/'],
    ['/settings/profile;jsessionid=SECRETpath/', '/settings/'],
    ['/login;pw=SECRETpath/', '/'],
    ['/login/?next=%2Fsettings%2F%253Fpw%3DSECRETpath', `/login/?next=${encodeURIComponent('/settings/')}`],
  ])('a secret carried in the Referer’s path (%s) never comes back: Location is %s', async (referer, location) => {
    const r = await signIn({ username_or_email: 'nobody-here@example.com', password: 'a wrong password here' }, referer);
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe(location);
  });

  it("a secret nested in the Referer's next, and a fragment, are gone too", async () => {
    const inner = encodeURIComponent('/settings/?jwt=SECRETjwt&pw=SECRETpw');
    const r = await signIn({ username_or_email: 'nobody-here@example.com', password: 'a wrong password here' }, `/login/?next=${inner}#token=SECRETfrag`);
    expect(r.headers.get('location')).toBe(`/login/?next=${encodeURIComponent('/settings/')}`);
  });

  it("a search page's q and rs and the exp override survive; a Referer of another site goes home", async () => {
    const fields = { username_or_email: 'nobody-here@example.com', password: 'a wrong password here' };
    const back = await signIn(fields, '/search/pins/?q=blue+vase&rs=typed&exp=a%3Ab&api_key=SECRETkey');
    expect(back.headers.get('location')).toBe('/search/pins/?q=blue+vase&rs=typed&exp=a%3Ab');
    const away = await postForm('/resource/UserSessionResource/create/', fields, { referer: 'https://evil.example/login/?q=x' });
    expect(away.headers.get('location')).toBe('/');
  });
});

describe('redirects: a successful form goes to next with only what that page reads (security: Redirects)', () => {
  it('a correct sign-in with a next full of secrets lands on the bare page', async () => {
    const member = await signUp('nextsecrets');
    const next = `/settings/?password=P1&token=T1&current_password=C1&invite=I1&email=e%40x.org&${heldOutQuery}#access_token=F1`;
    const r = await signIn({ username_or_email: member.username, password: SIGN_UP_PASSWORD, next }, '/login/');
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/settings/');
  });

  it("a page's own parameters survive the sign-in; nested paths are reduced by the same rule", async () => {
    const member = await signUp('nextkept');
    const search = await signIn(
      { username_or_email: member.username, password: SIGN_UP_PASSWORD, next: '/search/pins/?q=vase&rs=typed&pw=SECRETpw' },
      '/login/',
    );
    expect(search.headers.get('location')).toBe('/search/pins/?q=vase&rs=typed');
    const origin = encodeURIComponent('/search/pins/?q=vase&jwt=SECRETjwt');
    const save = await signIn(
      { username_or_email: member.username, password: SIGN_UP_PASSWORD, next: `/pin/1/repin/?origin=${origin}&sig=SECRETsig` },
      '/login/',
    );
    expect(save.headers.get('location')).toBe(`/pin/1/repin/?origin=${encodeURIComponent('/search/pins/?q=vase')}`);
  });

  it('a next off this site is not followed', async () => {
    const member = await signUp('nextaway');
    for (const next of ['//evil.example/', 'https://evil.example/', '/\\evil.example/']) {
      const r = await signIn({ username_or_email: member.username, password: SIGN_UP_PASSWORD, next }, '/login/');
      expect(r.headers.get('location')).toBe('/login/');
    }
  });
});

describe('redirects: the login page and the board invite landing (security: Redirects)', () => {
  it("the login page's next (asked for, or a members' page visited signed out) carries no secret", async () => {
    const asked = await (await request(`/login/?next=${encodeURIComponent(`/settings/?${heldOutQuery}`)}`)).text();
    expect(secretsIn(asked)).toEqual([]);
    const members = await request(`/settings/?${heldOutQuery}`, { headers: { 'cf-connecting-ip': freshIp() } });
    expect(secretsIn(await members.text())).toEqual([]);
  });

  it("a pin's board_url goes to the board with the invite landing's parameters and nothing else", async () => {
    const r = await request(`/pin/1/?board_url=${encodeURIComponent('/someone/kitchen/?jwt=SECRETjwt&invite_code=0123456789abcdef01234567')}`);
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/someone/kitchen/?invite_code=0123456789abcdef01234567&accept_invite=true&seamless=true');
  });
});

describe("redirects: a refused form's flash cookie stays small (security: Redirects)", () => {
  it('a 60,000-character field name, many fields and long values keep Set-Cookie under 4 KiB', async () => {
    const fields: Record<string, string> = { ['n'.repeat(60_000)]: 'x', username_or_email: 'u'.repeat(1000), password: 'a wrong password' };
    for (let i = 0; i < 20; i++) fields[`field${i}`] = 'v'.repeat(50);
    const r = await signIn(fields, '/login/');
    expect(r.status).toBe(303);
    const cookie = r.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('pb_flash=');
    expect(cookie.length).toBeLessThan(4096);
    const flash = JSON.parse(atob(decodeURIComponent(/pb_flash=([^;]*)/.exec(cookie)![1]))) as { values: Record<string, string> };
    // Only the resource's own options are kept, never the password.
    expect(Object.keys(flash.values)).toEqual(['username_or_email']);
  });
});
