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

/**
 * Classifies a request as a search bot, a social bot or a person. Missing `cf` fields (local
 * development has none) count as unknown and leave the user-agent verdict alone.
 */
export function detectBot(userAgent: string | null | undefined, cf?: CfBotSignals | null): BotVerdict {
  const ua = userAgent ?? '';
  if (SOCIAL_BOTS.test(ua)) return { isBot: true, botKind: 'social' };
  const category = cf?.verifiedBotCategory ?? '';
  if (/social|preview/i.test(category)) return { isBot: true, botKind: 'social' };
  if (category || cf?.botManagement?.verifiedBot || isbot(ua)) return { isBot: true, botKind: 'search' };
  return { isBot: false, botKind: null };
}
