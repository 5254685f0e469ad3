// The client's calls about outbound links (docs/rules/pin-card.md#calls-spec-000-7, docs/rules/closeup-and-visitors.md#calls-spec-002-7): the link check before a
// clickthrough, clickthrough logs (right click, failed check) and the linkless-tap beacon.

import { OFFSITE_PATH } from '#shared/offsite/unwrap.ts';
import type { OffsiteCheck } from '#shared/offsite/verdict.ts';
import type { ResourceResponse } from '#shared/types.ts';
import { stripSensitiveParams } from '#shared/urls.ts';

/** How long a link check may take before the click falls back to navigating (docs/rules/pin-card.md#errors-and-messages-spec-000-8). */
const CHECK_TIMEOUT_MS = 4000;

/** GET /v3/offsite/?check_only=true...; throws when the check fails or answers an error. */
export async function checkLink(url: string, pinId: string, clientTrackingParams: string): Promise<OffsiteCheck> {
  const query = new URLSearchParams({ check_only: 'true', url, pin_id: pinId, client_tracking_params: clientTrackingParams });
  const response = await fetch(`/v3/offsite/?${query}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  const body = (await response.json()) as ResourceResponse<OffsiteCheck>;
  const rr = body.resource_response;
  if (!response.ok || rr.error || !rr.data) throw new Error(rr.error?.message ?? `link check answered ${response.status}`);
  return rr.data;
}

/** POST /v3/offsite/ logging a clickthrough; fire and forget (the answer is only checked for truthiness). */
export function logClickthrough(type: string, pinId: string, url: string, clientTrackingParams: string, aux: Record<string, unknown> = {}): void {
  void fetch('/v3/offsite/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      check_only: false,
      pin_id: pinId,
      url: url || undefined,
      client_tracking_params: clientTrackingParams,
      aux_data: JSON.stringify({ ...aux, clickthrough_type: type, page_url: stripSensitiveParams(window.location.href) }),
    }),
    keepalive: true,
  }).catch(() => undefined);
}

/** The beacon of a linkless tap (docs/rules/closeup-and-visitors.md#calls-spec-002-7): a GET of the outbound route with pin and tracking params. */
export function linklessBeacon(pinId: string, clientTrackingParams: string): void {
  const query = new URLSearchParams({ pin: pinId, client_tracking_params: clientTrackingParams });
  void fetch(`${OFFSITE_PATH}?${query}`, { keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}
