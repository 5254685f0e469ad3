// The link check behind GET /v3/offsite/ and /offsite/: sanitise the url, look through our own
// wrappers, match every layer against the operator's rules and answer the most severe verdict.
// A link to an address that is not on the web (loopback, private, reserved: worker/lib/publicHosts.ts,
// the same rule as the server's outbound fetch) is no link at all: never saved, signed or redirected to.
import { matchRules } from '#shared/offsite/rules.ts';
import { unwrapLayers } from '#shared/offsite/unwrap.ts';
import { type OffsiteCheck, verdictFor } from '#shared/offsite/verdict.ts';
import { sanitizeOutboundUrl } from '#shared/urls.ts';
import { isPublicHost } from '#worker/lib/publicHosts.ts';
import { readCandidateRules } from './data.ts';

/** The url if it is an http(s) link to a host on the web, else null (the rule of every outbound link). */
export function webLink(value: string | null | undefined): string | null {
  const url = value ? sanitizeOutboundUrl(value) : null;
  return url && isPublicHost(new URL(url).hostname) ? url : null;
}

/** The verdict for a url, or null when it is not an http(s) url we would ever link to. */
export async function checkLink(db: D1Database, value: string, ownHost: string): Promise<OffsiteCheck | null> {
  const url = webLink(value);
  if (!url) return null;
  const layers = unwrapLayers(url, [ownHost]);
  if (layers.some((layer) => !isPublicHost(layer.hostname))) return null;
  const rules = await readCandidateRules(db, layers);
  return verdictFor(
    url,
    layers.flatMap((layer) => matchRules(layer, rules)),
  );
}
