// The attribution token (docs/security.md "Counters"; docs/rules/experiences.md#calls-spec-001-7, docs/rules/experiences.md#errors-spec-001-8, docs/rules/experiences.md#constants-spec-001-9):
// the worker hands one out only for what it served to one visitor — a view token each time it
// renders a promoted pin for them (worker/offsite/sign.ts `signPin`), a click token only from the
// click's link check (worker/offsite/routes.ts). It names the pin, one source type, the campaign,
// advertiser and destination origin, the visitor (the member, else the anonymous cookie), a random
// nonce and an expiry, signed with the worker secret. /attribution_source/ counts a source only with
// a valid token for exactly that type, campaign, advertiser and destination, asked for by that same
// visitor, once per token. It reuses the /offsite/ HMAC over a non-http pseudo-url, which no
// /offsite/ link can ever be, so neither token opens the other.
import type { SourceEventType } from '#shared/ads/attribution.ts';
import type { Viewer } from '#shared/types.ts';
import { hasOffsiteSecret, signOffsiteToken, verifyOffsiteToken } from '#worker/offsite/token.ts';

/** How long a token registers sources: a day, like a view source's expiry. */
export const ATTRIBUTION_TOKEN_TTL_S = 86_400;

/** The visitor a token is served to and checked against: the member, else the anonymous cookie. */
export interface AttributionVisitor {
  /** The member's id as the wire gives it (the viewer is wire-shaped: decision 023). */
  id: Viewer['id'];
  anonymousId: string;
}

/** What a token is issued for: a promoted pin, its campaign and advertiser, and its destination origin. */
export interface AttributionTarget {
  entityId: string;
  campaignId?: string;
  advertiserId?: string;
  /** The https origin the source names as its destination (attributionDestination). */
  destination: string | null;
}

const TYPE_CODE: Record<SourceEventType, string> = { view: 'v', click: 'c' };
const TOKEN = /^(\d{1,20})\.([vc])\.([A-Za-z0-9_-]{16})\.(\d{1,12}\.[A-Za-z0-9_-]{43})$/;

const who = (visitor: AttributionVisitor) => (visitor.id ? `member:${visitor.id}` : `anonymous:${visitor.anonymousId}`);

const subject = (type: SourceEventType, campaignId: string, advertiserId: string, destination: string, visitor: AttributionVisitor, nonce: string) =>
  `attribution:v2:${type}:${campaignId}:${advertiserId}:${destination}:${who(visitor)}:${nonce}`;

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** A fresh token `{pin}.{v|c}.{nonce}.{expiresAt}.{signature}` for one visitor and type, or undefined without a usable secret or campaign. */
export async function issueAttributionToken(
  secret: string | undefined,
  pin: AttributionTarget,
  type: SourceEventType,
  visitor: AttributionVisitor,
  nowMs = Date.now(),
): Promise<string | undefined> {
  if (!hasOffsiteSecret(secret) || !pin.campaignId || !pin.advertiserId || !pin.destination) return undefined;
  if (!visitor.id && !visitor.anonymousId) return undefined;
  const n = nonce();
  const expiresAt = Math.floor(nowMs / 1000) + ATTRIBUTION_TOKEN_TTL_S;
  const signed = await signOffsiteToken(secret, subject(type, pin.campaignId, pin.advertiserId, pin.destination, visitor, n), pin.entityId, expiresAt);
  return `${pin.entityId}.${TYPE_CODE[type]}.${n}.${signed}`;
}

export type AttributionTokenCheck = { ok: true; nonce: string } | { ok: false; reason: 'missing' | 'malformed' | 'type' | 'expired' | 'forged' };

/** What a registration asks to count. */
export interface AttributionClaim {
  type: SourceEventType;
  campaignId: string;
  advertiserId: string;
  destination: string;
  visitor: AttributionVisitor;
}

/** Checks a token for exactly this type, campaign, advertiser, destination and visitor; answers its nonce (the single-use key). */
export async function checkAttributionToken(
  secret: string | undefined,
  token: string | null,
  claim: AttributionClaim,
  nowMs = Date.now(),
): Promise<AttributionTokenCheck> {
  if (!token) return { ok: false, reason: 'missing' };
  const m = TOKEN.exec(token);
  if (!m) return { ok: false, reason: 'malformed' };
  if (m[2] !== TYPE_CODE[claim.type]) return { ok: false, reason: 'type' };
  const verdict = await verifyOffsiteToken(
    secret,
    m[4],
    subject(claim.type, claim.campaignId, claim.advertiserId, claim.destination, claim.visitor, m[3]),
    m[1],
    Math.floor(nowMs / 1000),
  );
  return verdict === 'valid' ? { ok: true, nonce: m[3] } : { ok: false, reason: verdict === 'missing' ? 'malformed' : verdict };
}
