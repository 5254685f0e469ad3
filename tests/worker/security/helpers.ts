// Helpers of the security tests: a fingerprint of every D1 table (to prove a refused attack
// changed nothing), fresh client addresses, and resource calls from a given address.
import { env } from 'cloudflare:workers';
import { attributionDestination } from '#shared/ads/attribution.ts';
import type { ResourceResponse } from '#shared/types.ts';
import { ORIGIN, request } from '../helpers.ts';

/** Tables whose rows are bookkeeping, not data an attack could change. */
const IGNORED = new Set(['d1_migrations', 'sqlite_sequence', '_cf_KV', '_cf_METADATA']);

/** A fingerprint of every data table: its rows, in rowid order, hashed. Equal fingerprints mean nothing changed. */
export async function snapshotD1(): Promise<Record<string, string>> {
  const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
  const tables = results.map((r) => r.name).filter((name) => !IGNORED.has(name) && !name.startsWith('sqlite_'));
  const reads = await env.DB.batch(tables.map((name) => env.DB.prepare(`SELECT * FROM "${name}"`)));
  const out: Record<string, string> = {};
  await Promise.all(
    tables.map(async (name, i) => {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(reads[i].results)));
      out[name] = `${reads[i].results.length}:${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
    }),
  );
  return out;
}

let serial = 0;
/** A fresh IPv4 client address, different on every call within a test file. */
export function freshIp(): string {
  serial++;
  return `198.18.${Math.floor(serial / 250) % 250}.${(serial % 250) + 1}`;
}

const METHODS = { get: 'GET', create: 'POST', update: 'PUT', delete: 'DELETE' } as const;

/** Calls /resource/{name}/{verb}/ as the holder of `cookie` from `ip` (a fresh address by default). */
export async function callFrom<T = unknown>(name: string, verb: keyof typeof METHODS, options: unknown, init: { cookie?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { origin: ORIGIN, 'cf-connecting-ip': init.ip ?? freshIp() };
  if (init.cookie) headers.cookie = init.cookie;
  const response =
    verb === 'get'
      ? await request(`/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`, { headers })
      : await request(`/resource/${name}/${verb}/`, {
          method: METHODS[verb],
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ options }),
        });
  const body = (await response.json()) as ResourceResponse<T>;
  return { status: response.status, data: body.resource_response.data as T, error: body.resource_response.error, response };
}

/** What the worker serves one visitor for a promoted pin: the page's view token, the click's token and the pin's destination origin. */
export interface ServedAttribution {
  view: string;
  click: string | undefined;
  destination: string;
}

/** The tokens the worker serves the holder of `cookie` for pin `id`: PinResource get (a view), then the click's link check (GET /v3/offsite/). */
export async function servedAttribution(id: string, init: { cookie?: string; ip?: string } = {}): Promise<ServedAttribution> {
  const got = await callFrom<{ attributionToken?: string; link?: string | null; adDestinationUrl?: string | null }>('PinResource', 'get', { id }, init);
  const destination = attributionDestination({ link: got.data.link ?? null, adDestinationUrl: got.data.adDestinationUrl ?? undefined });
  if (!got.data.attributionToken || !destination) throw new Error(`pin ${id} has no view token or https destination (${got.status})`);
  const headers: Record<string, string> = { accept: 'application/json', 'cf-connecting-ip': init.ip ?? freshIp() };
  if (init.cookie) headers.cookie = init.cookie;
  const query = new URLSearchParams({ check_only: 'true', url: (got.data.adDestinationUrl ?? got.data.link)!, pin_id: id, client_tracking_params: '' });
  const check = (await (await request(`/v3/offsite/?${query}`, { headers })).json()) as ResourceResponse<{ attribution_token?: string }>;
  return { view: got.data.attributionToken, click: check.resource_response.data?.attribution_token, destination };
}

/** A fresh anonymous visitor: the cookie it sends and who its tokens are for. */
export function anonymousVisitor(): { cookie: string; visitor: { id: null; anonymousId: string } } {
  const anonymousId = crypto.randomUUID();
  return { cookie: `pb_anon=${anonymousId}`, visitor: { id: null, anonymousId } };
}
