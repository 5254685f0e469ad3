// The /pin_redirect interstitial (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2) as a page loader: the pin its `origin` names, read
// as the viewer may see it, decides everything shown — the domain, Continue (the pin's signed
// /offsite/ link, checked against the link rules now and again at click time) and Back to the Pin.
import { needsPinRedirect, type PinRedirectView } from '#shared/closeup/pinRedirect.ts';
import { pinRedirectPinId } from '#shared/closeup/pinRedirectOrigin.ts';
import { parseId } from '#shared/ids.ts';
import { isBlockedStatus } from '#shared/offsite/verdict.ts';
import { SITE_NAME } from '#shared/pages.ts';
import { pinPath } from '#shared/routes.ts';
import { displayHost } from '#shared/urls.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { publicHost } from '#worker/lib/publicOrigin.ts';
import { checkLink } from '#worker/offsite/check.ts';
import { pinDestination, signedOffsitePath } from '#worker/offsite/sign.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { titledHead as head, type Loader, notFoundPage, type ServerPageState } from '#worker/pages/loader.ts';
import { readPin } from '#worker/pins/pinData.ts';

/** The 400 page of a malformed /pin_redirect link. */
const badRequest = (message: string): ServerPageState => ({
  route: 'pinRedirect',
  params: {},
  status: 400,
  head: head('This link is not valid', message, null, true),
  data: { kind: 'badRequest', message },
});

/**
 * /pin_redirect: 400 when `origin` names no pin, 404 for a pin the viewer may not see or without a
 * link. The query's redirectUrl, domain and images are never shown or followed: the destination is
 * the pin's own link, checked against the link rules here and again at click time.
 */
/** The loader of the /pin_redirect interstitial. */
export const loadPinRedirect: Loader = async (c) => {
  const query = new URL(c.req.url).searchParams;
  const named = pinRedirectPinId(query);
  const pinId = named.ok ? parseId<'pin'>(named.pinId) : null;
  if (!named.ok || pinId === null) return badRequest(named.ok ? 'origin must be the path of a Pin on this site.' : named.error);
  const { lookup, check } = await statusRead(c, async () => {
    const lookup = await readPin(c.env.DB, pinId, viewerUserId(c.var.viewer), { forBot: c.var.viewer.isBot });
    const destination = lookup.status === 'found' ? pinDestination(lookup.pin) : null;
    return { lookup, check: destination ? await checkLink(c.env.DB, destination, publicHost(c)) : null };
  });
  if (lookup.status !== 'found' || !check) return notFoundPage();
  const blocked = isBlockedStatus(check.redirect_status);
  const domain = displayHost(check.url);
  const continuePath = blocked
    ? null
    : ((await signedOffsitePath(c.env, check.url, lookup.pin.entityId)) ?? `/offsite/?${new URLSearchParams({ url: check.url, pin: lookup.pin.entityId })}`);
  const view: PinRedirectView = {
    backPath: pinPath(lookup.pin.entityId),
    domain,
    continuePath,
    warning: blocked ? check.message : null,
    pinImageUrl: lookup.pin.images['236x']?.url ?? null,
    pinDomain: needsPinRedirect(lookup.pin.domain, check.url) ? lookup.pin.domain : null,
  };
  return {
    route: 'pinRedirect',
    params: {},
    status: 200,
    head: head(`Leaving ${SITE_NAME} for ${domain}`, `You are about to visit ${domain}.`, null, true),
    data: { kind: 'pinRedirect', view },
  };
};
