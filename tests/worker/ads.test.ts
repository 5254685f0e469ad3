// Ads in the home feed at fixed slots, the ad explanation's settings and lists.
import { describe, expect, it } from 'vitest';
import { HOME_FEED_AD_SLOTS } from '#shared/constants.ts';
import type { Pin, ResourceResponse } from '#shared/types.ts';
import { getResource, ORIGIN, request, sessionCookie } from './helpers.ts';

describe('ads in the home feed', () => {
  it('shows promoted pins only at the fixed slots of each page, with their promoter', async () => {
    let bookmark: string | null = null;
    let ads = 0;
    for (let page = 0; page < 8; page++) {
      const { body }: { body: ResourceResponse<Pin[]> } = await getResource<Pin[]>('HomefeedResource', { bookmark });
      (body.resource_response.data ?? []).forEach((pin, slot) => {
        if (pin.isPromoted) {
          ads++;
          expect(HOME_FEED_AD_SLOTS as readonly number[]).toContain(slot);
          expect(pin.promoter?.username).toBeTruthy();
        }
      });
      bookmark = body.resource_response.bookmark;
      if (!bookmark) break;
    }
    expect(ads).toBeGreaterThan(0);
  });
});

describe('AdExplanationResource, LocalesResource, CountriesResource (pin-card: Calls)', () => {
  it('A11: answers both personalization settings on by default', async () => {
    const { body } = await getResource<{ personalization: unknown }>('AdExplanationResource', {});
    expect(body.resource_response.data?.personalization).toEqual({ firstParty: true, thirdParty: true });
  });

  it("A11, A104: answers the viewer's settings as the privacy settings page saves them", async () => {
    const cookie = await sessionCookie(5);
    // What the page sends (client/lib/resource.ts patchResource): a PATCH update with the patch flag.
    const saved = await request('/resource/UserSettingsResource/update/', {
      method: 'PATCH',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ options: { ad_personalization_first_party: false, surface_tag: 'settings_privacy' }, patch: true }),
    });
    expect(saved.status).toBe(200);
    const { body } = await getResource<{ personalization: unknown }>('AdExplanationResource', {}, { headers: { cookie } });
    expect(body.resource_response.data?.personalization).toEqual({ firstParty: false, thirdParty: true });
  });

  it('A54: names locales and countries', async () => {
    const locales = await getResource<Array<{ code: string; name: string }>>('LocalesResource', {});
    expect(locales.body.resource_response.data).toContainEqual({ code: 'fr-CA', name: 'Canadian French' });
    const countries = await getResource<Array<{ code: string; name: string }>>('CountriesResource', {});
    expect(countries.body.resource_response.data).toContainEqual({ code: 'US', name: 'United States' });
  });
});
