// Members' page forms (worker/api/forms.ts): comment, follow a person or a board, profile and
// account settings, save to a chosen board, and a new password from a reset link, each posted as
// a plain HTML form to its resource: the same handler, a 303 back, bad input changing nothing.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FLASH_COOKIE } from '#shared/forms.ts';
import { call, count, signUp } from './accountHelpers.ts';
import { documentState, firstId, ORIGIN, request } from './helpers.ts';
import { openMailbox } from './mailbox.ts';

/** A form post from `page` as the holder of `cookie`. */
function post(path: string, fields: Record<string, string>, cookie: string, page = '/') {
  return request(path, {
    method: 'POST',
    headers: { origin: ORIGIN, referer: `${ORIGIN}${page}`, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The flash's JSON text (the cookie value is url-encoded base64), or ''. */
const flashText = (response: Response) => {
  const m = new RegExp(`${FLASH_COOKIE}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '');
  return m?.[1] ? atob(decodeURIComponent(m[1])) : '';
};

const visiblePin = () =>
  firstId("SELECT id FROM pins WHERE kind = 'image' AND deleted_at IS NULL AND origin_pin_id IS NULL AND is_promoted = 0 ORDER BY id LIMIT 1");

describe('members page forms without JavaScript (closeup-and-visitors: Calls)', () => {
  it('a comment form adds the comment and comes back to the closeup; an empty one is refused and adds nothing (closeup-and-visitors: States and actions)', async () => {
    const member = await signUp('formcomment');
    const pinId = await visiblePin();
    const page = `/pin/${pinId}/`;
    const r = await post('/resource/CommentsResource/create/', { pin_id: String(pinId), text: 'A comment without script' }, member.cookie, page);
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe(page);
    expect(await count('SELECT COUNT(*) AS n FROM comments WHERE user_id = ? AND pin_id = ?', Number(member.id), pinId)).toBe(1);

    const empty = await post('/resource/CommentsResource/create/', { pin_id: String(pinId), text: '   ' }, member.cookie, page);
    expect(empty.status).toBe(303);
    expect(empty.headers.get('location')).toBe(page);
    expect(JSON.parse(flashText(empty)).error).toBeTruthy();
    expect(await count('SELECT COUNT(*) AS n FROM comments WHERE user_id = ? AND pin_id = ?', Number(member.id), pinId)).toBe(1);
  });

  it('follow and unfollow a person as form posts (delete posts too), back to the profile (closeup-and-visitors: States and actions)', async () => {
    const member = await signUp('formfollow');
    const other = await signUp('formfollowed');
    const page = `/${other.username}/`;
    const followed = () => count('SELECT COUNT(*) AS n FROM user_follows WHERE follower_id = ? AND followee_id = ?', Number(member.id), Number(other.id));
    const r = await post('/resource/UserFollowResource/create/', { user_id: other.id }, member.cookie, page);
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe(page);
    expect(await followed()).toBe(1);
    const html = await (await request(page, { headers: { cookie: member.cookie } })).text();
    expect(html).toContain(`action="/resource/UserFollowResource/delete/"`);
    const off = await post('/resource/UserFollowResource/delete/', { user_id: other.id }, member.cookie, page);
    expect(off.status).toBe(303);
    expect(await followed()).toBe(0);
  });

  it('follow a board as a form post; a visitor is sent back with the sign-in prompt and nothing changes (pin-card: Calls)', async () => {
    const owner = await signUp('formboardowner');
    const board = await call<{ entityId: string; url: string }>('BoardResource', 'create', { name: 'Followed by form' }, owner.cookie);
    const member = await signUp('formboardfan');
    const follows = () => count('SELECT COUNT(*) AS n FROM board_follows WHERE board_id = ?', Number(board.data.entityId));
    const r = await post('/resource/BoardFollowResource/create/', { board_id: board.data.entityId }, member.cookie, board.data.url);
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe(board.data.url);
    expect(await follows()).toBe(1);

    const visitor = await post('/resource/BoardFollowResource/create/', { board_id: board.data.entityId }, '', board.data.url);
    expect(visitor.status).toBe(303);
    expect(JSON.parse(flashText(visitor)).error).toBe('Log in to follow.');
    expect(await follows()).toBe(1);
  });

  it('/settings: the profile settings form saves text fields and save_behavior posted as text (closeup-and-visitors: Routes and screens)', async () => {
    const member = await signUp('formprofile');
    const r = await post(
      '/resource/UserProfileResource/update/',
      { full_name: 'Form Name', username: member.username, about: 'Typed without script', save_behavior: '0' },
      member.cookie,
      '/settings/',
    );
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/settings/');
    expect(JSON.parse(flashText(r))).toEqual({ form: 'UserProfileResource/update', done: true });
    const row = await env.DB.prepare('SELECT full_name, about, save_behavior FROM users WHERE id = ?').bind(Number(member.id)).first();
    expect(row).toEqual({ full_name: 'Form Name', about: 'Typed without script', save_behavior: 0 });

    const bad = await post('/resource/UserProfileResource/update/', { full_name: 'Other', save_behavior: '2' }, member.cookie, '/settings/');
    expect(bad.status).toBe(303);
    expect(JSON.parse(flashText(bad)).values).toEqual({ full_name: 'Other', save_behavior: '2' });
    expect((await env.DB.prepare('SELECT full_name FROM users WHERE id = ?').bind(Number(member.id)).first())?.full_name).toBe('Form Name');
  });

  it('/settings/account: the account form with the new password left empty keeps the password and never echoes one (closeup-and-visitors: Routes and screens)', async () => {
    const member = await signUp('formaccount');
    const email = `${member.username}.new@example.com`;
    const r = await post(
      '/resource/UserAccountResource/update/',
      { email, new_password: '', current_password: 'correct horse battery vqzk' },
      member.cookie,
      '/settings/account/',
    );
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/settings/account/');
    expect(flashText(r)).not.toContain('correct horse');
    expect(await count('SELECT COUNT(*) AS n FROM users WHERE id = ? AND email = ?', Number(member.id), email)).toBe(1);
    const login = await call('UserSessionResource', 'create', { username_or_email: email, password: 'correct horse battery vqzk' });
    expect(login.status).toBe(200);

    const wrong = await post(
      '/resource/UserAccountResource/update/',
      { email: 'x@example.com', current_password: 'not it at all' },
      member.cookie,
      '/settings/account/',
    );
    expect(flashText(wrong)).not.toContain('not it at all');
    expect(JSON.parse(flashText(wrong)).error).toBeTruthy();
    expect(await count('SELECT COUNT(*) AS n FROM users WHERE id = ? AND email = ?', Number(member.id), email)).toBe(1);
  });

  it("the save page lists a member's boards as a form, and a chosen board's button saves the pin there and returns to the closeup (closeup-and-visitors: States and actions)", async () => {
    const member = await signUp('formsaver');
    const board = await call<{ entityId: string }>('BoardResource', 'create', { name: 'Chosen by form' }, member.cookie);
    const pinId = await visiblePin();
    const closeup = `/pin/${pinId}/`;

    const page = await request(`${closeup}repin/?origin=${encodeURIComponent(closeup)}`, { headers: { cookie: member.cookie } });
    const state = documentState(await page.text());
    expect(state.page.data).toMatchObject({ kind: 'oneTapSave', boards: [{ entityId: board.data.entityId, name: 'Chosen by form' }] });
    const visitorState = documentState(await (await request(`${closeup}repin/`)).text());
    expect(visitorState.page.data).toMatchObject({ kind: 'oneTapSave', boards: [] });

    const r = await post(
      '/resource/RepinResource/create/',
      { pin_id: String(pinId), board_id: board.data.entityId, next: closeup },
      member.cookie,
      `${closeup}repin/`,
    );
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe(closeup);
    expect(
      await count('SELECT COUNT(*) AS n FROM pins WHERE pinner_id = ? AND board_id = ? AND deleted_at IS NULL', Number(member.id), Number(board.data.entityId)),
    ).toBe(1);
  });

  it("Page forms: a Save form with no board from a member who shows their boards lands on the pin's board choice page and saves nothing; from that page, or under Save to Profile, it saves to Profile (closeup-and-visitors: States and actions)", async () => {
    const member = await signUp('formsavechoice');
    const pinId = await visiblePin();
    const closeup = `/pin/${pinId}/`;
    const saves = () => count('SELECT COUNT(*) AS n FROM pins WHERE pinner_id = ? AND origin_pin_id = ? AND deleted_at IS NULL', Number(member.id), pinId);

    // A new member shows their boards (save_behavior 1): the choice page, back to the closeup once a board is picked.
    const r = await post('/resource/RepinResource/create/', { pin_id: String(pinId) }, member.cookie, closeup);
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe(`${closeup}repin/?origin=${encodeURIComponent(closeup)}`);
    expect(await saves()).toBe(0);
    // A bad pin id is still refused as before, with nothing saved.
    const bad = await post('/resource/RepinResource/create/', { pin_id: 'x1' }, member.cookie, closeup);
    expect(bad.status).toBe(303);
    expect(JSON.parse(flashText(bad)).error).toBeTruthy();

    // The choice page's own Save (to Profile) saves.
    const there = await post(
      '/resource/RepinResource/create/',
      { pin_id: String(pinId) },
      member.cookie,
      `${closeup}repin/?origin=${encodeURIComponent(closeup)}`,
    );
    expect(there.status).toBe(303);
    expect(await saves()).toBe(1);

    // Under "Save to Profile" the closeup's form saves at once.
    const other = await firstId(
      "SELECT id FROM pins WHERE kind = 'image' AND deleted_at IS NULL AND origin_pin_id IS NULL AND is_promoted = 0 AND id <> ? ORDER BY id LIMIT 1",
      pinId,
    );
    await env.DB.prepare('UPDATE users SET save_behavior = 0 WHERE id = ?').bind(Number(member.id)).run();
    const straight = await post('/resource/RepinResource/create/', { pin_id: String(other) }, member.cookie, `/pin/${other}/`);
    expect(straight.status).toBe(303);
    expect(straight.headers.get('location')).toBe(`/pin/${other}/`);
    expect(await count('SELECT COUNT(*) AS n FROM pins WHERE pinner_id = ? AND origin_pin_id = ?', Number(member.id), other)).toBe(1);
  });

  it('without JavaScript the save page makes a new board and comes back to it listed, ready to save to; a nameless board is refused (pin-card: Card states and the save flow)', async () => {
    const member = await signUp('formnewboard');
    const pinId = await visiblePin();
    const closeup = `/pin/${pinId}/`;
    const savePage = `${closeup}repin/?origin=${encodeURIComponent(closeup)}`;
    const html = await (await request(savePage, { headers: { cookie: member.cookie } })).text();
    expect(html).toContain('data-test-id="save-new-board"');
    expect(html).toContain(`name="next" value="${savePage.replaceAll('&', '&amp;')}"`);

    const made = await post('/resource/BoardResource/create/', { name: 'Made without script', next: savePage }, member.cookie, savePage);
    expect(made.status).toBe(303);
    expect(made.headers.get('location')).toBe(savePage);
    const state = documentState(await (await request(savePage, { headers: { cookie: member.cookie } })).text());
    expect(state.page.data).toMatchObject({ kind: 'oneTapSave', boards: [{ name: 'Made without script' }] });

    const nameless = await post('/resource/BoardResource/create/', { name: '', next: savePage }, member.cookie, savePage);
    expect(nameless.status).toBe(303);
    expect(nameless.headers.get('location')).toBe(savePage);
    expect(JSON.parse(flashText(nameless)).error).toBeTruthy();
    expect(await count("SELECT COUNT(*) AS n FROM boards WHERE owner_id = ? AND layout = 'default'", Number(member.id))).toBe(1);
  });

  it('a new password from a reset link posts as a form and goes home, the password in no Location (closeup-and-visitors: Routes and screens)', async () => {
    const member = await signUp('formreset');
    const mailbox = openMailbox();
    await call('PasswordResetResource', 'create', { email: `${member.username}@example.com` });
    const token = mailbox.resetToken(`${member.username}@example.com`);
    mailbox.restore();
    // The link's token is in its fragment, which no Referer carries: the form's page is the bare reset page.
    const page = '/password/reset/';
    const weak = await post('/resource/PasswordResetResource/update/', { token, password: 'short', next: '/' }, '', page);
    expect(weak.status).toBe(303);
    expect(weak.headers.get('location')).toBe(page);
    expect(flashText(weak)).not.toContain(token);
    const r = await post('/resource/PasswordResetResource/update/', { token, password: 'a form-made password vqzk', next: '/' }, '', page);
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/');
    expect(r.headers.get('location')).not.toContain('form-made');
    const login = await call('UserSessionResource', 'create', { username_or_email: member.username, password: 'a form-made password vqzk' });
    expect(login.status).toBe(200);
  });
});
