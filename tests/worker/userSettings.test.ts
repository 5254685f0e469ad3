// Every user setting changed the way the settings page changes it (UserSettingsResource update, the
// request the page's client sends) and checked where the product uses it: the ad explanation's
// wording and reasons, the card's partner wording, the theme of the next page, the cookie consent of
// the next page, the unsubscribe page and the notification settings.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { adSignals, personalizationWording } from '#shared/ads/explanation.ts';
import { THIRD_PARTY_AD_TEXT } from '#shared/ads/labels.ts';
import type { AdPersonalization } from '#shared/ads/personalization.ts';
import { type EmailList, notificationRows, type UserSettings } from '#shared/settings.ts';
import type { Pin } from '#shared/types.ts';
import { unsubscribeLink } from '#worker/safety/unsubscribeLink.ts';
import { call, signUp } from './accountHelpers.ts';
import { documentState, ORIGIN, request } from './helpers.ts';

/** What client/lib/resource.ts patchResource sends for the settings page's switches (useSettings, ThemeToggle). */
async function patchSettings(change: Record<string, unknown>, surfaceTag: string, cookie: string) {
  const response = await request('/resource/UserSettingsResource/update/', {
    method: 'PATCH',
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ options: { ...change, surface_tag: surfaceTag }, patch: true }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response;
}

const explanation = async (cookie: string) =>
  (await call<{ personalization: AdPersonalization }>('AdExplanationResource', 'get', {}, cookie)).data.personalization;
const NAMES = { locales: {}, countries: {} };
const TARGETING = { customerList: true, matchedInterest: 'Tea', matchedDevice: 'AppType_WEB' } as const;

/** The member's first home page ad, made a third-party ad personalized with partner info and targeted by a partner's list, an interest and the device. */
async function partnerAd(cookie: string): Promise<Pin> {
  const feed = await call<Pin[]>('HomefeedResource', 'get', {}, cookie);
  const ad = feed.data.find((p) => p.isPromoted && p.promoter);
  if (!ad) throw new Error('no ad on the first home page');
  await env.DB.prepare(
    `UPDATE pins SET data = json_set(data, '$.isThirdPartyAd', json('true'), '$.thirdPartyAdAttributes', json(?), '$.adTargetingAttribution', json(?)) WHERE id = ?`,
  )
    .bind(JSON.stringify({ promotedIsPersonalized: true, isEligibleForPromotedPartnership: false }), JSON.stringify(TARGETING), Number(ad.entityId))
    .run();
  return { ...ad, isThirdPartyAd: true, adTargetingAttribution: TARGETING };
}

const homeHtml = async (cookie: string) => (await request('/', { headers: { cookie } })).text();

describe('A104: each setting changed through the settings page takes effect where it is used', () => {
  it('A104: turning third-party ad personalization off drops the partner wording on the card and the partner reasons in the ad explanation', async () => {
    const member = await signUp('ads3p');
    const ad = await partnerAd(member.cookie);
    expect(await homeHtml(member.cookie)).toContain(THIRD_PARTY_AD_TEXT);
    expect(adSignals(ad.adTargetingAttribution, 'them', await explanation(member.cookie), NAMES).map((s) => s.key)).toContain('customerList');

    await patchSettings({ ad_personalization_third_party: false }, 'settings_privacy', member.cookie);

    const after = await explanation(member.cookie);
    expect(after).toEqual({ firstParty: true, thirdParty: false });
    expect(personalizationWording(after)[1]).toBe("You've turned off ads personalized with info from advertisers and our partners, so none was used.");
    expect(adSignals(ad.adTargetingAttribution, 'them', after, NAMES).map((s) => s.key)).toEqual(['matchedInterest', 'matchedDevice']);
    const html = await homeHtml(member.cookie);
    expect(documentState(html).viewer.adPersonalization).toEqual({ firstParty: true, thirdParty: false });
    expect(html).not.toContain(THIRD_PARTY_AD_TEXT);
  });

  it('A104: turning first-party ad personalization off changes the explanation wording and drops the activity reasons', async () => {
    const member = await signUp('ads1p');
    const ad = await partnerAd(member.cookie);
    expect(personalizationWording(await explanation(member.cookie))[0]).toMatch(/^We use your activity on Pinboard/);

    await patchSettings({ ad_personalization_first_party: false }, 'settings_privacy', member.cookie);

    const after = await explanation(member.cookie);
    expect(after).toEqual({ firstParty: false, thirdParty: true });
    expect(personalizationWording(after)[0]).toMatch(/^You've turned off ads personalized with your activity on Pinboard/);
    expect(adSignals(ad.adTargetingAttribution, 'them', after, NAMES).map((s) => s.key)).toEqual(['customerList', 'matchedDevice']);
    // The partner wording is the third-party setting's alone.
    expect(await homeHtml(member.cookie)).toContain(THIRD_PARTY_AD_TEXT);
  });

  it('A104: dark mode saved in the settings themes the member’s next page, even on a browser without the theme cookie', async () => {
    const member = await signUp('dark');
    expect(await homeHtml(member.cookie)).toMatch(/<html lang="en" data-theme="(light|system)"/);
    await patchSettings({ dark_mode: true }, 'settings_privacy', member.cookie);
    expect(await homeHtml(member.cookie)).toContain('<html lang="en" data-theme="dark"');
  });

  it('A104: a cookie choice from the settings page is the consent of the member’s next page, on a browser without the consent cookie', async () => {
    const member = await signUp('cookies');
    const cookie = `${member.cookie}; pb_country=DE`;
    expect(documentState(await homeHtml(cookie)).viewer.consent).toMatchObject({ needed: true, given: false, marketing: false });
    // The cookie rows save the whole choice (client/features/settings/PrivacySettingsSection.tsx).
    await patchSettings(
      { allow_analytic_cookies: false, allow_marketing_cookies: true, allow_personalization_cookies: false },
      'settings_privacy',
      member.cookie,
    );
    expect(documentState(await homeHtml(cookie)).viewer.consent).toEqual({
      needed: true,
      given: true,
      analytics: false,
      marketing: true,
      personalization: false,
    });
  });

  it.each<EmailList>(['email_news', 'email_activity'])(
    'A104: turning %s off in the notification settings unsubscribes the member from that email list',
    async (list) => {
      const member = await signUp('mail');
      const link = await unsubscribeLink(env.SESSION_SECRET, member.id, list);
      const subscribed = async () => (documentState(await (await request(link)).text()).page.data as { subscribed?: boolean }).subscribed;
      expect(await subscribed()).toBe(true);
      // The notification rows send the whole group with the one switch changed (NotificationSettingsSection).
      await patchSettings(
        { notifications: { email_activity: true, email_news: true, push_activity: true, [list]: false } },
        'settings_notifications',
        member.cookie,
      );
      expect(await subscribed()).toBe(false);
    },
  );

  it('A104: turning push notifications off shows them off in the notification settings, the other rows still on', async () => {
    const member = await signUp('push');
    await patchSettings({ notifications: { push_activity: false } }, 'settings_notifications', member.cookie);
    const { data } = await call<{ settings: UserSettings }>('UserSettingsResource', 'get', {}, member.cookie);
    expect(notificationRows(data.settings).map((r) => [r.key, r.on])).toEqual([
      ['email_activity', true],
      ['email_news', true],
      ['push_activity', false],
    ]);
  });
});
