// What a page carries from the worker to the client: the route it matched, its status, its head
// (title, description, canonical) and its data. The same shape is embedded for hydration and
// answered by PageResource for client-side navigation.

import type { CampaignReport } from './ads/campaigns.ts';
import type { BoardCollaborator } from './api/boards.ts';
import type { PinRedirectView } from './closeup/pinRedirect.ts';
import type { ConversationView } from './conversations/conversation.ts';
import type { DiscoveryPageData } from './discovery/pages.ts';
import type { MultiPlacedExperiences } from './experiences/placed.ts';
import type { FormFlash } from './forms.ts';
import type { InfoPageData } from './infoPages.ts';
import type { OnboardingInterest, OnboardingState } from './onboarding/steps.ts';
import type { PageKind, RouteName } from './pageRoutes.ts';
import type { CardPin, CardPinPage } from './pinCard/cardPin.ts';
import type { ReportReason } from './report/pinFeedback.ts';
import type { LandingPageType, SearchEngine } from './seo/searchLanding.ts';
import type { HeadMeta } from './seo/socialTags.ts';
import type { UserSettings } from './settings.ts';
import type {
  BoardDetail,
  BoardSectionSummary,
  CommentPage,
  ImageSize,
  InboxConversation,
  Pin,
  PinPage,
  UserProfile,
  UserSummary,
  VariantSet,
  Viewer,
} from './types.ts';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute path of the canonical url, e.g. /pin/12/ */
  canonical: string | null;
  noindex: boolean;
  /** Open Graph and Twitter card tags. */
  meta?: HeadMeta[];
  /** schema.org JSON-LD of the page, embedded with safeJsonForHtml. */
  jsonLd?: Record<string, unknown> | null;
}

/** How a visitor landed (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): from which search engine, on which page type. */
export interface Landing {
  searchEngine: SearchEngine | null;
  pageType: LandingPageType | null;
}

/**
 * The data of every kind of page (shared/pageRoutes.ts PAGE_VIEWS) that has any: a kind it does not
 * name is a page without data, `{ kind }` (the 404 page, the creation tools, "Get the app").
 */
type DataPageData = WithKnownKinds<
  | { kind: 'home'; feed: PinPage }
  | { kind: 'pin'; pin: Pin; imageSize?: ImageSize; comments?: CommentPage; related?: PinPage; variantSet?: VariantSet }
  | { kind: 'pinComments'; pin: Pin; comments: CommentPage }
  | { kind: 'conversation'; conversation: ConversationView }
  /** /messages/: the member's conversations, unread ones marked. */
  | { kind: 'messages'; conversations: InboxConversation[] }
  | { kind: 'pinRedirect'; view: PinRedirectView }
  | { kind: 'badRequest'; message: string }
  /** /business/hub/: the signed-in advertiser's campaigns; null for signed-out viewers. */
  | { kind: 'businessHub'; campaigns: CampaignReport[] | null }
  | AccountPageData
  | InfoPageData
  /** Search, topics and ideas, today, videos, shopping, notifications, tune your home feed. */
  | DiscoveryPageData
>;

/** Data whose every kind is declared in PAGE_VIEWS: data of an undeclared kind does not compile. */
type WithKnownKinds<D extends { kind: PageKind }> = D;

/** A page without data: each kind of PAGE_VIEWS the data above does not name. */
type StaticPageData = { [K in Exclude<PageKind, DataPageData['kind']>]: { kind: K } }[Exclude<PageKind, DataPageData['kind']>];

/** What a page carries, by its kind. */
export type PageData = DataPageData | StaticPageData;

/** The tabs of /settings (accounts and boards (docs/architecture.md#accounts-boards-and-saving) profile and account; ads (docs/architecture.md#ads-impressions-and-attribution) privacy and data, notifications). */
/** The two lists of people a profile links to from its counts. */
export type FollowList = 'followers' | 'following';

export type SettingsTab = 'profile' | 'account' | 'privacy' | 'notifications';

/** Pages of accounts, boards and profiles. */
export type AccountPageData =
  | { kind: 'login'; next: string }
  | { kind: 'signup'; next: string }
  | { kind: 'profile'; user: UserProfile; boards: BoardDetail[]; boardsBookmark: string | null; stories: CardPin[]; activity: CardPin[] }
  /** A member's saved pins: only the drawn cards (shared/pinCard/cardPin.ts drawnCards); the grid reads the rest on scroll. */
  | { kind: 'profileSaved'; user: UserProfile; feed: CardPinPage }
  /** One page of a profile's followers or of the people it follows (`page` from 1; `more` when another follows). */
  | { kind: 'profileFollows'; list: FollowList; user: UserProfile; people: UserSummary[]; page: number; more: boolean }
  | {
      kind: 'board';
      board: BoardDetail;
      sections: BoardSectionSummary[];
      section: BoardSectionSummary | null;
      feed: PinPage;
      inviteCode: string | null;
      /** Set for a pending invitee of a board they may not see yet: the page is only the invitation (no pins, no sections). */
      invitation: { senderFirstName: string } | null;
    }
  | { kind: 'boardEdit'; board: BoardDetail; sections: BoardSectionSummary[]; collaborators: BoardCollaborator[] }
  | { kind: 'repinEdit'; pin: Pin; originalPinId: string | null }
  /** docs/rules/pin-card.md#screens-and-routes-spec-000-2: /pin/{id}/repin/ for a pin the viewer may see: the one-tap save page (isOneTapSave, the origin location). */
  | {
      kind: 'oneTapSave';
      pin: Pin;
      isOneTapSave: true;
      origin: string | null /** A member's boards to save to, as plain form buttons. */;
      boards: Array<{ entityId: string; name: string }>;
    }
  /** /pin/{id}/report/: the report dialog's steps as a page (the reasons, the confirmation of `reason`, then `reported`). */
  | { kind: 'pinReport'; pinId: string; title: string; reason: ReportReason | null; reported: boolean }
  /** docs/rules/closeup-and-visitors.md#constants-spec-002-9 onboarding after sign-up. */
  | { kind: 'onboarding'; state: OnboardingState; interests: OnboardingInterest[]; pins: Pin[]; next: string }
  /** /pin/{id}/edit/ for the pin's creator. */
  | { kind: 'pinEdit'; pin: Pin }
  /** /boardsection/{id}/edit/ for the board's owner; `sections` are the board's others. */
  | { kind: 'sectionEdit'; board: BoardDetail; section: BoardSectionSummary; sections: BoardSectionSummary[] }
  /** `settings`: the member's stored settings, which every tab's form shows before and without JavaScript. */
  | {
      kind: 'settings';
      tab: SettingsTab;
      me: UserProfile & { email: string; saveBehavior: 0 | 1 };
      avatars: Array<{ signature: string; url: string }>;
      settings: UserSettings;
    }
  /** /settings/notifications/ as a page of its own (an experiment): the member's stored settings. */
  | { kind: 'notificationSettings'; settings: UserSettings };

/** A page as loaded; `data` may still be streaming (a promise) on the server. */
export interface PageState<D = PageData> {
  route: RouteName | 'notFound';
  params: Record<string, string>;
  status: 200 | 400 | 403 | 404 | 410;
  head: PageHead;
  data: D;
  landing?: Landing;
  /** A page form's outcome, shown once (shared/forms.ts). */
  flash?: FormFlash;
  /** The header's Log in on this page, which comes back to it (shared/redirects.ts loginLink). */
  loginHref?: string;
}

/** The state embedded in the document for hydration. */
export interface DocumentState {
  viewer: Viewer;
  page: PageState;
  assets: ClientAssets;
  /** The viewer's experiences when the page was rendered (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4; none for bots): the top region is in the first HTML. */
  experiences?: MultiPlacedExperiences;
}

export interface ClientAssets {
  script: string;
  /** The entry's CSS, then the current page's. */
  styles: string[];
  /** The current page's chunks, named as modulepreloads when the entry starts (worker/pages/bootstrap.ts), so they download beside it. */
  preload: string[];
}

export const SITE_NAME = 'Pinboard';
