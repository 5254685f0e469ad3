// Wire types shared by worker, client and tests: the pin, board, user and viewer shapes of
// docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 and docs/rules/closeup-and-visitors.md#entities-spec-002-3, and the resource envelope every API answer uses.

import type { AdPersonalization } from './ads/personalization.ts';
import type { ViewerConsent } from './consent.ts';
import type { Gender } from './onboarding/steps.ts';
import type { Theme } from './settings.ts';

/** Image size names of docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3; `originals` is the stored original ("orig" in the spec). */
export type ImageSize = '60x60' | '136x136' | '170x' | '236x' | '474x' | '564x' | '600x315' | '736x' | 'originals';

export interface ImageSpec {
  url: string;
  width: number;
  height: number;
}

export type PinKind = 'image' | 'gif' | 'video' | 'story' | 'carousel' | 'collection' | 'product' | 'recipe' | 'article' | 'ad' | 'third_party_ad';

export interface UserSummary {
  entityId: string;
  username: string;
  fullName: string;
  /** null when the user has only the default avatar (urls containing /user/default are dropped). */
  imageMediumUrl: string | null;
  isVerifiedMerchant: boolean;
  verifiedIdentity?: { verified: boolean };
  explicitlyFollowedByMe?: boolean;
}

export type BoardPrivacy = 'public' | 'secret' | 'protected';

export interface BoardSummary {
  entityId: string;
  name: string;
  url: string;
  layout: 'default' | 'quick_saves';
  privacy: BoardPrivacy;
  isCollaborative: boolean;
  collaboratorCount: number;
  collaboratedByMe?: boolean;
  followedByMe?: boolean;
  owner: { entityId: string };
}

export interface VideoVariant {
  url: string;
  width: number;
  height: number;
  /** milliseconds */
  duration: number;
}

export interface StoryPinPage {
  /** 'image' pages are static and count 5000 ms each (docs/rules/pin-card.md#display-rules-spec-000-5); 'video' pages carry their own. */
  blocks: StoryPinBlock[];
}

/** One block of a story page; `images` is filled for the closeup only (worker/pins/pinMedia.ts). */
export interface StoryPinBlock {
  type: 'image' | 'video' | 'text';
  imageSignature?: string;
  /** The pin a block shows (a tagged product, say); the closeup's storyPinData.hasProductPins reads it. */
  pinId?: string;
  text?: string;
  duration?: number;
  images?: Partial<Record<ImageSize, ImageSpec>>;
}

/**
 * One item of a collection pin (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 itemData). `images`, `pinAvailable` (a live, public
 * pin we have) and `offsiteUrl` (the signed outbound path of `link`) are filled for the closeup.
 */
export interface CollectionItem {
  pinId: string;
  imageSignature: string;
  link?: string;
  images?: Partial<Record<ImageSize, ImageSpec>>;
  pinAvailable?: boolean;
  offsiteUrl?: string;
}

export interface CarouselSlot {
  slotId: string;
  title: string;
  details?: string;
  link?: string;
  imageSignature: string;
  images?: Partial<Record<ImageSize, ImageSpec>>;
}

export interface OfferSummary {
  price?: string;
  minPrice?: string;
  maxPrice?: string;
  standardPrice?: string;
}

export interface ProductMetadata {
  name: string;
  id?: string;
  /** The shop's catalogue item (one choice of a product) and the item set its variants share: the closeup's alone (StoredPinDetails productItems). */
  itemId?: string;
  itemSetId?: string;
  /** `signature`: the image signature of the brand's picture (a member shop's avatar), the closeup's alone. */
  brand?: { name: string; signature?: string };
  offerSummary?: OfferSummary;
  labelInfo?: { labels: string[] };
}

export interface TargetingAttribution {
  customerList?: boolean;
  lookalike?: boolean;
  engagement?: boolean;
  expandedTargeting?: boolean;
  gpsLocation?: boolean;
  visitor?: boolean;
  shoppingProspecting?: boolean;
  personaMatch?: boolean;
  matchedAgeBucket?: string;
  matchedLocale?: string;
  matchedInterest?: string;
  matchedGender?: string;
  matchedDevice?: string;
  matchedKeyword?: string;
  geoRegion?: string;
  geoPostalCode?: string;
}

/** Kind-specific pin fields, stored as the `data` JSON column and spread into the wire pin. */
export interface PinExtras {
  gridTitle?: string;
  descriptionHtml?: string;
  seoTitle?: string;
  seoDescription?: string;
  seoNoindexReason?: string;
  category?: string;
  imageCrop?: { minY: number | null; maxY: number | null };
  trackedLink?: string;
  mobileLink?: string;
  /** `subtype` (the file format of `src`) is the closeup's alone (worker/pins/pinDetails.ts). */
  embed?: { src: string; type: 'gif' | 'video'; subtype?: string; width: number; height: number };
  videos?: { id: string; duration: number; videoList: { v720P?: VideoVariant; vHLSV4?: VideoVariant; vHLSV3MOBILE?: VideoVariant } };
  storyPinData?: {
    isDeleted?: boolean;
    /** Whether a block shows a product pin the viewer may see: the closeup's alone (worker/pins/pinDetails.ts). */
    hasProductPins?: boolean;
    pages: StoryPinPage[];
    staticPageCount: number;
    totalVideoDuration: number;
    metadata?: { pinTitle?: string };
  };
  carouselData?: { carouselId: string; index: number; slots: CarouselSlot[] };
  collectionItems?: CollectionItem[];
  richSummary?: {
    typeName: 'product' | 'recipe' | 'article';
    displayName?: string;
    siteName?: string;
    url?: string;
    displayCookTime?: number;
    aggregateRating?: { ratingValue: number | string; bestRating?: number; reviewCount?: number };
    products?: ProductMetadata[];
  };
  richMetadata?: {
    article?: { name: string; description?: string; datePublished?: string };
    recipe?: { name: string; cookTimeMinutes?: number };
    products?: ProductMetadata[];
  };
  /** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: a product pin's extra images, counted by the badge. */
  productPinData?: { additionalImagesLength: number };
  isOosProduct?: boolean;
  isStaleProduct?: boolean;
  isShoppable?: boolean;
  shoppingFlags?: number[];
  isEligibleForPdp?: boolean;
  isQuickPromotable?: boolean;
  promotedIsRemovable?: boolean;
  isThirdPartyAd?: boolean;
  isDownstreamPromotion?: boolean;
  advertiserId?: string;
  campaignId?: string;
  adDestinationUrl?: string;
  trackingParams?: string;
  /** A promoted pin's single-use attribution token, fresh with each page that shows it (worker/attribution/token.ts). */
  attributionToken?: string;
  adTargetingAttribution?: TargetingAttribution;
  thirdPartyAdAttributes?: {
    promotedIsPersonalized?: boolean;
    isEligibleForPromotedPartnership?: boolean;
    promotedPartnershipAttributionName?: string;
    promotedPartnershipAdvertiserName?: string;
  };
  sponsorship?: { status: 0 | 2 | 3; creatorUsername?: string; sponsorName?: string };
  reactionCountsData?: Record<string, number>;
  pinJoin?: {
    visualAnnotation?: string[];
    annotationsWithLinksArray?: Array<{ name: string; url: string }>;
    shoppingKlpUrls?: Array<{ name: string; url: string }>;
  };
  recommendationReason?: { reason: string; reasonId?: string; hasBoard?: boolean; board?: { name: string; url: string } };
  sourceInterest?: { entityId: string; name: string; urlName: string };
  /** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: the viewer's board this pin is pinned to (their save of it, or their own pin), where a feed reads it (the explore local tab); null: not pinned. */
  pinnedToBoard?: { entityId: string; name: string } | null;
  /**
   * docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: where the signed-in viewer saved this pin (their
   * latest live save of its root, worker/save/viewerSave.ts), on every pin a member reads; absent when none: its Save
   * starts saved and names the board.
   */
  viewerSave?: SaveResult;
  access?: string[];
  /** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: the image origin, 0 to 15 (shared/pinCard/imageOrigin.ts). */
  digitalMediaSourceType?: number;
}

export interface Pin extends PinExtras {
  entityId: string;
  kind: PinKind;
  title: string;
  description: string;
  altText: string;
  link: string | null;
  domain: string | null;
  dominantColor: string;
  imageSignature: string;
  /** Every size but `originals` for people; `originals` only for bots (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3). */
  images: Partial<Record<ImageSize, ImageSpec>>;
  isPromoted: boolean;
  isRepin: boolean;
  pinner: UserSummary;
  promoter: UserSummary | null;
  board: BoardSummary | null;
  commentsDisabled: boolean;
  createdAt: string;
  /** The signed `/offsite/?token=...&url=...&pin=...` path for the pin's outbound link (docs/security.md#outbound-link-safety). */
  offsiteUrl?: string;
}

/** A product's variants (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3): its dimensions and the pin of each choice. */
export interface VariantSet {
  dimensionMetadata: Array<{ name: string; values: string[] }>;
  /** Each variant is a pin of its own, read by id (PinResource get) when a person picks it. */
  variants: Array<{ pinId: string; values: Record<string, string> }>;
}

/** Free shipping from an order of `freeShippingPrice` (shown), `freeShippingValue` the same as a number. */
export interface ShippingInfo {
  freeShippingPrice: string;
  freeShippingValue: number;
}

/**
 * Pin fields only the closeup's PinResource serves, never a grid card (the first HTML's card data
 * stays lean): stored under the `details` key of the pin's data and left out of every card read.
 */
export interface StoredPinDetails {
  shippingInfo?: ShippingInfo;
  variantSet?: VariantSet;
  /** A promoted pin's ad creative: the alternate picture and what a tap on a collection item opens. */
  adData?: { ceAltImageSignature?: string; collectionGridClickType?: 'closeup' | 'offsite' };
  /** A promoted pin's promotion: the id of this pin's promotion in its campaign. */
  pinPromotionId?: string;
  /** A promoted pin's attribution source: the advertiser's conversion source its views and clicks are attributed to. */
  attributionSourceId?: string;
  /** A story's data record, which its saves share with it. */
  storyPinDataId?: string;
  /**
   * The catalogue ids of a pin's products, by product id (ProductMetadata `id`): served merged into
   * the products of richSummary and richMetadata, never under this name.
   */
  productItems?: Record<string, { itemId: string; itemSetId?: string; brandSignature?: string }>;
}

/** The ad fields of StoredPinDetails, served for a promoted pin only. */
export type StoredAdDetails = Pick<StoredPinDetails, 'adData' | 'pinPromotionId' | 'attributionSourceId'>;

/** What PinResource get serves beyond the card's pin (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3). */
export interface PinDetails extends Omit<StoredPinDetails, 'productItems'> {
  /** The url of the original-size image (`originals`), for everyone (the card's images leave it out for people). */
  origImageUrl: string;
  /** The pin opens a web closeup: every pin but a story its creator deleted (the card draws no link for one). */
  isEligibleForWebCloseup: boolean;
  /** A video pin's video: `ready` with a playable variant in its list, else `processing`; absent for other pins. */
  videoStatus?: 'ready' | 'processing';
  /** The ad's primary targeting signal (shared/ads/explanation.ts adMatchReason); a promoted pin's only. */
  adMatchReason?: string;
  /** Where the embed came from and as what: every embed is hosted here, so its type is the embed's own. */
  attribution?: { embed: { type: 'gif' | 'video' } };
  /** The card's fields with the closeup's parts filled in: the embed's subtype, the story's hasProductPins, the products' catalogue ids. */
  embed?: Pin['embed'];
  storyPinData?: Pin['storyPinData'];
  richSummary?: Pin['richSummary'];
  richMetadata?: Pin['richMetadata'];
  /** The SEO-style link, `/pin/{title words}--{id}/` (shared/paths.ts seoPinPath). */
  seoUrl: string;
  /** The signed-in viewer's own save of this pin (the pin itself, or a save of it or of its original); null when none or signed out. */
  savedInfo: { boardId: string; localPinId: string } | null;
  /** Whoever pinned the original of a save; null for an original. */
  originPinner: UserSummary | null;
  /** Who made the picture: the original's pinner when it was uploaded (no outside source), else null. */
  nativeCreator: UserSummary | null;
  /** The link's site and the member whose website it is, when there is one. */
  linkDomain: { name: string; officialUser: UserSummary | null } | null;
  /** The link goes to the pinner's own website. */
  linkUserWebsite: boolean;
  /**
   * Whom a save was made through. Always null: a save stores its original only (worker/save/saveData.ts
   * saves the root pin), so the pin it was saved from is not known.
   */
  viaPinner: null;
  /** Alt text written from the pin's title or description (shared/closeup/autoAltText.ts); null when it has neither. */
  autoAltText: string | null;
  /** The pin has no outside destination: a tap opens nothing beyond the closeup. */
  isGoLinkless: boolean;
  /** Videos and story pins play in a stream of such pins rather than as a still closeup. */
  shouldOpenInStream: boolean;
  /** The card's annotation chips (shared/pinCard/menu.ts annotationChips) and whether the pin is a shop-the-look (shopping flag 2). */
  aggregatedPinData: { pinTagsChips: Array<{ name: string; url: string | null }>; isShopTheLook: boolean };
  /** A dynamic product ad's creative type. Always null: this product has no catalogue-driven ads. */
  dpaCreativeType: null;
}

export type PinWithDetails = Pin & PinDetails;

export type BotKind = 'search' | 'social';

/** Who is asking: built once per request by the viewer middleware, sent to the client for hydration. */
export interface Viewer {
  id: string | null;
  username: string | null;
  fullName: string | null;
  isAuth: boolean;
  isPartner: boolean;
  isEmployee: boolean;
  isVerifiedMerchant: boolean;
  isLimitedLogin: boolean;
  /** docs/rules/pin-card.md#who-it-serves-spec-000-1, docs/rules/pin-card.md#roles-spec-000-6: the request comes from an internal address (debug box, like employees). */
  isInternal?: boolean;
  /** The signed-in user's small avatar (136x136), null without one or when signed out. */
  avatarUrl?: string | null;
  /** ISO country from request.cf, or null when unknown (offline development has none). */
  country: string | null;
  locale: string;
  createdAt: string | null;
  /** The signed-in member's own gender (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3); null signed out. */
  gender: Gender | null;
  /** docs/rules/experiences.md#experience-data-spec-001-3: when a signed-in member last came back after 28 days or more away, else null. */
  resurrectionInfo?: { resurrectionDate: string } | null;
  /** docs/rules/pin-card.md#roles-spec-000-6: a new or resurrected member, eligible for the image-only grid (decided at the edge). */
  imageOnlyGridEligible?: boolean;
  /**
   * docs/rules/pin-card.md#constants-spec-000-9: a member who joined within the last 28 days (shared/users/memberLifecycle.ts isNewUser,
   * decided at the edge), whose phone tab bar is the taller nav footer; absent for visitors.
   */
  newMember?: boolean;
  /** A signed-in member's unread notifications and conversations (the header's counts), set when a page renders. */
  unread?: { notifications: number; messages: number };
  isBot: boolean;
  botKind: BotKind | null;
  /** A phone or tablet: no hover overlay, the plainer badge style (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#roles-spec-000-6). */
  isMobile: boolean;
  /** Stable id of a signed-out visitor (cookie), used for experiment assignment. */
  anonymousId: string;
  /** Experiment name to group name, for every defined experiment. */
  experiments: Record<string, string>;
  /** Cookie consent decided at the edge (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4); gate events with shared/consent.ts. */
  consent?: ViewerConsent;
  /** The theme of the first byte (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4 dark mode). */
  theme?: Theme;
  /** A member's ad personalization settings (docs/rules/pin-card.md#roles-spec-000-6), read at the edge; absent: the defaults (both on). */
  adPersonalization?: AdPersonalization;
  /** Whether the page shows the app upsell bar (docs/rules/closeup-and-visitors.md#validation-spec-002-5, docs/rules/closeup-and-visitors.md#constants-spec-002-9; shared/visitor/upsell.ts). */
  appUpsell?: boolean;
}

export interface ResourceError {
  code: string;
  message: string;
}

/** The envelope every /resource/ and /v3/ answer uses. */
export interface ResourceResponse<T> {
  resource_response: {
    status: 'success' | 'failure';
    data: T | null;
    error: ResourceError | null;
    bookmark: string | null;
  };
}

/** A page of pins with the cursor for the next page (null at the end). */
export interface PinPage {
  pins: Pin[];
  bookmark: string | null;
  /** The page is still to read whole (a closeup's related pins for people): the grid asks its resource for it. */
  rest?: true;
}

/** A board section (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3, docs/rules/closeup-and-visitors.md#entities-spec-002-3). */
export interface BoardSectionSummary {
  entityId: string;
  boardId: string;
  name: string;
  slug: string;
  url: string;
  pinCount: number;
}

/** A board as its page, the profile grid and the board picker show it. */
export interface BoardDetail extends BoardSummary {
  slug: string;
  description: string;
  ownerUsername: string;
  ownerFullName: string;
  pinCount: number;
  followerCount: number;
  archived: boolean;
  coverImageUrl: string | null;
  createdAt: number;
  lastPinnedAt: number | null;
  /** Whether the viewer owns the board. */
  isOwner: boolean;
  /** Whether the viewer may save to it (owner or accepted collaborator). */
  canSave: boolean;
  /** Whether the viewer has a pending invite to collaborate on it. */
  invitedMe?: boolean;
  /** On the viewer's own board list: whether they marked it as a favourite (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3). */
  favoritedByMe?: boolean;
  /** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: marked sensitive by its owner or by moderation. */
  sensitive?: boolean;
  /** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: the viewer sees the sensitivity screen over the pins (not the owner, and not dismissed). */
  sensitivityScreen?: boolean;
  /** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: the owner sees a "New" badge on the board's More ideas tab (until opened or turned off). */
  moreIdeasBadge?: boolean;
}

/** The answer of a save (RepinResource create, docs/rules/pin-card.md#calls-spec-000-7). */
export interface SaveResult {
  id: string;
  originalPinId: string;
  /** False when the pin was already saved to that board (saving is idempotent per board). */
  created: boolean;
  /** The board saved to; its privacy decides whether the card may link it (shared/pinCard/board.ts boardLink). */
  board: SavedToBoard;
  section: { id: string; name: string } | null;
}

/** The board a save went to, as the save answer carries it. */
export interface SavedToBoard {
  id: string;
  url: string;
  name: string;
  layout: 'default' | 'quick_saves';
  privacy: BoardPrivacy;
}

/** A profile page's person (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 User, docs/rules/closeup-and-visitors.md#entities-spec-002-3 User). */
export interface UserProfile extends UserSummary {
  /** The small avatar (60x60), null with the default avatar (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3). */
  imageSmallUrl: string | null;
  /** The member's website (website_url) is verified: our reading, a verified merchant's own website. */
  isPrimaryWebsiteVerified: boolean;
  /** When the account was made (ISO). */
  created_at: string;
  /** Pins the member saved that the viewer may see (secret boards' only for the member and their collaborators). */
  pin_count: number;
  /** The member's gender, for the member alone: null on anyone else's profile. */
  gender: Gender | null;
  about: string;
  followerCount: number;
  followingCount: number;
  boardCount: number;
  secretBoardCount: number;
  hasQuicksaveBoard: boolean;
  blockedByMe: boolean;
  isMe: boolean;
  /**
   * The viewer manages this account as its admin (business access): the subject their calls may act for, whose pins count
   * as the subject's for creator analytics (docs/rules/pin-card.md#roles-spec-000-6).
   */
  actedForByMe: boolean;
}

/** A comment on a pin; text is plain and escaped when rendered. */
export interface PinComment {
  entityId: string;
  pinId: string;
  text: string;
  createdAt: string;
  author: UserSummary;
}

/** A page of a pin's comments, newest first, with the exact total. */
export interface CommentPage {
  comments: PinComment[];
  bookmark: string | null;
  count: number;
}

/** A conversation in a member's inbox: the other member, the last message, and whether it is unread. */
export interface InboxConversation {
  entityId: string;
  with: UserSummary;
  lastMessage: string;
  unread: boolean;
  updatedAt: string;
}
