// Page loaders of the business pages (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): every /business/{dashboard}/, /business/convert/
// and /advertiser/quick-promote/?pin_id=. Signed-out visitors get the login page (back here after),
// personal members a 403 refusal that offers the conversion, allowed members the page.

import type { Context } from 'hono';
import { businessAccess, businessDashboard } from '#shared/business/dashboards.ts';
import { BUSINESS_CONVERT_PATH } from '#shared/experiences/constants.ts';
import { formatId, parseId } from '#shared/ids.ts';
import type { RouteName } from '#shared/routes.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import type { AppEnv } from '#worker/env.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { titledHead as head, type Loader, memberOf, notFoundPage, type ServerPageState } from '#worker/pages/loader.ts';
import { holdsOriginOf } from '#worker/pins/originRights.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { inviteEndedByBlock } from '#worker/users/blocks.ts';
import { readUserById } from '#worker/users/userData.ts';
import { adAccountsOf, businessViewerOf } from './adAccounts.ts';
import { loadBusinessHub } from './businessHubPage.ts';
import { dashboardView } from './dashboards.ts';
import { campaignsOf } from './resources.ts';
import { readBusinessInvite } from './token.ts';

/** The 403 page of a personal member: business pages need a business account. */
export const businessRefusal = (route: RouteName, params: Record<string, string>): ServerPageState => ({
  route,
  params,
  status: 403,
  head: head('Business account needed', 'This page is for business accounts.', null, true),
  data: {
    kind: 'forbidden',
    title: 'This page is for business accounts',
    message:
      'Your account is a personal account, and no business gave you access to its ad accounts. Convert your account for free, or ask an admin of the ad account to invite you.',
    action: { label: 'Convert to a business account', href: BUSINESS_CONVERT_PATH },
  },
});

/**
 * Whether the member may open business pages: null when allowed, else the page to answer. (These
 * routes are members only, shared/pageRoutes.ts: visitors got the login page before this.)
 */
async function gate(c: Context<AppEnv>, route: RouteName, params: Record<string, string>): Promise<ServerPageState | null> {
  const access = businessAccess(await statusRead(c, () => businessViewerOf(c.env.DB, c.var.viewer)));
  return access === 'allowed' ? null : businessRefusal(route, params);
}

/** /business/business-access/?invite=: the invited member (personal or not) sees the invitation and accepts it or not. */
async function invitationPage(c: Context<AppEnv>, params: Record<string, string>, code: string): Promise<ServerPageState> {
  const invite = await readBusinessInvite(c.env.SESSION_SECRET, code);
  const me = memberOf(c);
  // An invitation a block ended (worker/users/blocks.ts endCollaborations) is shown as one that is not valid any more.
  const account =
    invite && invite.memberId === me
      ? await statusRead(c, async () =>
          (await inviteEndedByBlock(c.env.DB, me, [invite.businessId, invite.invitedBy], invite.signedAt)) ? null : readUserById(c.env.DB, invite.businessId),
        )
      : null;
  return {
    route: 'business',
    params,
    status: account ? 200 : 400,
    head: head('Invitation to an ad account', 'Accept an invitation to manage an ad account.', null, true),
    data: { kind: 'businessInvite', invite: account && invite ? { code, businessName: account.full_name || account.username, role: invite.role } : null },
  };
}

const business: Loader = async (c, params) => {
  const dashboard = businessDashboard(params.rest ?? '');
  if (!dashboard) return notFoundPage();
  const code = c.req.query('invite');
  if (dashboard.path === 'business-access' && code) return invitationPage(c, params, code);
  const refused = await gate(c, 'business', params);
  if (refused) return refused;
  return {
    route: 'business',
    params,
    status: 200,
    head: head(dashboard.title, dashboard.description, `/business/${dashboard.path}/`, true),
    data: { kind: 'businessDashboard', view: await dashboardView(c.env.DB, dashboard, c.var.viewer) },
  };
};

const businessConvert: Loader = async (c, params) => {
  const viewer = c.var.viewer;
  return {
    route: 'businessConvert',
    params,
    status: 200,
    head: head('Get a free business account', 'Convert your account to a business account: ads, analytics and the business hub.', BUSINESS_CONVERT_PATH, true),
    data: { kind: 'businessConvert', isBusiness: viewer.isPartner, fullName: viewer.fullName ?? viewer.username ?? '' },
  };
};

const quickPromote: Loader = async (c, params) => {
  const pinId = parseId<'pin'>(c.req.query('pin_id'));
  if (pinId === null) {
    return {
      route: 'quickPromote',
      params,
      status: 400,
      head: head('Promote a Pin', 'Promote a Pin.', null, true),
      data: { kind: 'badRequest', message: 'pin_id must name a Pin to promote.' },
    };
  }
  const refused = await gate(c, 'quickPromote', params);
  if (refused) return refused;
  const lookup = await statusRead(c, () => readPin(c.env.DB, pinId, viewerUserId(c.var.viewer), { forBot: false }));
  if (lookup.status !== 'found') return notFoundPage();
  // Only the ad account that created the Pin's content may promote it (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4,
  // worker/pins/originRights.ts, QuickPromoteResource): never a save or copy of someone else's.
  const managed = (await adAccountsOf(c.env.DB, c.var.viewer)).filter((a) => a.role !== 'analyst');
  const holds = await Promise.all(managed.map((a) => holdsOriginOf(c.env.DB, pinId, a.id)));
  const accounts = managed.filter((_, i) => holds[i]);
  return {
    route: 'quickPromote',
    params,
    status: 200,
    head: head('Promote a Pin', 'Promote this Pin in one of your campaigns.', null, true),
    data: {
      kind: 'quickPromote',
      pin: lookup.pin,
      accounts: await Promise.all(accounts.map(async (a) => ({ id: formatId(a.id), name: a.fullName, campaigns: await campaignsOf(c.env.DB, a.id) }))),
    },
  };
};

/** The business page loaders by route. */
export const businessPages = { business, businessConvert, quickPromote, businessHub: loadBusinessHub } satisfies Record<string, Loader>;
