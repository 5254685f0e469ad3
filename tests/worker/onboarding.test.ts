// Onboarding after sign-up (docs/rules/closeup-and-visitors.md#constants-spec-002-9), the one-tap save page /pin/{id}/repin/ (docs/rules/pin-card.md#screens-and-routes-spec-000-2) and
// /me/.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { OnboardingState } from '#shared/onboarding/steps.ts';
import type { Pin } from '#shared/types.ts';
import { call, count, signUp } from './accountHelpers.ts';
import { getResource, request } from './helpers.ts';

type View = { state: OnboardingState; pins: Pin[] };

describe('onboarding (closeup-and-visitors: Constants)', () => {
  it('C57: starts at Gender with the default locale en-US and country US (closeup-and-visitors: Constants)', async () => {
    const member = await signUp('onb');
    const r = await call<View>('OnboardingResource', 'get', {}, member.cookie);
    expect(r.status).toBe(200);
    expect(r.data.state).toMatchObject({ step: 'Gender', gender: 'unspecified', locale: 'en-US', country: 'US', completed: false });
  });

  it('C57: each step is stored and resumed; interests are kept and followed; picked pins are saved (closeup-and-visitors: Constants)', async () => {
    const member = await signUp('onb');
    const interest = await env.DB.prepare('SELECT id FROM interests ORDER BY id LIMIT 1').first<{ id: number }>();
    let r = await call<View>('OnboardingResource', 'update', { step: 'Gender', gender: 'female' }, member.cookie);
    expect(r.data.state.step).toBe('InterestPicker');
    expect(r.data.state.gender).toBe('female');
    r = await call<View>('OnboardingResource', 'update', { step: 'InterestPicker', interest_ids: [String(interest!.id)] }, member.cookie);
    expect(r.data.state.step).toBe('UseCase');
    expect(r.data.state.interestIds).toEqual([String(interest!.id)]);
    expect(await count('SELECT COUNT(*) AS n FROM member_interests WHERE user_id = ?', Number(member.id))).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM interest_follows WHERE user_id = ? AND interest_id = ?', Number(member.id), interest!.id)).toBe(1);
    // A reload resumes at the stored step.
    expect((await call<View>('OnboardingResource', 'get', {}, member.cookie)).data.state.step).toBe('UseCase');
    const page = await request('/onboarding/', { headers: { cookie: member.cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-step="UseCase"');
    r = await call<View>('OnboardingResource', 'update', { step: 'UseCase', skip: true }, member.cookie);
    expect(r.data.state.step).toBe('PinPicker');
    expect(r.data.pins.length).toBeGreaterThan(1);
    const picks = r.data.pins.slice(0, 2).map((p) => p.entityId);
    r = await call<View>('OnboardingResource', 'update', { step: 'PinPicker', pin_ids: picks }, member.cookie);
    expect(r.data.state.step).toBe('LoadingStep');
    expect(r.data.state.pinIds.sort()).toEqual([...picks].sort());
    r = await call<View>('OnboardingResource', 'update', { step: 'LoadingStep' }, member.cookie);
    expect(r.data.state.step).toBe('AppInstall');
    r = await call<View>('OnboardingResource', 'update', { step: 'AppInstall', skip: true }, member.cookie);
    expect(r.data.state.completed).toBe(true);
  });

  it('the picked pins are saved with the step, in one batch: a pin the member may not see, and a second pick of the same pin, are skipped, and the count is exact (closeup-and-visitors: Constants)', async () => {
    const member = await signUp('onb');
    await call<View>('OnboardingResource', 'update', { step: 'Gender', skip: true }, member.cookie);
    await call<View>('OnboardingResource', 'update', { step: 'InterestPicker', skip: true }, member.cookie);
    const r = await call<View>('OnboardingResource', 'update', { step: 'UseCase', skip: true }, member.cookie);
    const [first, second] = r.data.pins.map((p) => p.entityId);
    const secret = await env.DB.prepare(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'secret' AND p.deleted_at IS NULL LIMIT 1",
    ).first<{ id: number }>();
    expect(secret).not.toBeNull();
    const done = await call<View>('OnboardingResource', 'update', { step: 'PinPicker', pin_ids: [first, second, first, String(secret!.id)] }, member.cookie);
    expect(done.status).toBe(200);
    expect(done.data.state.step).toBe('LoadingStep');
    const saved = await env.DB.prepare(
      "SELECT COUNT(*) AS n, MAX(b.pin_count) AS counted FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.owner_id = ? AND b.layout = 'quick_saves' AND p.deleted_at IS NULL",
    )
      .bind(Number(member.id))
      .first<{ n: number; counted: number }>();
    expect(saved).toEqual({ n: 2, counted: 2 });
  });

  it('refuses bad steps and genders with a 400 naming the option, and signed-out callers with a 401', async () => {
    const member = await signUp('onb');
    const bad = await call('OnboardingResource', 'update', { step: 'Nope' }, member.cookie);
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toContain('step');
    expect((await call('OnboardingResource', 'update', { step: 'Gender', gender: 'other' }, member.cookie)).status).toBe(400);
    expect((await call('OnboardingResource', 'get', {})).status).toBe(401);
  });
});

describe('/pin/{id}/repin/ and /me/ (pin-card: Screens and routes)', () => {
  it('A5, C4: the one-tap save page for any pin the viewer may see, signed out too, with isOneTapSave and the origin (pin-card: Screens and routes)', async () => {
    const pin = (await getResource<Pin[]>('HomefeedResource', { page_size: 5 })).body.resource_response.data!.find((p) => !p.isPromoted)!;
    const page = await request(`/pin/${pin.entityId}/repin/?origin=%2Fsearch%2F`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-test-id="one-tap-save"');
    expect(html).toContain('data-one-tap-save="true"');
    expect(html).toContain('data-origin="/search/"');
    expect((await request('/pin/999999999999/repin/')).status).toBe(404);
    const offsite = await (await request(`/pin/${pin.entityId}/repin/?origin=//evil.example`)).text();
    expect(offsite).toContain('data-origin=""');
  });

  it('A8: /me/ leads to the viewer’s profile, and a signed-out visitor to log in first', async () => {
    const member = await signUp('me');
    const r = await request('/me/', { headers: { cookie: member.cookie } });
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe(`/${member.username}/`);
    const anon = await request('/me/');
    expect(anon.status).toBe(302);
    expect(anon.headers.get('location')).toBe('/login/?next=%2Fme%2F');
  });
});
