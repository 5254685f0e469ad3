// Wire types shared by worker, client and tests: the pin, board, user and viewer shapes of
// spec 000 §3 and spec 002 §3, and the resource envelope every API answer uses.
import type { ViewerConsent } from './consent.ts';
import type { Theme } from './settings.ts';

/** Image size names of spec 000 §3; `originals` is the stored original ("orig" in the spec). */
export type ImageSize =
  | '60x60' | '136x136' | '170x' | '236x' | '474x' | '564x' | '600x315' | '736x' | 'originals';

export interface ImageSpec {
  url: string;
  width: number;
  height: number;
}

export type PinKind =
  | 'image' | 'gif' | 'video' | 'story' | 'carousel' | 'collection'
  | 'product' | 'recipe' | 'article' | 'ad' | 'third_party_ad';

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
  /** 'image' pages are static and count 5000 ms each (spec 000 §5); 'video' pages carry their own. */
  blocks: Array<{ type: 'image' | 'video' | 'text'; imageSignature?: string; text?: string; duration?: number }>;
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
  brand?: { name: string };
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
  embed?: { src: string; type: 'gif' | 'video'; width: number; height: number };
  videos?: { id: string; duration: number; videoList: { v720P?: VideoVariant; vHLSV4?: VideoVariant; vHLSV3MOBILE?: VideoVariant } };
  storyPinData?: {
    isDeleted?: boolean;
    pages: StoryPinPage[];
    staticPageCount: number;
    totalVideoDuration: number;
    metadata?: { pinTitle?: string };
  };
  carouselData?: { carouselId: string; index: number; slots: CarouselSlot[] };
  collectionItems?: Array<{ pinId: string; imageSignature: string; link?: string }>;
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
  adTargetingAttribution?: TargetingAttribution;
  thirdPartyAdAttributes?: {
    promotedIsPersonalized?: boolean;
    isEligibleForPromotedPartnership?: boolean;
    promotedPartnershipAttributionName?: string;
    promotedPartnershipAdvertiserName?: string;
  };
  sponsorship?: { status: 0 | 2 | 3; creatorUsername?: string; sponsorName?: string };
  reactionCountsData?: Record<string, number>;
  pinJoin?: { visualAnnotation?: string[]; annotationsWithLinksArray?: Array<{ name: string; url: string }> };
  recommendationReason?: { reason: string; reasonId?: string; hasBoard?: boolean; board?: { name: string; url: string } };
  sourceInterest?: { entityId: string; name: string; urlName: string };
  access?: string[];
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
  /** Every size but `originals` for people; `originals` only for bots (spec 000 §3). */
  images: Partial<Record<ImageSize, ImageSpec>>;
  isPromoted: boolean;
  isRepin: boolean;
  pinner: UserSummary;
  promoter: UserSummary | null;
  board: BoardSummary | null;
  commentsDisabled: boolean;
  createdAt: string;
}

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
  /** ISO country from request.cf, or null when unknown (offline development has none). */
  country: string | null;
  locale: string;
  createdAt: string | null;
  isBot: boolean;
  botKind: BotKind | null;
  /** Stable id of a signed-out visitor (cookie), used for experiment assignment. */
  anonymousId: string;
  /** Experiment name to group name, for every defined experiment. */
  experiments: Record<string, string>;
  /** Cookie consent decided at the edge (spec 001 §4); gate events with shared/consent.ts. */
  consent?: ViewerConsent;
  /** The theme of the first byte (spec 001 §4 dark mode). */
  theme?: Theme;
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
}
