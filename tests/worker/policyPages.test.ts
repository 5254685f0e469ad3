// The policy and help pages the product links to answer real pages: the cookie banner's
// policy (docs/rules/experiences.md#cookie-consent-banner-spec-001-21), the ad explanation's privacy and block-accounts links (docs/rules/pin-card.md#ad-explanation-spec-000-22) and
// the spam warning's "Learn more" (docs/rules/pin-card.md#spam-warning-spec-000-23).
import { describe, expect, it } from 'vitest';
import { AD_EXPLANATION_LINKS } from '#shared/ads/explanation.ts';
import { COOKIE_POLICY_PATH } from '#shared/consent.ts';
import { documentState, request } from './helpers.ts';

describe('policy and help pages', () => {
  it('the cookie banner links a cookie policy that names the consent cookie (experiences: Cookie consent banner)', async () => {
    const response = await request(COOKIE_POLICY_PATH);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Cookie policy | Pinboard</title>');
    expect(html).toContain('pb_consent');
    expect(html).toContain('rel="canonical" href="https://pins.test/policy/cookies/"');
  });

  it('A11: every link of the ad explanation answers a page (pin-card: Ad explanation)', async () => {
    for (const link of AD_EXPLANATION_LINKS) {
      const response = await request(link.href, { headers: { cookie: '' } });
      expect([200], link.href).toContain(response.status);
    }
    const help = await (await request('/help/block-accounts/')).text();
    expect(documentState(help).page.data).toMatchObject({ kind: 'policy', document: { title: 'Block accounts' } });
  });

  it('A12: "Learn more" of the spam warning lands on the spam section of the community guidelines (pin-card: Spam warning)', async () => {
    const html = await (await request('/community-guidelines/')).text();
    expect(html).toContain('id="spam"');
    expect(html).toContain('Spam and unsafe links');
  });

  it('the terms answer a page; an unknown help topic is a 404', async () => {
    expect((await request('/terms/')).status).toBe(200);
    expect((await request('/help/no-such-topic/')).status).toBe(404);
  });

  it('policy pages render for a phone too', async () => {
    const response = await request('/privacy/', {
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Privacy policy');
  });
});
