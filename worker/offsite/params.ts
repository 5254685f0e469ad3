// Reading the parameters of /v3/offsite/ calls: query (GET) and JSON or form bodies (POST), with
// a 400 and a message for anything malformed, never an exception.

import { type PinId, parseId } from '#shared/ids.ts';
import { utf8Bytes } from '#shared/text/utf8.ts';
import { MAX_URL_LENGTH } from '#shared/urls.ts';
import { ApiError } from '#worker/api/errors.ts';

/** Clickthrough kinds POST /v3/offsite/ logs (docs/rules/pin-card.md#calls-spec-000-7, docs/rules/closeup-and-visitors.md#errors-spec-002-8). */
export const CLICKTHROUGH_TYPES = ['rightClick', 'chip', 'clickthrough', 'link_navigation_empty_href', 'check_error', 'offline'] as const;

export interface OffsiteQuery {
  url: string;
  pinId: PinId | null;
  clientTrackingParams: string;
}

export interface ClickthroughInput extends Omit<OffsiteQuery, 'url'> {
  url: string | null;
  clickthroughType: string;
  auxData: Record<string, unknown>;
}

/** A field as text, refused (400) over `max` bytes as UTF-8. */
function text(value: unknown, name: string, max: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' && typeof value !== 'number') throw new ApiError('invalid', `${name} must be a string.`);
  const s = String(value);
  if (utf8Bytes(s) > max) throw new ApiError('invalid', `${name} is longer than ${max} bytes as UTF-8.`);
  return s;
}

function pinIdOf(value: unknown): PinId | null {
  const s = text(value, 'pin_id', 18);
  if (!s) return null;
  const id = parseId<'pin'>(s);
  if (id === null) throw new ApiError('invalid', 'pin_id must be a string of digits.');
  return id;
}

/** The options of GET /v3/offsite/?check_only=true&url=...&pin_id=...&client_tracking_params=... */
export function readOffsiteQuery(params: URLSearchParams): OffsiteQuery {
  const url = text(params.get('url'), 'url', MAX_URL_LENGTH);
  if (!url) throw new ApiError('invalid', 'url is required.');
  const checkOnly = params.get('check_only');
  if (checkOnly !== null && checkOnly !== 'true' && checkOnly !== 'false') throw new ApiError('invalid', 'check_only must be true or false.');
  return { url, pinId: pinIdOf(params.get('pin_id')), clientTrackingParams: text(params.get('client_tracking_params'), 'client_tracking_params', 1024) };
}

function parseJson(raw: string, what: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError('invalid', `${what} is not valid JSON.`);
  }
}

/** The fields of POST /v3/offsite/: a JSON object or a form, aux_data a JSON string or object. */
export async function readClickthrough(request: Request): Promise<ClickthroughInput> {
  const type = request.headers.get('content-type') ?? '';
  const body = new TextDecoder().decode(await request.arrayBuffer());
  const fields: Record<string, unknown> = type.includes('application/x-www-form-urlencoded')
    ? Object.fromEntries(new URLSearchParams(body))
    : (() => {
        const value = body.trim() ? parseJson(body, 'The request body') : {};
        if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ApiError('invalid', 'The body must be a JSON object.');
        return value as Record<string, unknown>;
      })();
  const auxRaw = fields.aux_data;
  const aux = typeof auxRaw === 'string' ? parseJson(text(auxRaw, 'aux_data', 4096), 'aux_data') : (auxRaw ?? {});
  if (!aux || typeof aux !== 'object' || Array.isArray(aux)) throw new ApiError('invalid', 'aux_data must be a JSON object.');
  const auxData = aux as Record<string, unknown>;
  if (utf8Bytes(JSON.stringify(auxData)) > 4096) throw new ApiError('invalid', 'aux_data is longer than 4096 bytes as UTF-8.');
  const clickthroughType = text(auxData.clickthrough_type ?? 'clickthrough', 'aux_data.clickthrough_type', 64);
  if (!(CLICKTHROUGH_TYPES as readonly string[]).includes(clickthroughType)) {
    throw new ApiError('invalid', `aux_data.clickthrough_type must be one of ${CLICKTHROUGH_TYPES.join(', ')}.`);
  }
  const url = text(fields.url, 'url', MAX_URL_LENGTH) || null;
  return {
    url,
    pinId: pinIdOf(fields.pin_id),
    clientTrackingParams: text(fields.client_tracking_params, 'client_tracking_params', 1024),
    clickthroughType,
    auxData,
  };
}
