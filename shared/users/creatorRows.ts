// A profile's creator rows (docs/rules/pin-card.md#screens-and-routes-spec-000-2): the story pins the member made, and their latest
// activity (their other recent saves), each a short row of cards on its own surface above the boards.

/** How many cards each creator row shows. */
const CREATOR_ROW_SIZE = 6;

/** Splits a member's newest saves into their own story pins and their other activity. */
export function creatorRows<P extends { kind: string; isRepin: boolean }>(saves: readonly P[]): { stories: P[]; activity: P[] } {
  const ownStory = (p: P) => p.kind === 'story' && !p.isRepin;
  return {
    stories: saves.filter(ownStory).slice(0, CREATOR_ROW_SIZE),
    activity: saves.filter((p) => !ownStory(p)).slice(0, CREATOR_ROW_SIZE),
  };
}
