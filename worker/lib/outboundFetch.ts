// The one way the server fetches a url a member gave (today: a web image for PinResource create).
// Every hop is checked before it is fetched: http or https only, a host on the web
// (publicHosts.ts) whose name resolves only to addresses on the web (hostAddresses.ts), never this
// site's own origin; redirects are followed by hand, each Location checked the same way, at most
// MAX_REDIRECTS of them. Whatever goes wrong (a refused host, a
// closed port, a timeout, an HTTP error, too many redirects, too many bytes) the caller learns
// only that it failed, and the member sees one message, so the fetch cannot map a network.
import { parseHttpUrl } from '#shared/urls.ts';
import { resolvesToWeb } from './hostAddresses.ts';
import { isPublicHost } from './publicHosts.ts';

/** The one message a member sees when a url could not be fetched, whatever the reason. */
export const OUTBOUND_FAILED = 'We could not download the image at that url. Use a public http or https address of a picture.';

/** Redirects followed before giving up. */
export const MAX_REDIRECTS = 3;

const TIMEOUT_MS = 10_000;

/** Any failure of an outbound fetch; its message is always OUTBOUND_FAILED (the reason is logged). */
export class OutboundFailure extends Error {
  constructor(readonly reason: string) {
    super(OUTBOUND_FAILED);
  }
}

export interface OutboundOptions {
  /** This site's public origin: never fetched, however a url or redirect names it. */
  ownOrigin: string;
  accept: string;
  maxBytes: number;
  timeoutMs?: number;
}

/** The url if the server may fetch it, else null: http(s), a public host, not this site. */
export function fetchableUrl(value: string, ownOrigin: string): URL | null {
  const url = parseHttpUrl(value);
  if (!url || url.username || url.password) return null;
  const own = new URL(ownOrigin);
  if (url.hostname.replace(/\.+$/, '').toLowerCase() === own.hostname.toLowerCase()) return null;
  return isPublicHost(url.hostname) ? url : null;
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (!response.body) throw new OutboundFailure('no body');
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body.cancel();
    throw new OutboundFailure('too large');
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > maxBytes) {
      await reader.cancel();
      throw new OutboundFailure('too large');
    }
    chunks.push(value);
  }
  return new Uint8Array(await new Blob(chunks as BlobPart[]).arrayBuffer());
}

/** Fetches a member's url (GET, no credentials), checking every hop; answers its body, at most maxBytes. */
export async function outboundFetch(value: string, options: OutboundOptions): Promise<Uint8Array> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  let url = fetchableUrl(value, options.ownOrigin);
  for (let hop = 0; ; hop++) {
    if (!url) throw new OutboundFailure(hop ? 'redirect to a refused url' : 'refused url');
    if (!(await resolvesToWeb(url.hostname, signal))) throw new OutboundFailure('resolves off the web');
    let response: Response;
    try {
      response = await fetch(url.href, { headers: { accept: options.accept }, redirect: 'manual', signal });
    } catch (error) {
      throw new OutboundFailure(error instanceof Error ? error.name : 'network');
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (!location || hop >= MAX_REDIRECTS) throw new OutboundFailure(location ? 'too many redirects' : 'redirect without location');
      let next: string;
      try {
        next = new URL(location, url).href;
      } catch {
        throw new OutboundFailure('bad redirect');
      }
      url = fetchableUrl(next, options.ownOrigin);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new OutboundFailure(`status ${response.status}`);
    }
    try {
      return await readCapped(response, options.maxBytes);
    } catch (error) {
      throw error instanceof OutboundFailure ? error : new OutboundFailure('read failed');
    }
  }
}
