// Signs pins' outbound links when pins are rendered: fills Pin.offsiteUrl with the signed
// /offsite/ path (the outbound links contract (docs/security.md#outbound-link-safety)), so clicks go through the edge check. A link's token
// expires at the end of a window (OFFSITE_TOKEN_WINDOW_S), so within the window a pin's path is
// always the same and the isolate signs it once (docs/performance.md: an HMAC per pin per page was ~0.3 ms of
// a home page). The memo holds only what any viewer would get: link, pin, window.

import { attributionDestination } from '#shared/ads/attribution.ts';
import { OFFSITE_TOKEN_TTL_S, OFFSITE_TOKEN_WINDOW_S } from '#shared/constants.ts';
import { OFFSITE_PATH } from '#shared/offsite/unwrap.ts';
import type { Pin } from '#shared/types.ts';
import { type AttributionVisitor, issueAttributionToken } from '#worker/attribution/token.ts';
import { webLink } from './check.ts';
import { hasOffsiteSecret, signOffsiteToken } from './token.ts';

let warned = false;

/** Links of this isolate's pins as the url checker answered them (a pure function of the text). */
const checkedLinks = new Map<string, string | null>();
const CHECKED_LINKS_KEPT = 1024;

/** webLink (check.ts: an http(s) link to a host on the web), remembered: a feed page asks it twice per pin per render. */
function checkedLink(link: string | null | undefined): string | null {
  if (!link) return null;
  let checked = checkedLinks.get(link);
  if (checked !== undefined) return checked;
  checked = webLink(link);
  if (checkedLinks.size >= CHECKED_LINKS_KEPT) checkedLinks.delete(checkedLinks.keys().next().value as string);
  checkedLinks.set(link, checked);
  return checked;
}

/** The destination a pin's outbound link goes to: its tracked link, else its link (docs/rules/pin-card.md#calls-spec-000-7). */
export function pinDestination(pin: Pick<Pin, 'trackedLink' | 'link'>): string | null {
  return checkedLink(pin.trackedLink) ?? checkedLink(pin.link);
}

/** Unsigned parameters an /offsite/ navigation also carries (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4). */
export interface OffsiteExtras {
  isThirdPartyAd?: boolean;
  clientTrackingParams?: string;
}

/** The signed paths of this isolate, by secret, window, pin and link; the oldest goes first when full. */
const signedPaths = new Map<string, string>();
const SIGNED_PATHS_KEPT = 1024;

/**
 * When a link signed at `nowMs` expires (unix seconds): the end of the window that
 * OFFSITE_TOKEN_TTL_S from now falls in, so a link is valid for at least the TTL.
 * @example offsiteExpiry(0) // 86400 (a whole window); offsiteExpiry(1_000) // 86700
 */
export function offsiteExpiry(nowMs: number): number {
  return Math.ceil((Math.floor(nowMs / 1000) + OFFSITE_TOKEN_TTL_S) / OFFSITE_TOKEN_WINDOW_S) * OFFSITE_TOKEN_WINDOW_S;
}

/** The signed /offsite/ path for a destination and pin (the same for every call in one window). */
export async function offsitePath(secret: string, url: string, pinEntityId: string, nowMs = Date.now(), extras: OffsiteExtras = {}): Promise<string> {
  const expiresAt = offsiteExpiry(nowMs);
  const key = JSON.stringify([secret, expiresAt, pinEntityId, url, extras.isThirdPartyAd === true, extras.clientTrackingParams ?? '']);
  const known = signedPaths.get(key);
  if (known) return known;
  const token = await signOffsiteToken(secret, url, pinEntityId, expiresAt);
  const params = new URLSearchParams({ token, url, pin: pinEntityId });
  if (extras.isThirdPartyAd) params.set('isThirdPartyAd', 'true');
  if (extras.clientTrackingParams) params.set('client_tracking_params', extras.clientTrackingParams);
  const path = `${OFFSITE_PATH}?${params}`;
  if (signedPaths.size >= SIGNED_PATHS_KEPT) signedPaths.delete(signedPaths.keys().next().value as string);
  signedPaths.set(key, path);
  return path;
}

/** The signed /offsite/ path of a checked destination, or undefined (logged once) without a usable secret. */
export async function signedOffsitePath(
  env: Pick<Env, 'OFFSITE_SECRET'>,
  url: string,
  pinEntityId: string,
  nowMs = Date.now(),
  extras: OffsiteExtras = {},
): Promise<string | undefined> {
  if (!hasOffsiteSecret(env.OFFSITE_SECRET)) {
    if (!warned) console.error('OFFSITE_SECRET is missing or shorter than 16 characters: outbound links are not signed');
    warned = true;
    return undefined;
  }
  return offsitePath(env.OFFSITE_SECRET, url, pinEntityId, nowMs, extras);
}

/**
 * A copy of the pin with offsiteUrl set when it has an http(s) link, and a promoted pin's fresh
 * view token for the visitor it is rendered for (worker/attribution/token.ts: a new one each time
 * the worker serves the pin; clicks get theirs from the click's link check).
 */
export async function signPin(env: Pick<Env, 'OFFSITE_SECRET'>, pin: Pin, visitor: AttributionVisitor, nowMs = Date.now()): Promise<Pin> {
  const attributionToken = pin.isPromoted
    ? await issueAttributionToken(env.OFFSITE_SECRET, { ...pin, destination: attributionDestination(pin) }, 'view', visitor, nowMs)
    : undefined;
  const signed = attributionToken ? { ...pin, attributionToken } : pin;
  const url = pinDestination(pin);
  if (!url) return signed;
  const offsiteUrl = await signedOffsitePath(env, url, pin.entityId, nowMs, { isThirdPartyAd: pin.isThirdPartyAd, clientTrackingParams: pin.trackingParams });
  return offsiteUrl ? { ...signed, offsiteUrl } : signed;
}

/** What a feed of pins needs: the database and the signing secret (feeds leave the worker signed). */
export type PinFeedEnv = Pick<Env, 'DB' | 'OFFSITE_SECRET'>;

/** Every pin of a page signed for the visitor it is served to. */
export async function signPinPage<P extends { pins: Pin[] }>(env: Pick<Env, 'OFFSITE_SECRET'>, page: P, visitor: AttributionVisitor): Promise<P> {
  return { ...page, pins: await Promise.all(page.pins.map((pin) => signPin(env, pin, visitor))) };
}
