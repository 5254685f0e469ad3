// Every implemented resource, collected from the feature modules that export them. A module's
// exported `implement(...)` results are picked up by themselves: adding a resource to one of
// these modules needs nothing here; a new module is imported and added to MODULES once. contractGaps()
// names what differs from the contract, and tests/worker/contract.test.ts fails unless it is nothing.
import { API } from '#shared/api/index.ts';
import * as adResources from '#worker/ads/resources.ts';
import * as authResources from '#worker/auth/resources.ts';
import * as boardFilterChips from '#worker/boards/boardFilterChips.ts';
import * as boardParts from '#worker/boards/boardParts.ts';
import * as boardScreens from '#worker/boards/boardScreens.ts';
import * as bulkEdit from '#worker/boards/bulkEdit.ts';
import * as collaborators from '#worker/boards/collaborators.ts';
import * as boardFavorites from '#worker/boards/favorites.ts';
import * as moreIdeas from '#worker/boards/moreIdeas.ts';
import * as pinOrder from '#worker/boards/pinOrder.ts';
import * as boardResources from '#worker/boards/resources.ts';
import * as sectionMerge from '#worker/boards/sectionMerge.ts';
import * as businessResources from '#worker/business/resources.ts';
import * as commentResources from '#worker/comments/resources.ts';
import * as conversationResources from '#worker/conversations/resources.ts';
import * as sendSuggestions from '#worker/conversations/sendSuggestions.ts';
import * as discoveryResources from '#worker/discovery/resources.ts';
import * as pinAnalytics from '#worker/events/resources.ts';
import * as experienceClickthroughs from '#worker/experiences/clickthroughs.ts';
import * as clientLogs from '#worker/experiences/clientLogs.ts';
import * as experienceResources from '#worker/experiences/resources.ts';
import * as feedResources from '#worker/feed/resources.ts';
import * as inviteResources from '#worker/invites/resources.ts';
import * as onboardingResource from '#worker/onboarding/resources.ts';
import * as pageResource from '#worker/pages/resources.ts';
import * as pinResource from '#worker/pins/resources.ts';
import * as reportResources from '#worker/report/resources.ts';
import * as safetyResources from '#worker/safety/resources.ts';
import * as repinResource from '#worker/save/resources.ts';
import * as searchResources from '#worker/search/resources.ts';
import * as shareResources from '#worker/shares/resources.ts';
import * as vipResource from '#worker/uploads/resources.ts';
import * as userResources from '#worker/users/resources.ts';
import * as settingsResource from '#worker/users/settingsResource.ts';
import * as suggestedCreators from '#worker/users/suggestedCreators.ts';
import * as userState from '#worker/users/userState.ts';
import type { ImplementedResource } from './implement.ts';

const MODULES: readonly object[] = [
  adResources,
  boardFilterChips,
  boardParts,
  boardResources,
  boardScreens,
  bulkEdit,
  pinOrder,
  collaborators,
  boardFavorites,
  moreIdeas,
  businessResources,
  sectionMerge,
  commentResources,
  conversationResources,
  sendSuggestions,
  pinAnalytics,
  experienceResources,
  experienceClickthroughs,
  clientLogs,
  userState,
  feedResources,
  inviteResources,
  onboardingResource,
  pageResource,
  pinResource,
  repinResource,
  shareResources,
  safetyResources,
  authResources,
  settingsResource,
  suggestedCreators,
  userResources,
  vipResource,
  searchResources,
  discoveryResources,
  reportResources,
];

function isImplemented(value: unknown): value is ImplementedResource {
  return typeof value === 'object' && value !== null && 'contract' in value && 'handlers' in value;
}

/** The implemented resources by name. */
export const RESOURCES: ReadonlyMap<string, ImplementedResource> = new Map(
  MODULES.flatMap((module) => Object.values(module).filter(isImplemented)).map((r) => [r.contract.name, r]),
);

/** The names of contract resources without a handler, and of handlers without a contract. */
export function contractGaps(): { unimplemented: string[]; undeclared: string[] } {
  const declared = new Set<string>(Object.keys(API));
  return {
    unimplemented: [...declared].filter((name) => !RESOURCES.has(name)),
    undeclared: [...RESOURCES.keys()].filter((name) => !declared.has(name) || API[name as keyof typeof API] !== RESOURCES.get(name)?.contract),
  };
}
