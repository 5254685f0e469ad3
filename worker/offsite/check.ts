// The link check behind GET /v3/offsite/ and /offsite/: sanitise the url, look through our own
// wrappers, match every layer against the operator's rules and answer the most severe verdict.
import { matchRules } from '#shared/offsite/rules.ts';
import { unwrapLayers } from '#shared/offsite/unwrap.ts';
import { type OffsiteCheck, verdictFor } from '#shared/offsite/verdict.ts';
import { sanitizeOutboundUrl } from '#shared/urls.ts';
import { readCandidateRules } from './data.ts';

/** The verdict for a url, or null when it is not an http(s) url we would ever link to. */
export async function checkLink(db: D1Database, value: string, ownHost: string): Promise<OffsiteCheck | null> {
  const url = sanitizeOutboundUrl(value);
  if (!url) return null;
  const layers = unwrapLayers(url, [ownHost]);
  const rules = await readCandidateRules(db, layers);
  return verdictFor(
    url,
    layers.flatMap((layer) => matchRules(layer, rules)),
  );
}
