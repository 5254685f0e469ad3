// Display names and icons of reaction types (keys of reactionCountsData are numeric strings, docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3).

/** The icons of ./ReactionIcon.tsx (SVG in ./reactionIcon.css). */
export type ReactionIconName = 'heart' | 'bulb' | 'wow' | 'laugh' | 'clap' | 'raise' | 'sparkle';

const REACTIONS: Record<string, { icon: ReactionIconName; name: string }> = {
  '1': { icon: 'heart', name: 'Love' },
  '3': { icon: 'bulb', name: 'Good idea' },
  '5': { icon: 'wow', name: 'Wow' },
  '7': { icon: 'laugh', name: 'Haha' },
  '11': { icon: 'clap', name: 'Thanks' },
  '13': { icon: 'raise', name: 'Yes!' },
};

/** The icon and name of a reaction type; unknown types show a generic mark. */
export const reactionLabel = (type: string): { icon: ReactionIconName; name: string } => REACTIONS[type] ?? { icon: 'sparkle', name: 'Reaction' };
