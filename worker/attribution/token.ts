// The attribution token (docs/rules/experiences.md#calls-spec-001-7, docs/rules/experiences.md#errors-spec-001-8, docs/rules/experiences.md#constants-spec-001-9): issued with a promoted pin each time the server renders
// it for a page (worker/offsite/sign.ts `signPin`), it names the pin, its campaign and advertiser,
// a random nonce and an expiry, signed with the worker secret. /attribution_source/ counts a
// source only with a valid token for exactly that campaign and advertiser, once per token and
// source type, so a script cannot count sources without real page views, nor for a campaign no
// pin carries. It reuses the /offsite/ HMAC over a non-http pseudo-url, which no /offsite/ link
// can ever be, so neither token opens the other.
import { hasOffsiteSecret, signOffsiteToken, verifyOffsiteToken } from '#worker/offsite/token.ts';

/** How long a page's token registers sources: a day, like a view source's expiry. */
export const ATTRIBUTION_TOKEN_TTL_S = 86_400;

const TOKEN = /^(\d{1,20})\.([A-Za-z0-9_-]{16})\.(\d{1,12}\.[A-Za-z0-9_-]{43})$/;

const subject = (campaignId: string, advertiserId: string, nonce: string) => `attribution:v1:${campaignId}:${advertiserId}:${nonce}`;

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** A fresh token `{pin}.{nonce}.{expiresAt}.{signature}` for one promoted pin, or undefined without a usable secret. */
export async function issueAttributionToken(
  secret: string | undefined,
  pin: { entityId: string; campaignId?: string; advertiserId?: string },
  nowMs = Date.now(),
): Promise<string | undefined> {
  if (!hasOffsiteSecret(secret) || !pin.campaignId || !pin.advertiserId) return undefined;
  const n = nonce();
  const signed = await signOffsiteToken(secret, subject(pin.campaignId, pin.advertiserId, n), pin.entityId, Math.floor(nowMs / 1000) + ATTRIBUTION_TOKEN_TTL_S);
  return `${pin.entityId}.${n}.${signed}`;
}

export type AttributionTokenCheck = { ok: true; nonce: string } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'forged' };

/** Checks a token for exactly this campaign and advertiser; answers its nonce (the single-use key). */
export async function checkAttributionToken(
  secret: string | undefined,
  token: string | null,
  campaignId: string,
  advertiserId: string,
  nowMs = Date.now(),
): Promise<AttributionTokenCheck> {
  if (!token) return { ok: false, reason: 'missing' };
  const m = TOKEN.exec(token);
  if (!m) return { ok: false, reason: 'malformed' };
  const verdict = await verifyOffsiteToken(secret, m[3], subject(campaignId, advertiserId, m[2]), m[1], Math.floor(nowMs / 1000));
  return verdict === 'valid' ? { ok: true, nonce: m[2] } : { ok: false, reason: verdict === 'missing' ? 'malformed' : verdict };
}
