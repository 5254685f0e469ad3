// Client side of attribution reporting (docs/rules/experiences.md#calls-spec-001-7, docs/rules/experiences.md#errors-spec-001-8, docs/rules/pin-card.md#calls-spec-000-7, docs/rules/pin-card.md#errors-and-messages-spec-000-8): registers a view or click
// source for a promoted pin with keepalive and attributionsrc on the site's own host, as an image
// attribute on other hosts; skips browsers without support and samples failures at 0.1.

import { attributionSourcePath, type SourceEventType } from '#shared/ads/attribution.ts';
import { ATTRIBUTION_FAILURE_SAMPLE_RATE } from '#shared/constants.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';

/** The host the site is served from in production; any other host sends its hostname along. */
export const DEFAULT_HOSTS: ReadonlySet<string> = new Set(['pinboard.example', 'www.pinboard.example']);

/** Whether this browser can register attribution sources. */
export function attributionSupported(): boolean {
  const policy = (document as Document & { featurePolicy?: { allowsFeature(name: string): boolean } }).featurePolicy;
  return Boolean(policy?.allowsFeature('attribution-reporting'));
}

function sourceEventId(): string {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return ((BigInt(words[0] & 0x1fffff) << 32n) | BigInt(words[1])).toString();
}

function logFailure(message: string): void {
  if (Math.random() < ATTRIBUTION_FAILURE_SAMPLE_RATE) console.warn('attribution_source', message);
}

/**
 * Registers a source for a promoted pin's view or click with the token the worker served this
 * visitor for it (a view: the pin's own, from the page; a click: the link check's); does nothing
 * for other pins or without a token.
 */
export function registerAttributionSource(pin: CardPin, type: SourceEventType, clickToken?: string): void {
  if (!pin.isPromoted) return;
  if (!attributionSupported()) {
    console.info('attribution_source skipped: attribution-reporting is not enabled');
    return;
  }
  const host = window.location.hostname;
  const onDefaultHost = DEFAULT_HOSTS.has(host);
  const source = attributionSourcePath(pin, type, sourceEventId(), onDefaultHost ? null : host);
  // Only what the worker served this visitor carries a token that lets a source count (worker/attribution/token.ts).
  const token = type === 'view' ? pin.attributionToken : clickToken;
  if (!source || !token) return;
  const path = `${source}&token=${encodeURIComponent(token)}`;
  if (onDefaultHost) {
    const init = { keepalive: true, attributionReporting: { eventSourceEligible: true, triggerEligible: false } } as RequestInit;
    fetch(path, init)
      .then((response) => {
        if (!response.ok) logFailure('server request failed.');
      })
      .catch(() => logFailure('server request failed.'));
  } else {
    const img = new Image(1, 1);
    img.setAttribute('attributionsrc', path);
    img.onerror = () => logFailure('server request failed.');
    img.src = path;
  }
}
