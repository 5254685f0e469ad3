// The user, viewer and invite sender fields of docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3,
// served from the member's own data through UserResource, a page's viewer and InviteCodeMetadataResource.
import { describe, expect, it } from 'vitest';
import type { InviteMetadata } from '#shared/invites/landing.ts';
import type { Pin, UserProfile } from '#shared/types.ts';
import { call, signUp } from './accountHelpers.ts';
import { documentState, firstId, request, sessionCookie } from './helpers.ts';

const profile = async (username: string, cookie?: string) => {
  const r = await call<UserProfile>('UserResource', 'get', { username }, cookie);
  expect(r.status).toBe(200);
  return r.data;
};

/** A new member with a public and a secret board and `publicSaves` / `secretSaves` pins saved to them, through the product's own calls. */
async function memberWithSaves(publicSaves: number, secretSaves: number) {
  const member = await signUp('fields');
  const board = async (privacy: 'public' | 'secret') =>
    (await call<{ entityId: string }>('BoardResource', 'create', { name: `${privacy} things`, privacy }, member.cookie)).data.entityId;
  const [open, secret] = [await board('public'), await board('secret')];
  const pins = (await call<Pin[]>('HomefeedResource', 'get', {})).data.filter((p) => !p.isPromoted);
  for (const [i, pin] of pins.slice(0, publicSaves + secretSaves).entries()) {
    const saved = await call('RepinResource', 'create', { pin_id: pin.entityId, board_id: i < publicSaves ? open : secret }, member.cookie);
    expect(saved.status).toBe(201);
  }
  return member;
}

describe('A106: user, viewer and invite sender fields', () => {
  it('A106: a profile carries imageSmallUrl, isPrimaryWebsiteVerified, verifiedIdentity, created_at, pin_count and boardCount from the member’s data', async () => {
    const merchant = await profile('makershop');
    expect(merchant.isPrimaryWebsiteVerified).toBe(true);
    expect(merchant.verifiedIdentity).toEqual({ verified: true });
    expect(merchant.imageSmallUrl).toMatch(/^\/i\/60x60\/[a-f0-9]+\.\w+$/);
    expect(merchant.imageMediumUrl).toMatch(/^\/i\/136x136\//);
    expect(Date.parse(merchant.created_at)).not.toBeNaN();

    const member = await memberWithSaves(3, 2);
    const seen = await profile(member.username);
    expect(seen).toMatchObject({
      imageSmallUrl: null,
      isPrimaryWebsiteVerified: false,
      verifiedIdentity: { verified: false },
      pin_count: 3,
      boardCount: 1,
      gender: null,
    });
    expect(Math.abs(Date.parse(seen.created_at) - Date.now())).toBeLessThan(60_000);
    // The member sees their secret board's saves counted too, and their own gender.
    expect(await profile(member.username, member.cookie)).toMatchObject({ pin_count: 5, boardCount: 2, gender: 'unspecified' });
  });

  it('A106: a member’s gender, given in onboarding, is on their own profile and their viewer, and on nobody else’s', async () => {
    const member = await signUp('gender');
    const given = await call('OnboardingResource', 'update', { step: 'Gender', gender: 'female' }, member.cookie);
    expect(given.status).toBe(200);
    expect((await profile(member.username, member.cookie)).gender).toBe('female');
    expect((await profile(member.username, await sessionCookie(1))).gender).toBeNull();
    const page = await request('/', { headers: { cookie: member.cookie } });
    expect(documentState(await page.text()).viewer).toMatchObject({ id: member.id, gender: 'female' });
    const visitor = await request('/');
    expect(documentState(await visitor.text()).viewer.gender).toBeNull();
  });

  it('A106: an invite’s sender says whether they have only the default image', async () => {
    const pin = (await call<Pin[]>('HomefeedResource', 'get', {})).data.find((p) => !p.isPromoted)!;
    const senderOf = async (cookie: string) => {
      const code = (await call<{ invite_code: string }>('InviteCodeMetadataResource', 'create', { pin_id: pin.entityId }, cookie)).data.invite_code;
      return (await call<InviteMetadata>('InviteCodeMetadataResource', 'get', { invite_code: code })).data.sender;
    };
    const plain = await senderOf((await signUp('noavatar')).cookie);
    expect(plain).toMatchObject({ is_default_image: true, image_medium_url: null });
    const merchant = await senderOf(await sessionCookie(await firstId("SELECT id FROM users WHERE username = 'makershop'")));
    expect(merchant.is_default_image).toBe(false);
    expect(merchant.image_medium_url).toMatch(/^\/i\/136x136\//);
  });
});
