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
  // more crawlers
  [
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'search',
  ],
  ['Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)', 'search'],
  ['AdsBot-Google (+http://www.google.com/adsbot.html)', 'search'],
  ['Googlebot-Image/1.0', 'search'],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 7_0 like Mac OS X) AppleWebKit/537.51.1 (KHTML, like Gecko) Version/7.0 Mobile/11A465 Safari/9537.53 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'search',
  ],
  ['Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)', 'search'],
  ['Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)', 'search'],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    'search',
  ],
  ['Mozilla/5.0 (compatible; Yeti/1.1; +http://naver.me/spd)', 'search'],
  ['Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)', 'search'],
  ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)', 'search'],
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'search'],
  ['curl/8.5.0', 'search'],
  // more social scrapers
  ['facebookcatalog/1.0', 'social'],
  ['Mozilla/5.0 (compatible; Twitterbot/1.0)', 'social'],
  ['Slackbot 1.0 (+https://api.slack.com/robots)', 'social'],
  ['Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/38.0.2125.122 Safari/537.36 SkypeUriPreview Preview/0.5', 'social'],
  ['Mozilla/5.0 (compatible; redditbot/1.0; +http://www.reddit.com/feedback)', 'social'],
  ['Mozilla/5.0 (compatible; vkShare; +http://vk.com/dev/Share)', 'social'],
  ['Mozilla/5.0 (compatible; Embedly/0.2; +http://support.embed.ly/)', 'social'],
  ['Mastodon/4.3.0 (http.rb/5.2.0; +https://mastodon.social/)', 'social'],
  ['Mozilla/5.0 (compatible; Bluesky Cardyb/1.1; +mailto:support@bsky.app)', 'social'],
  ['WhatsApp/2.2407.3 i', 'social'],
  ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Snapchat/13.20.0.40', 'social'],
  // more people
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86', null],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0', null],
  ['Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36', null],
  ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', null],
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1', null],
  ['Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0', null],
];

describe('bot detection on real user agents (crawlers, social scrapers, desktop and mobile browsers) (docs/architecture.md: Closeup, SEO and bots)', () => {
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
