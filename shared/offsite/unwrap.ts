// Our own redirect wrappers (`/offsite/?url=...`, `/pin_redirect?redirectUrl=...`) nest one link in
// another; a link check looks through every layer so a wrapped blocked link is still caught.
import { parseHttpUrl } from '#shared/urls.ts';

/** Path of the outbound redirect route (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2). */
export const OFFSITE_PATH = '/offsite/';

/** How deep wrappers are unwrapped; deeper nesting is itself suspicious and stops there. */
const MAX_DEPTH = 5;

const WRAPPERS: Record<string, string> = { '/offsite/': 'url', '/offsite': 'url', '/pin_redirect': 'redirectUrl', '/pin_redirect/': 'redirectUrl' };

/**
 * Every layer of a link, outermost first: the link itself and, while a layer is one of our own
 * wrappers (same host as `ownHost`), the link it wraps. Layers that are not http(s) end the chain.
 */
export function unwrapLayers(value: string, ownHosts: readonly string[]): URL[] {
  const layers: URL[] = [];
  let current: string | null = value;
  for (let depth = 0; current !== null && depth <= MAX_DEPTH; depth++) {
    const url = parseHttpUrl(current);
    if (!url) break;
    layers.push(url);
    const param = ownHosts.includes(url.hostname.replace(/\.+$/, '')) ? WRAPPERS[url.pathname] : undefined;
    current = param ? url.searchParams.get(param) : null;
  }
  return layers;
}

/** The innermost http(s) destination of a possibly wrapped link (null when there is none). */
export function innermostUrl(value: string, ownHosts: readonly string[]): URL | null {
  const layers = unwrapLayers(value, ownHosts);
  return layers[layers.length - 1] ?? null;
}
