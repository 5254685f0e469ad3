// The page data of issue 16's pages (policy and help, business dashboards, account and safety
// pages), kept apart from shared/pages.ts so each feature states its own shape.
import type { BusinessDashboardView } from './business/dashboards.ts';
import type { PolicyDocument } from './policy/documents.ts';
import type { Pin } from './types.ts';

/** An ad account with its campaigns, for the quick-promote form. */
export interface PromoteAccount {
  id: string;
  name: string;
  campaigns: string[];
}

export type InfoPageData =
  /** A policy or help page (shared/policy/documents.ts). */
  | { kind: 'policy'; document: PolicyDocument }
  /** A refusal (403) with the way forward: what the viewer may do instead. */
  | { kind: 'forbidden'; title: string; message: string; action: { label: string; href: string } | null }
  /** /business/{dashboard}/ for those allowed. */
  | { kind: 'businessDashboard'; view: BusinessDashboardView }
  /** /business/convert/: turn the personal account into a business one. */
  | { kind: 'businessConvert'; isBusiness: boolean; fullName: string }
  /** /advertiser/quick-promote/?pin_id=: promote a Pin into a campaign. */
  | { kind: 'quickPromote'; pin: Pin; accounts: PromoteAccount[] };
