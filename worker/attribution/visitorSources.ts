// Which sources a visitor may still add to a campaign today (docs/security.md, "Counters"): from one
// visitor (member, else anonymous cookie) or one person's addresses (an IPv4 address, an IPv6 /48:
// ADDRESS_GROUPS.person, worker/middleware/clientAddress.ts), a campaign gains at
// most one view source and one click source a day, however many tokens a script collects. The day's
// keys are HMACs under the worker secret, so the counter never stores an address or a member id.
import type { Viewer } from '#shared/types.ts';
import { toHex } from '#worker/lib/hex.ts';
import { personKey } from '#worker/middleware/clientAddress.ts';

export type SourceEventType = 'click' | 'view';

/** Who asks for a source: the signed-in member or the anonymous visitor, and the client address. */
export interface SourceVisitor {
  /** The member's id as the wire gives it (the viewer is wire-shaped: decision 023). */
  memberId: Viewer['id'];
  anonymousId: string;
  address: string | null;
}

async function hmac(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)))).slice(0, 32);
}

/**
 * The keys one registration claims in the campaign's counter: the token's own (once per token and
 * type) and the day's visitor and address keys (once per day and type); it counts only when every key
 * is new. A visitor with no usable address still has its visitor key.
 */
export async function sourceKeys(
  secret: string,
  campaignId: string,
  type: SourceEventType,
  tokenNonce: string,
  visitor: SourceVisitor,
  nowMs = Date.now(),
): Promise<string[]> {
  const day = new Date(nowMs).toISOString().slice(0, 10);
  const who = visitor.memberId ? `member:${visitor.memberId}` : `anonymous:${visitor.anonymousId}`;
  const address = personKey(visitor.address);
  const keys = [`token:${tokenNonce}`, `day:${day}:visitor:${await hmac(secret, `attribution-day:v1:${day}:${campaignId}:${type}:${who}`)}`];
  if (address) keys.push(`day:${day}:address:${await hmac(secret, `attribution-day:v1:${day}:${campaignId}:${type}:address:${address}`)}`);
  return keys;
}
