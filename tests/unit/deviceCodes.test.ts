// docs/rules/experiences.md#constants-spec-001-9: operating system and browser code tables, and the 10 % sample of overfetch and
// cookie logging.
import { describe, expect, it } from 'vitest';
import { BROWSER_CODES, browserCode, inLogSample, LOG_SAMPLE_RATES, OS_CODES, osCode } from '#shared/events/deviceCodes.ts';

const UA = {
  xp: 'Mozilla/5.0 (Windows NT 5.1; rv:52.0) Gecko/20100101 Firefox/52.0',
  vista: 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.0; Trident/4.0)',
  win7: 'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
  win8: 'Mozilla/5.0 (Windows NT 6.3; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36 OPR/95.0.0.0',
  win10edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  ubuntu: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeOs: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  curl: 'curl/8.5.0',
};

describe('operating system and browser codes (experiences: Constants)', () => {
  it('B27: has the code values of the spec (experiences: Constants)', () => {
    expect(OS_CODES).toEqual({
      unknown: 0,
      windowsXp: 1,
      windowsVista: 2,
      windows7: 3,
      windows8: 4,
      macOs: 5,
      iOs: 6,
      android: 7,
      ubuntu: 8,
      otherWindows: 12,
      chromeOs: 13,
    });
    expect(BROWSER_CODES).toEqual({ other: 0, chrome: 1, safari: 2, ie: 3, firefox: 4, opera: 5, edge: 6 });
  });

  it.each([
    ['xp', 1, 4],
    ['vista', 2, 3],
    ['win7', 3, 1],
    ['win8', 4, 5],
    ['win10edge', 12, 6],
    ['mac', 5, 2],
    ['iphone', 6, 2],
    ['android', 7, 1],
    ['ubuntu', 8, 4],
    ['chromeOs', 13, 1],
    ['linux', 0, 1],
    ['curl', 0, 0],
  ] as const)('B27: %s is os %i, browser %i (experiences: Constants)', (name, os, browser) => {
    expect(osCode(UA[name])).toBe(os);
    expect(browserCode(UA[name])).toBe(browser);
  });

  it('B27: overfetch and cookie logging sample 10 %, stably per key (experiences: Constants)', () => {
    expect(LOG_SAMPLE_RATES).toEqual({ overfetch: 0.1, cookie: 0.1 });
    const keys = Array.from({ length: 5000 }, (_, i) => `req-${i}`);
    const share = keys.filter((k) => inLogSample(k, 0.1)).length / keys.length;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
    expect(keys.filter((k) => inLogSample(k, 0.1))).toEqual(keys.filter((k) => inLogSample(k, 0.1)));
    expect(inLogSample('any', 0)).toBe(false);
  });
});
