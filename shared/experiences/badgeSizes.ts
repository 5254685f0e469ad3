// docs/rules/experiences.md#constants-spec-001-9: the verified merchant badge's sizes, apart from the experiences' other constants
// (constants.ts): the badge is on pin cards and closeups, which need nothing else
// of those constants.

/** docs/rules/experiences.md#constants-spec-001-9: verified merchant badge sizes in px. */
export const BADGE_SIZES = { sm: 12, md: 16, lg: 20, xl: 24 } as const;
export type BadgeSize = keyof typeof BADGE_SIZES;
