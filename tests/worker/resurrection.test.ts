// docs/rules/experiences.md#experience-data-spec-001-3, docs/rules/experiences.md#constants-spec-001-9: a sign-in after 28 days or more away records the resurrection date; new and
// resurrected members are eligible for the image-only grid (docs/rules/pin-card.md#roles-spec-000-6), which shows them the home
// grid as images only in its enabled group (a promoted pin keeps its disclosure).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, sessionFrom, signUp } from './accountHelpers.ts';
import { documentState, headOf, request, sessionCookie } from './helpers.ts';

const DAY = 24 * 60 * 60 * 1000;

async function viewerOf(cookie: string, query = '') {
  const response = await request(`/${query}`, { headers: { cookie } });
  const html = await response.text();
  return { html, viewer: documentState(html).viewer };
}

async function passwordSignIn(username: string): Promise<string> {
  const r = await call('UserSessionResource', 'create', { username_or_email: username, password: 'correct horse battery vqzk' });
  expect(r.status).toBe(200);
  return sessionFrom(r.response)!;
}

describe('resurrection (experiences: Experience data, Constants)', () => {
  it('B13, C56: a sign-in 28 days or more after the last one records the resurrection date (experiences: Constants)', async () => {
    const { id, username } = await signUp('lapsed');
    // Joined long ago, last signed in 40 days ago (users.signed_in_at, which outlives the session rows).
    await env.DB.batch([
      env.DB.prepare('UPDATE users SET created_at = ? WHERE id = ?').bind(Date.now() - 400 * DAY, Number(id)),
      env.DB.prepare('UPDATE users SET signed_in_at = ? WHERE id = ?').bind(Date.now() - 40 * DAY, Number(id)),
    ]);
    const before = Date.now();
    const cookie = await passwordSignIn(username);
    const row = await env.DB.prepare('SELECT resurrection_dt FROM users WHERE id = ?').bind(Number(id)).first<{ resurrection_dt: number }>();
    expect(row!.resurrection_dt).toBeGreaterThanOrEqual(before);
    const { viewer } = await viewerOf(cookie);
    expect(Date.parse(viewer.resurrectionInfo!.resurrectionDate)).toBe(row!.resurrection_dt);
    expect(viewer.imageOnlyGridEligible).toBe(true);
  });

  it('B13: a sign-in within 28 days of the last one is no resurrection (experiences: Constants)', async () => {
    const { id, username } = await signUp('regular');
    await env.DB.batch([
      env.DB.prepare('UPDATE users SET created_at = ? WHERE id = ?').bind(Date.now() - 400 * DAY, Number(id)),
      env.DB.prepare('UPDATE users SET signed_in_at = ? WHERE id = ?').bind(Date.now() - 10 * DAY, Number(id)),
    ]);
    const { viewer } = await viewerOf(await passwordSignIn(username));
    expect(viewer.resurrectionInfo).toBeNull();
    expect(viewer.imageOnlyGridEligible).toBe(false);
  });

  it('C56: a member who joined within 28 days is new, so eligible; an old demo account is not (closeup-and-visitors: Constants)', async () => {
    const fresh = await signUp('fresh');
    expect((await viewerOf(fresh.cookie)).viewer.imageOnlyGridEligible).toBe(true);
    expect((await viewerOf(await sessionCookie(1))).viewer.imageOnlyGridEligible).toBe(false);
  });
});

describe('the image-only grid (pin-card: Roles)', () => {
  it('A49: an eligible member in the enabled group sees home as images only, the ads still disclosed (pin-card: Roles)', async () => {
    const fresh = await signUp('imageonly');
    const { html } = await viewerOf(fresh.cookie, '?exp=image_only_grid:enabled,footer_hiding_500417:control');
    expect(html).toContain('data-test-id="pin"');
    expect(html).not.toContain('class="pin-card__footer" style=');
    expect(html).toContain('data-pin-kind="ad"');
    expect(html).toContain('data-test-id="pin-disclosure"');
    const control = await viewerOf(fresh.cookie, '?exp=image_only_grid:control,footer_hiding_500417:control');
    expect(control.html).toContain('class="pin-card__footer" style=');
  });

  it('A49: a member who is not eligible keeps the footer in the enabled group (pin-card: Roles)', async () => {
    const { html } = await viewerOf(await sessionCookie(1), '?exp=image_only_grid:enabled,footer_hiding_500417:control');
    expect(html).toContain('class="pin-card__footer" style=');
  });
});

describe("the phone tab bar's height, the nav footer's (pin-card: Constants)", () => {
  it('A60: a new member’s page sets the bar 64 px high in its head, an established member’s 52, a visitor’s none (pin-card: Constants)', async () => {
    const fresh = await viewerOf((await signUp('newbar')).cookie);
    expect(fresh.viewer.newMember).toBe(true);
    expect(headOf(fresh.html)).toContain(':root{--tab-bar-height:64px}');
    expect(fresh.html).not.toContain('--tab-bar-height:52px');

    const established = await viewerOf(await sessionCookie(1));
    expect(established.viewer.newMember).toBe(false);
    expect(headOf(established.html)).toContain(':root{--tab-bar-height:52px}');
    expect(established.html).not.toContain('--tab-bar-height:64px');

    const visitor = await viewerOf('');
    expect(visitor.viewer.newMember).toBeUndefined();
    expect(visitor.html).not.toContain('--tab-bar-height');
  });
});
