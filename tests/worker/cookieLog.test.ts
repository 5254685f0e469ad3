// docs/rules/experiences.md#constants-spec-001-9: cookie logging is sampled at 10 % (by request id) and carries the operating system
// and browser codes; nothing that identifies the person.
import { describe, expect, it, vi } from 'vitest';
import { inLogSample } from '#shared/events/deviceCodes.ts';
import type { CookieLogLine } from '#worker/users/cookieLog.ts';
import { ORIGIN, request } from './helpers.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A request id (a cf-ray) that is, or is not, in the 10 % sample. */
function ray(sampled: boolean): string {
  for (let i = 0; ; i++) {
    const id = i.toString(16).padStart(16, '0');
    if (inLogSample(id, 0.1) === sampled) return id;
  }
}

async function choose(cfRay: string): Promise<CookieLogLine[]> {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const response = await request('/resource/UserSettingsResource/update/', {
    method: 'PUT',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'user-agent': IPHONE, 'cf-ray': cfRay },
    body: JSON.stringify({
      options: { allow_analytic_cookies: true, allow_marketing_cookies: false, allow_personalization_cookies: true, surface_tag: 'cookie_banner' },
    }),
    cf: { country: 'DE' },
  } as RequestInit);
  expect(response.status).toBe(200);
  const lines = info.mock.calls.map((call) => call[0] as CookieLogLine).filter((line) => line?.message === 'cookie_consent');
  info.mockRestore();
  return lines;
}

describe('cookie logging (experiences: Constants)', () => {
  it('B27: a choice in the sample is logged with the os and browser codes (experiences: Constants)', async () => {
    const id = ray(true);
    expect(await choose(id)).toEqual([
      {
        message: 'cookie_consent',
        request_id: id,
        surface_tag: 'cookie_banner',
        analytics: true,
        marketing: false,
        personalization: true,
        signed_in: false,
        os: 6,
        browser: 2,
        country: 'DE',
      },
    ]);
  });

  it('B27: a choice outside the 10 % sample is not logged (experiences: Constants)', async () => {
    expect(await choose(ray(false))).toEqual([]);
  });
});
