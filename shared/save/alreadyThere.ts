// The one "already there" wording (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): a save, a copy or a
// move onto a board that already has the Pin says so, in these words, and changes nothing.

/** Where a Pin already is, as the words name it: the board, a section of it, or the profile for a quick save. */
export interface AlreadyThereWhere {
  board: { name: string; layout?: 'default' | 'quick_saves' } | null;
  section?: { name: string } | null;
}

/** "This Pin is already on {board}." ("These Pins …" for more than one); a quick save's place is the profile. */
export function alreadyThereText(count: number, { board, section }: AlreadyThereWhere): string {
  const where = !board || board.layout === 'quick_saves' ? 'your profile' : section ? `${section.name} in ${board.name}` : board.name;
  return count === 1 ? `This Pin is already on ${where}.` : `These Pins are already on ${where}.`;
}
