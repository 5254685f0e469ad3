// Signs pins' outbound links when pins are rendered: fills Pin.offsiteUrl with the signed
// /offsite/ path (the contract of issue 6), so clicks go through the edge check.
import { OFFSITE_TOKEN_TTL_S } from '#shared/constants.ts';
import { OFFSITE_PATH } from '#shared/offsite/unwrap.ts';
import type { Pin } from '#shared/types.ts';
import { sanitizeOutboundUrl } from '#shared/urls.ts';
import { hasOffsiteSecret, signOffsiteToken } from './token.ts';

let warned = false;

/** The destination a pin's outbound link goes to: its tracked link, else its link (spec 000 §7). */
export function pinDestination(pin: Pick<Pin, 'trackedLink' | 'link'>): string | null {
  return sanitizeOutboundUrl(pin.trackedLink) ?? sanitizeOutboundUrl(pin.link);
}

/** Unsigned parameters an /offsite/ navigation also carries (spec 002 §4). */
export interface OffsiteExtras {
  isThirdPartyAd?: boolean;
  clientTrackingParams?: string;
}

/** The signed /offsite/ path for a destination and pin. */
export async function offsitePath(secret: string, url: string, pinId: string, nowMs = Date.now(), extras: OffsiteExtras = {}): Promise<string> {
  const expiresAt = Math.floor(nowMs / 1000) + OFFSITE_TOKEN_TTL_S;
  const token = await signOffsiteToken(secret, url, pinId, expiresAt);
  const params = new URLSearchParams({ token, url, pin: pinId });
  if (extras.isThirdPartyAd) params.set('isThirdPartyAd', 'true');
  if (extras.clientTrackingParams) params.set('client_tracking_params', extras.clientTrackingParams);
  return `${OFFSITE_PATH}?${params}`;
}

/** The signed /offsite/ path of a checked destination, or undefined (logged once) without a usable secret. */
export async function signedOffsitePath(
  env: Pick<Env, 'OFFSITE_SECRET'>,
  url: string,
  pinId: string,
  nowMs = Date.now(),
  extras: OffsiteExtras = {},
): Promise<string | undefined> {
  if (!hasOffsiteSecret(env.OFFSITE_SECRET)) {
    if (!warned) console.error('OFFSITE_SECRET is missing or shorter than 16 characters: outbound links are not signed');
    warned = true;
    return undefined;
  }
  return offsitePath(env.OFFSITE_SECRET, url, pinId, nowMs, extras);
}

/** A copy of the pin with offsiteUrl set when it has an http(s) link. */
export async function signPin(env: Pick<Env, 'OFFSITE_SECRET'>, pin: Pin, nowMs = Date.now()): Promise<Pin> {
  const url = pinDestination(pin);
  if (!url) return pin;
  const offsiteUrl = await signedOffsitePath(env, url, pin.entityId, nowMs, { isThirdPartyAd: pin.isThirdPartyAd, clientTrackingParams: pin.trackingParams });
  return offsiteUrl ? { ...pin, offsiteUrl } : pin;
}

/** What a feed of pins needs: the database and the signing secret (feeds leave the worker signed). */
export type PinFeedEnv = Pick<Env, 'DB' | 'OFFSITE_SECRET'>;

/** Every pin of a page signed. */
export async function signPinPage<P extends { pins: Pin[] }>(env: Pick<Env, 'OFFSITE_SECRET'>, page: P): Promise<P> {
  return { ...page, pins: await Promise.all(page.pins.map((pin) => signPin(env, pin))) };
}
