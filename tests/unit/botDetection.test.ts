// Bot detection on real user agents, and Cloudflare's verified-bot signals when present.
import { describe, expect, it } from 'vitest';
import { detectBot } from '#worker/middleware/botDetection.ts';

const CASES: Array<[string, 'search' | 'social' | null]> = [
  ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'search'],
  ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'search'],
  ['Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)', 'search'],
  ['DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)', 'search'],
  ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'social'],
  ['Twitterbot/1.0', 'social'],
  ['Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', 'social'],
  ['Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)', 'social'],
  ['LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)', 'social'],
  ['WhatsApp/2.23.20.0', 'social'],
  ['TelegramBot (like TwitterBot)', 'social'],
  ['Pinterestbot/1.0 (+http://www.pinterest.com/bot.html)', 'social'],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', null],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', null],
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', null],
  ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', null],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', null],
];

describe('bot detection', () => {
  it.each(CASES)('%s is %s', (ua, kind) => {
    const verdict = detectBot(ua, undefined);
    expect(verdict.botKind).toBe(kind);
    expect(verdict.isBot).toBe(kind !== null);
  });

  it('trusts Cloudflare verified-bot signals when present and ignores them when missing', () => {
    const browser = CASES[12][0];
    expect(detectBot(browser, { verifiedBotCategory: 'Search Engine Crawler' }).botKind).toBe('search');
    expect(detectBot(browser, { verifiedBotCategory: 'Page Preview' }).botKind).toBe('social');
    expect(detectBot(browser, { botManagement: { verifiedBot: true } }).isBot).toBe(true);
    expect(detectBot(browser, {}).isBot).toBe(false);
    expect(detectBot(undefined, undefined).isBot).toBe(false);
  });
});
