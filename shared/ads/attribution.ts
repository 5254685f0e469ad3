// Attribution source registration (docs/rules/experiences.md#experience-data-spec-001-3, docs/rules/experiences.md#calls-spec-001-7, docs/rules/experiences.md#errors-spec-001-8, docs/rules/experiences.md#constants-spec-001-9): the query of /attribution_source/, its
// check, and the Attribution-Reporting-Register-Source JSON for an eligible request.
import { ATTRIBUTION_SOURCE } from '#shared/constants.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';

export type SourceEventType = keyof typeof ATTRIBUTION_SOURCE;

export interface AttributionSource {
  sourceEventId: string;
  destination: string[];
  expiry: number;
  priority: number;
  advertiserId: string;
  campaignId: string;
  sourceEventType: SourceEventType;
  hostname: string | null;
}

export type SourceCheck = { ok: true; source: AttributionSource } | { ok: false; reason: 'missing_param' | 'hostname' | 'invalid'; message: string };

const REQUIRED = ['source_event_id', 'destination', 'advertiser_id', 'campaign_id', 'source_event_type'] as const;
const DIGITS = /^\d{1,20}$/;
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

function origins(raw: string): string[] | null {
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(list) || list.length === 0 || list.length > 3) return null;
  const out: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') return null;
    try {
      const url = new URL(item);
      if (url.protocol !== 'https:' || url.origin !== item.replace(/\/$/, '')) return null;
      out.push(url.origin);
    } catch {
      return null;
    }
  }
  return out;
}

/** Checks the query of /attribution_source/; expiry and priority follow the source type (docs/rules/experiences.md#constants-spec-001-9). */
export function checkAttributionQuery(query: URLSearchParams): SourceCheck {
  const missing = REQUIRED.filter((name) => !query.get(name));
  if (missing.length) return { ok: false, reason: 'missing_param', message: `Missing parameters: ${missing.join(', ')}.` };
  const type = query.get('source_event_type')!;
  if (type !== 'click' && type !== 'view') return { ok: false, reason: 'invalid', message: 'source_event_type must be click or view.' };
  const rules = ATTRIBUTION_SOURCE[type];
  for (const name of ['source_event_id', 'advertiser_id', 'campaign_id'] as const) {
    if (!DIGITS.test(query.get(name)!)) return { ok: false, reason: 'invalid', message: `${name} must be a string of digits.` };
  }
  const expiry = query.get('expiry');
  if (expiry !== null && Number(expiry) !== rules.expiry) return { ok: false, reason: 'invalid', message: `expiry must be ${rules.expiry} for a ${type}.` };
  const priority = query.get('priority');
  if (priority !== null && Number(priority) !== rules.priority)
    return { ok: false, reason: 'invalid', message: `priority must be ${rules.priority} for a ${type}.` };
  const destination = origins(query.get('destination')!);
  if (!destination) return { ok: false, reason: 'invalid', message: 'destination must be a JSON list of one to three https origins.' };
  const hostname = query.get('hostname');
  if (hostname !== null && !HOSTNAME.test(hostname)) return { ok: false, reason: 'hostname', message: 'hostname could not be parsed.' };
  return {
    ok: true,
    source: {
      sourceEventId: query.get('source_event_id')!,
      destination,
      expiry: rules.expiry,
      priority: rules.priority,
      advertiserId: query.get('advertiser_id')!,
      campaignId: query.get('campaign_id')!,
      sourceEventType: type,
      hostname,
    },
  };
}

/** Whether the browser marked the request as able to register a source. */
export function isAttributionEligible(header: string | null): boolean {
  return header !== null && /(^|[\s,])(event-source|navigation-source)([\s,=;]|$)/.test(header);
}

/** The JSON of the Attribution-Reporting-Register-Source header. */
export function registerSourceHeader(source: AttributionSource): string {
  return JSON.stringify({
    source_event_id: source.sourceEventId,
    destination: source.destination.length === 1 ? source.destination[0] : source.destination,
    expiry: String(source.expiry),
    priority: String(source.priority),
    filter_data: { campaign_id: [source.campaignId], advertiser_id: [source.advertiserId] },
  });
}

/**
 * The destination a promoted pin's sources name: the https origin of its ad destination, else of
 * its link; null when there is none (the campaign's own, and the only one its tokens accept).
 */
export function attributionDestination(pin: Pick<CardPin, 'adDestinationUrl' | 'link'>): string | null {
  const target = pin.adDestinationUrl ?? pin.link;
  if (!target) return null;
  try {
    const url = new URL(target);
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The /attribution_source/ url for a promoted pin, or null when the pin is not eligible: no
 * campaign, or a destination that is not https (docs/rules/experiences.md#errors-spec-001-8: only eligible requests register; the
 * server refuses other destinations with a 400, so the client never asks).
 */
export function attributionSourcePath(
  pin: Pick<CardPin, 'entityId' | 'advertiserId' | 'campaignId' | 'adDestinationUrl' | 'link'>,
  type: SourceEventType,
  sourceEventId: string,
  hostname: string | null,
): string | null {
  const origin = attributionDestination(pin);
  if (!pin.advertiserId || !pin.campaignId || !origin) return null;
  const { expiry, priority } = ATTRIBUTION_SOURCE[type];
  const query = new URLSearchParams({
    source_event_id: sourceEventId,
    destination: JSON.stringify([origin]),
    expiry: String(expiry),
    priority: String(priority),
    advertiser_id: pin.advertiserId,
    campaign_id: pin.campaignId,
    source_event_type: type,
  });
  if (hostname) query.set('hostname', hostname);
  return `/attribution_source/?${query}`;
}
