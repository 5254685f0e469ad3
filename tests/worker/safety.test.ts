// The account and safety pages of docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 and visual search: each a real page with real writes.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { lookAlikeDistance } from '#shared/visualSearch/lookAlike.ts';
import { unsubscribeLink } from '#worker/safety/unsubscribeLink.ts';
import { call, count, signUp } from './accountHelpers.ts';
import { documentState, request, sessionCookie } from './helpers.ts';
import { openMailbox } from './mailbox.ts';

async function page(path: string, cookie?: string) {
  const response = await request(path, { headers: cookie ? { cookie } : {} });
  return { status: response.status, data: documentState(await response.text()).page.data as Record<string, unknown> & { kind: string } };
}

describe('/secure/panic (closeup-and-visitors: Routes and screens)', () => {
  it('C15: with the current password, signs the member out of every device and mails a working password reset link', async () => {
    const member = await signUp('panic');
    const other = await sessionCookie(Number(member.id));
    expect((await page('/secure/panic/', member.cookie)).data).toMatchObject({ kind: 'securePanic', username: member.username });
    const mailbox = openMailbox();
    const r = await call<{ signedOut: number; emailed: boolean }>(
      'SecurityPanicResource',
      'create',
      { current_password: 'correct horse battery vqzk' },
      member.cookie,
    );
    const token = mailbox.resetToken(`${member.username}@example.com`);
    mailbox.restore();
    expect(r.status).toBe(201);
    expect(r.data).toEqual({ signedOut: 2, emailed: true });
    expect(await count('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ? AND revoked_at IS NULL', Number(member.id))).toBe(0);
    expect((await page('/settings/', other)).data.kind).toBe('login');
    expect((await call('PasswordResetResource', 'update', { token, password: 'a brand new passphrase vqzk' })).status).toBe(200);
  });

  it('asks a visitor to log in first', async () => {
    expect((await page('/secure/panic/')).data).toMatchObject({ kind: 'login', next: '/secure/panic/' });
    expect((await call('SecurityPanicResource', 'create', { current_password: 'x' })).status).toBe(401);
  });
});

describe('/email/subscription (closeup-and-visitors: Routes and screens)', () => {
  it('C16: leaves and rejoins one list by signed link, without signing in', async () => {
    const member = await signUp('mail');
    const link = await unsubscribeLink(env.SESSION_SECRET, member.id, 'email_news');
    expect((await page(link)).data).toMatchObject({ kind: 'emailSubscription', list: 'email_news', subscribed: true });
    const q = new URL(link, 'https://x').searchParams;
    const options = { user_id: q.get('user_id'), list: 'email_news', token: q.get('token') };
    expect((await call('EmailSubscriptionResource', 'delete', options)).status).toBe(200);
    const settings = await env.DB.prepare('SELECT settings FROM users WHERE id = ?').bind(Number(member.id)).first<{ settings: string }>();
    expect(JSON.parse(settings!.settings).notifications.email_news).toBe(false);
    expect((await page(link)).data).toMatchObject({ subscribed: false });
    expect((await call('EmailSubscriptionResource', 'update', options)).status).toBe(200);
    expect((await page(link)).data).toMatchObject({ subscribed: true });
  });

  it('C16: refuses a forged, foreign or missing link with a 400 that says what to do', async () => {
    const member = await signUp('mail');
    const link = await unsubscribeLink(env.SESSION_SECRET, member.id, 'email_news');
    const q = new URL(link, 'https://x').searchParams;
    expect((await page(link.replace('email_news', 'email_activity'))).status).toBe(400);
    expect((await page('/email/subscription/')).data).toMatchObject({ kind: 'badRequest' });
    const other = await signUp('mail');
    const r = await call('EmailSubscriptionResource', 'delete', { user_id: other.id, list: 'email_news', token: q.get('token') });
    expect(r.status).toBe(400);
    expect(r.error?.message).toContain('not valid');
  });
});

describe('/email/user_survey and /email_verification_error', () => {
  it('C16: stores a survey answer; refuses a sixth star', async () => {
    const member = await signUp('survey');
    expect((await page('/email/user_survey/', member.cookie)).data).toMatchObject({ kind: 'userSurvey', answered: 0 });
    expect((await call('UserSurveyResource', 'create', { satisfaction: 4, comment: 'Lovely' }, member.cookie)).status).toBe(201);
    expect((await call('UserSurveyResource', 'create', { satisfaction: 6 }, member.cookie)).status).toBe(400);
    expect((await page('/email/user_survey/', member.cookie)).data).toMatchObject({ answered: 1 });
  });

  it('C16: explains a failed email verification with the way forward', async () => {
    const { status, data } = await page('/email_verification_error/');
    expect(status).toBe(200);
    expect(data).toMatchObject({ kind: 'notice', actions: [{ href: '/settings/account/' }, { href: '/' }] });
  });
});

describe('appeals (closeup-and-visitors: Routes and screens: /appealed-pin/, /age-appeal, /reports-and-violations/)', () => {
  it('C11: a member appeals the removal of their own Pin once, and sees it on every appeals page', async () => {
    const removed = await env.DB.prepare('SELECT id, pinner_id FROM pins WHERE deleted_at IS NOT NULL LIMIT 1').first<{ id: number; pinner_id: number }>();
    expect(removed).not.toBeNull();
    const cookie = await sessionCookie(removed!.pinner_id);
    const form = await page('/appealed-pin/', cookie);
    expect(form.data).toMatchObject({ kind: 'appeals', mode: 'pin' });
    expect((form.data.removedPins as Array<{ id: string }>).map((p) => p.id)).toContain(String(removed!.id));
    const appeal = { kind: 'pin', pin_id: String(removed!.id), reason: 'This is my own photo of my kitchen.' };
    expect((await call('AppealResource', 'create', appeal, cookie)).status).toBe(201);
    expect((await call('AppealResource', 'create', appeal, cookie)).status).toBe(409);
    const reports = await page('/reports-and-violations/', cookie);
    expect(reports.data.appeals).toEqual([expect.objectContaining({ kind: 'pin', pinId: String(removed!.id), status: 'open' })]);
  });

  it('C11: refuses appeals of pins that are not yours or not removed, short reasons and future birth dates', async () => {
    const member = await signUp('appeal');
    const live = await env.DB.prepare('SELECT id FROM pins WHERE deleted_at IS NULL LIMIT 1').first<{ id: number }>();
    expect(
      (await call('AppealResource', 'create', { kind: 'pin', pin_id: String(live!.id), reason: 'Please look again at this.' }, member.cookie)).status,
    ).toBe(400);
    expect((await call('AppealResource', 'create', { kind: 'age', birth_date: '2001-02-03', reason: 'short' }, member.cookie)).status).toBe(400);
    expect((await call('AppealResource', 'create', { kind: 'age', birth_date: '2999-01-01', reason: 'I was born long ago.' }, member.cookie)).status).toBe(400);
    expect(
      (await call('AppealResource', 'create', { kind: 'age', birth_date: '2001-02-03', reason: 'I am an adult, born in 2001.' }, member.cookie)).status,
    ).toBe(201);
    expect((await page('/age-appeal/', member.cookie)).data.appeals).toHaveLength(1);
    expect((await page('/age-appeal/')).data.kind).toBe('login');
  });
});

describe('other account pages and catalogue entries (closeup-and-visitors: Routes and screens)', () => {
  it('C15: /pw/{username} resets an existing account; an unknown name is a 404', async () => {
    expect((await page('/pw/demo/')).data).toEqual({ kind: 'passwordReset' });
    expect((await request('/pw/nobody_by_that_name/')).status).toBe(404);
  });

  it('C15: /signup/sso-business-account/ signs up into the business conversion', async () => {
    expect((await page('/signup/sso-business-account/')).data).toMatchObject({ kind: 'signup', next: '/business/convert/' });
  });

  it('C20: /oauth and /app-factory-oauth refuse unregistered apps with a 400; /tv/studio opens the story builder for members', async () => {
    expect((await page('/oauth/?client_id=evil')).status).toBe(400);
    expect((await page('/app-factory-oauth/')).data).toMatchObject({ kind: 'notice' });
    const member = await signUp('studio');
    expect((await page('/tv/studio/', member.cookie)).data.kind).toBe('storyBuilder');
    expect((await page('/_/storyboard/')).data).toMatchObject({ kind: 'login', next: '/_/storyboard/' });
    expect((await page('/unauth-profile/', member.cookie)).data).toMatchObject({ kind: 'notice', actions: [{ href: `/${member.username}/` }] });
  });

  it("/discover/article/{interest} lists the interest's pins; an unknown one is a 404", async () => {
    const interest = await env.DB.prepare(
      'SELECT url_name FROM interests i WHERE EXISTS (SELECT 1 FROM pin_interests WHERE interest_id = i.id) LIMIT 1',
    ).first<{ url_name: string }>();
    const { status, data } = await page(`/discover/article/${interest!.url_name}/`);
    expect(status).toBe(200);
    expect((data.feed as { pins: unknown[] }).pins.length).toBeGreaterThan(0);
    expect((await request('/discover/article/no-such-interest/')).status).toBe(404);
  });
});

describe('visual search (closeup-and-visitors: Routes and screens)', () => {
  it('C5: lists listed pins closest in stored colour and shape first; products only on /products/', async () => {
    const seed = await env.DB.prepare(
      `SELECT p.id, i.dominant_color AS color, i.width, i.height FROM pins p JOIN images i ON i.signature = p.image_signature JOIN boards b ON b.id = p.board_id
        WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.is_promoted = 0 LIMIT 1`,
    ).first<{ id: number; color: string; width: number; height: number }>();
    const { status, data } = await page(`/pin/${seed!.id}/visual-search/`);
    expect(status).toBe(200);
    const pins = (data.feed as { pins: Array<{ entityId: string; dominantColor: string; images: Record<string, { width: number; height: number }> }> }).pins;
    expect(pins.length).toBeGreaterThan(5);
    expect(pins.map((p) => p.entityId)).not.toContain(String(seed!.id));
    const features = await Promise.all(
      pins.map((p) =>
        env.DB.prepare('SELECT i.dominant_color AS color, i.width, i.height FROM pins p JOIN images i ON i.signature = p.image_signature WHERE p.id = ?')
          .bind(Number(p.entityId))
          .first<{ color: string; width: number; height: number }>(),
      ),
    );
    const distances = features.map((f) => lookAlikeDistance(seed!, f!));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const products = await page(`/pin/${seed!.id}/visual-search/products/`);
    const productPins = (products.data.feed as { pins: Array<{ kind: string; richSummary?: { typeName: string } }> }).pins;
    expect(productPins.every((p) => p.kind === 'product' || p.richSummary?.typeName === 'product')).toBe(true);
  });

  it('is a 404 for a pin the viewer may not see', async () => {
    const secret = await env.DB.prepare(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'secret' AND p.deleted_at IS NULL LIMIT 1`,
    ).first<{ id: number }>();
    expect((await request(`/pin/${secret!.id}/visual-search/`)).status).toBe(404);
  });
});
