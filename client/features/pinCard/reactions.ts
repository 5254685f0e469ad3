// Display names of reaction types (keys of reactionCountsData are numeric strings, docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3).
const REACTIONS: Record<string, { emoji: string; name: string }> = {
  '1': { emoji: '❤️', name: 'Love' },
  '3': { emoji: '💡', name: 'Good idea' },
  '5': { emoji: '😮', name: 'Wow' },
  '7': { emoji: '😂', name: 'Haha' },
  '11': { emoji: '👏', name: 'Thanks' },
  '13': { emoji: '🙌', name: 'Yes!' },
};

/** The emoji and name of a reaction type; unknown types show a generic mark. */
export const reactionLabel = (type: string): { emoji: string; name: string } => REACTIONS[type] ?? { emoji: '✨', name: 'Reaction' };
