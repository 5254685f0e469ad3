// The page data of the route pages' (docs/architecture.md#every-route-a-page) pages (policy and help, business dashboards, account and safety
// pages), kept apart from shared/pages.ts so each feature states its own shape.

import type { BusinessDashboardView } from './business/dashboards.ts';
import type { PolicyDocument } from './policy/documents.ts';
import type { EmailList } from './settings.ts';
import type { Pin, PinPage } from './types.ts';

/** An ad account with its campaigns, for the quick-promote form. */
export interface PromoteAccount {
  id: string;
  name: string;
  campaigns: string[];
}

/** An appeal as its member sees it. */
export interface AppealView {
  id: string;
  kind: 'pin' | 'age';
  pinId: string | null;
  pinTitle: string | null;
  reason: string;
  status: 'open' | 'accepted' | 'rejected';
  createdAt: string;
}

/** A link a notice page offers. */
export interface PageAction {
  label: string;
  href: string;
}

export type InfoPageData =
  /** A policy or help page (shared/policy/documents.ts). */
  | { kind: 'policy'; document: PolicyDocument }
  /** A refusal (403) with the way forward: what the viewer may do instead. */
  | { kind: 'forbidden'; title: string; message: string; action: { label: string; href: string } | null }
  /** /business/{dashboard}/ for those allowed. */
  | { kind: 'businessDashboard'; view: BusinessDashboardView }
  /** /business/business-access/?invite=: an invitation to manage an ad account, for the invited member to accept (null: not valid for them). */
  | { kind: 'businessInvite'; invite: { code: string; businessName: string; role: 'admin' | 'analyst' } | null }
  /** /business/convert/: turn the personal account into a business one. */
  | { kind: 'businessConvert'; isBusiness: boolean; fullName: string }
  /** /advertiser/quick-promote/?pin_id=: promote a Pin into a campaign. */
  | { kind: 'quickPromote'; pin: Pin; accounts: PromoteAccount[] }
  /** A page that only informs, with the ways forward (email verification error, app sign-in links). */
  | { kind: 'notice'; title: string; paragraphs: string[]; actions: PageAction[] }
  /** /secure/panic: sign out everywhere, then reset the password. */
  | { kind: 'securePanic'; username: string }
  /** /email/subscription: leave (or rejoin) one email list by signed link. */
  | { kind: 'emailSubscription'; userId: string; list: EmailList; listLabel: string; token: string; subscribed: boolean }
  /** /email/user_survey: how satisfied the member is. */
  | { kind: 'userSurvey'; answered: number }
  /** /appealed-pin/, /age-appeal and /reports-and-violations/. */
  | { kind: 'appeals'; mode: 'pin' | 'age' | 'reports'; removedPins: Array<{ id: string; title: string }>; appeals: AppealView[] }
  /** /pin/{id}/engagement/: the saves others made of a pin. */
  | { kind: 'engagementDetails'; pin: Pin; feed: PinPage }
  /** /pins/: a member's saves, or those matching `query`. */
  | { kind: 'retrievalHub'; query: string; feed: PinPage }
  /** /pin/{id}/visual-search/ (and /products/): pins that look alike. */
  | { kind: 'visualSearch'; pin: Pin; products: boolean; feed: PinPage /** All Pins tab: the product that looks most like the pin. */; inspiration: Pin | null }
  /** /discover/article/{slug}: an article of ideas on one interest. */
  | { kind: 'discoveryArticle'; title: string; intro: string; interest: string; feed: PinPage };
