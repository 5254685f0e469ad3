// The page data of issue 16's pages (policy and help, business dashboards, account and safety
// pages), kept apart from shared/pages.ts so each feature states its own shape.
import type { PolicyDocument } from './policy/documents.ts';

export type InfoPageData =
  /** A policy or help page (shared/policy/documents.ts). */
  { kind: 'policy'; document: PolicyDocument };
