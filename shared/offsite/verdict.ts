// The link check's answer (docs/rules/pin-card.md#calls-spec-000-7, docs/rules/pin-card.md#errors-and-messages-spec-000-8; docs/rules/closeup-and-visitors.md#calls-spec-002-7): redirect_status, the message shown in
// the spam warning and the sanitised url, plus the fixed texts of the warning (docs/rules/pin-card.md#screens-and-routes-spec-000-2).

/** Categories an operator can give a domain or url pattern. */
export const LINK_CATEGORIES = ['blocked', 'suspicious', 'porn'] as const;
export type LinkCategory = (typeof LINK_CATEGORIES)[number];

/** redirect_status of GET /v3/offsite/ (docs/rules/pin-card.md#calls-spec-000-7). */
export type RedirectStatus = 'ok' | LinkCategory;

/** resource_response.data of a link check. */
export interface OffsiteCheck {
  redirect_status: RedirectStatus;
  message: string;
  /** The sanitised destination. */
  url: string;
  /** A promoted pin's click token for this visitor (worker/attribution/clickToken.ts), sent with its click source. */
  attribution_token?: string;
}

/** docs/rules/pin-card.md#screens-and-routes-spec-000-2: the spam warning modal's fixed texts. */
export const SPAM_WARNING = {
  heading: 'Heads up!',
  label: 'We have blocked this link',
  learnMore: 'Learn more',
  okay: 'Okay',
} as const;

/** Where "Learn more" leads: the spam section of the community guidelines (docs/rules/pin-card.md#screens-and-routes-spec-000-2). */
export const SPAM_GUIDELINES_URL = '/community-guidelines/#spam';

/** The server message per category, shown in the warning (docs/rules/pin-card.md#errors-and-messages-spec-000-8). */
export const VERDICT_MESSAGES: Record<LinkCategory, string> = {
  blocked: 'This link leads to a site that has been reported for spam or harmful content, so we have blocked it to keep you safe.',
  suspicious: 'This link may lead to spam or to a site that tries to trick you, so we have blocked it to keep you safe.',
  porn: 'This link leads to a site with adult content, which is not allowed here, so we have blocked it.',
};

/** Severity when several rules match one url: the most severe wins. */
const SEVERITY: Record<LinkCategory, number> = { blocked: 3, porn: 2, suspicious: 1 };

/** The most severe of the categories (ok when there are none). */
export function worstCategory(categories: Iterable<LinkCategory>): RedirectStatus {
  let worst: LinkCategory | null = null;
  for (const c of categories) if (!worst || SEVERITY[c] > SEVERITY[worst]) worst = c;
  return worst ?? 'ok';
}

/** Whether a link check's status means the link must not be opened (docs/rules/pin-card.md#errors-and-messages-spec-000-8). */
export function isBlockedStatus(status: string | null | undefined): status is LinkCategory {
  return (LINK_CATEGORIES as readonly string[]).includes(status ?? '');
}

/** The answer for a url given the categories its rules matched. */
export function verdictFor(url: string, categories: Iterable<LinkCategory>): OffsiteCheck {
  const status = worstCategory(categories);
  return { redirect_status: status, message: status === 'ok' ? '' : VERDICT_MESSAGES[status], url };
}
