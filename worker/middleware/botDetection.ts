// Bot detection: isbot on the user agent, plus Cloudflare's verified-bot signals when present.
// Social scrapers are told apart because they get the same complete pages but no search chrome.
import { isbot } from 'isbot';
import type { BotKind } from '#shared/types.ts';

/** User-agent fragments of social scrapers (link previews), matched case-insensitively. */
const SOCIAL_BOTS =
  /facebookexternalhit|facebookcatalog|twitterbot|slackbot|slack-imgproxy|discordbot|linkedinbot|whatsapp|telegrambot|pinterest(bot)?|redditbot|skypeuripreview|vkshare|embedly|quora link preview|mastodon|bluesky|iframely|snapchat/i;

export interface BotVerdict {
  isBot: boolean;
  botKind: BotKind | null;
}

interface CfBotSignals {
  verifiedBotCategory?: string;
  botManagement?: { verifiedBot?: boolean; score?: number };
}

const SOCIAL_CATEGORY = /social|preview/i;

/** The user-agent verdicts of this isolate (docs/performance.md): isbot's pattern is long and every request asks up to three times. */
const uaVerdicts = new Map<string, BotVerdict>();
const UA_VERDICTS_KEPT = 512;

const PERSON: BotVerdict = Object.freeze({ isBot: false, botKind: null });
const SEARCH_BOT: BotVerdict = Object.freeze({ isBot: true, botKind: 'search' });
const SOCIAL_BOT: BotVerdict = Object.freeze({ isBot: true, botKind: 'social' });

function userAgentVerdict(ua: string): BotVerdict {
  let verdict = uaVerdicts.get(ua);
  if (verdict) return verdict;
  verdict = SOCIAL_BOTS.test(ua) ? SOCIAL_BOT : isbot(ua) ? SEARCH_BOT : PERSON;
  if (uaVerdicts.size >= UA_VERDICTS_KEPT) uaVerdicts.clear();
  uaVerdicts.set(ua, verdict);
  return verdict;
}

/**
 * Classifies a request as a search bot, a social bot or a person. Missing `cf` fields (local
 * development has none) count as unknown and leave the user-agent verdict alone.
 */
export function detectBot(userAgent: string | null | undefined, cf?: CfBotSignals | null): BotVerdict {
  const byAgent = userAgentVerdict(userAgent ?? '');
  if (byAgent.botKind === 'social') return { ...SOCIAL_BOT };
  const category = cf?.verifiedBotCategory ?? '';
  if (SOCIAL_CATEGORY.test(category)) return { ...SOCIAL_BOT };
  if (category || cf?.botManagement?.verifiedBot || byAgent.isBot) return { ...SEARCH_BOT };
  return { ...PERSON };
}

/**
 * Whether a bot's page is what its user agent alone decides: Workers Cache tells requests apart by the headers a page
 * varies on, never by Cloudflare's verified-bot signals, so a page those signals changed is never shared.
 */
export function decidedByUserAgent(userAgent: string | null | undefined, cf?: CfBotSignals | null): boolean {
  const byAgent = userAgentVerdict(userAgent ?? '');
  return byAgent.isBot && detectBot(userAgent, cf).botKind === byAgent.botKind;
}
