// What the header search box offers before anything is typed, besides the viewer's own recent
// searches: the week's searches that several established, independent members made, then the topics
// with the most pins. A search trends only once TRENDING.minPeople different accounts, each at least
// TRENDING.establishedMs old and with full sign-in, made it from as many different networks (an IPv4
// /24, an IPv6 /48: ADDRESS_GROUPS.network) and as many different devices (the anonymous cookie): a
// handful of throwaway or sleeper accounts run from one place can neither steer the list nor use it
// to learn whether someone else searched a rare term, and one member's query is never shown back to
// others (docs/security.md, trending searches).

import { suggestTopics } from '#worker/discovery/topicData.ts';
import { toHex } from '#worker/lib/hex.ts';
import { ADDRESS_GROUPS, addressGroupKey } from '#worker/middleware/clientAddress.ts';

export const TRENDING = {
  /** Searches of the last seven days count. */
  windowMs: 7 * 24 * 3600 * 1000,
  /** A search trends only once this many different established members, from as many networks and devices, made it. */
  minPeople: 5,
  /** How old an account must be for its searches to count towards trending. */
  establishedMs: 30 * 24 * 3600 * 1000,
} as const;

/** Where a search came from, as trending tells people apart: its network and its device, each an HMAC, or null when unknown. */
export interface Searcher {
  network: string | null;
  device: string | null;
}

async function hmac(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)))).slice(0, 32);
}

/**
 * The searcher's network (the address group of `CF-Connecting-IP`) and device (the anonymous cookie the browser
 * sent, null when it sent none: a script that drops its cookies is no new device), as HMACs under `secret`, so a
 * remembered search keeps neither an address nor a cookie.
 */
export async function searcherKeys(secret: string, ip: string | null | undefined, sentAnonymousId: string | null): Promise<Searcher> {
  const network = addressGroupKey(ip, ADDRESS_GROUPS.network);
  return {
    network: network ? await hmac(secret, `search-network:v1:${network}`) : null,
    device: sentAnonymousId ? await hmac(secret, `search-device:v1:${sentAnonymousId}`) : null,
  };
}

/** How many independent searchers a term had: the fewest of its accounts, networks and devices. */
const INDEPENDENT = 'min(COUNT(DISTINCT s.user_id), COUNT(DISTINCT s.network_key), COUNT(DISTINCT s.device_key))';

/** Up to `limit` trending searches, most searched first, lower case, none twice. */
export async function trendingSearches(db: D1Database, limit: number, now = Date.now()): Promise<string[]> {
  const [searched, topics] = await Promise.all([
    db
      .prepare(
        `SELECT lower(s.query) AS q FROM recent_searches s JOIN users u ON u.id = s.user_id
          WHERE s.searched_at > ?1 AND u.created_at <= ?4 AND u.is_limited_login = 0
            AND s.network_key IS NOT NULL AND s.device_key IS NOT NULL
          GROUP BY lower(s.query) HAVING ${INDEPENDENT} >= ?2 ORDER BY ${INDEPENDENT} DESC, MAX(s.searched_at) DESC LIMIT ?3`,
      )
      .bind(now - TRENDING.windowMs, TRENDING.minPeople, limit, now - TRENDING.establishedMs)
      .all<{ q: string }>(),
    suggestTopics(db, '', limit),
  ]);
  const all = [...searched.results.map((r) => r.q), ...topics.map((t) => t.name.toLowerCase())];
  return [...new Set(all)].slice(0, limit);
}
