// The query parameters each page of the route catalogue (shared/routes.ts) reads: the allow-list a
// redirect built from a person-supplied url keeps (shared/redirects.ts, docs/security.md#secrets-in-forms-and-urls).
// A page that starts reading a new parameter lists it here, or a redirect to that page drops it
// (tests/worker/security/redirectQueries.test.ts tries the secrets and the kept parameters).
import type { RouteName } from './routes.ts';

/** Read on every page: the forced experiment groups of development and staging (worker/middleware/viewer.ts). */
export const ANY_PAGE_QUERY: readonly string[] = ['exp'];

/**
 * The parameters a route's page (its loader, or its view after hydration) reads, by route. A name
 * that carries a secret is listed only on the one page whose own link carries it, bound to its
 * member: the ad-account invitation (`invite`), a board invitation (`invite_code`) and the signed
 * unsubscribe link (`token`). The share markers (`utm_pai`, and `invite_code` elsewhere) are read at
 * landing and taken out of the address, so no redirect carries them.
 */
export const PAGE_QUERY: Partial<Record<RouteName, readonly string[]>> = {
  pin: ['board_url'],
  pinRepin: ['origin', 'originalPinId', 'isEditingPin', 'pinBoardId', 'isFromToast'],
  pinReport: ['reason'],
  // The page is made from the pin (`origin`), never from the rest of its query (docs/security.md).
  pinRedirect: ['origin'],
  business: ['invite'],
  quickPromote: ['pin_id'],
  login: ['next'],
  signup: ['next'],
  onboarding: ['next'],
  emailSubscription: ['user_id', 'list', 'token'],
  search: ['q', 'rs', 'rg'],
  searchPins: ['q', 'rs', 'rg'],
  searchScope: ['q', 'rs', 'rg'],
  profileFollowers: ['page'],
  profileFollowing: ['page'],
  board: ['invite_code', 'accept_invite', 'seamless'],
  section: ['invite_code', 'accept_invite', 'seamless'],
  oauth: ['client_id'],
  appFactoryOauth: ['client_id'],
};

/** Parameters whose value is itself a path of this site: a redirect keeps them only reduced by the same rule. */
export const PATH_PARAMS: ReadonlySet<string> = new Set(['next', 'origin', 'board_url']);
