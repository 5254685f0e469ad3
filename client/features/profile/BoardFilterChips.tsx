// docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: the chips of the COLORS and INTERESTS board view filters (a colour swatch or a topic
// with how many boards it keeps); they wrap onto more lines on a phone, so none is off-screen.
import type { BoardFilterChips as Chips } from '#shared/api/boards.ts';
import { BOARD_COLOR_LABELS, boardColorSwatch } from '#shared/boards/colors.ts';
import { counted } from '#shared/counts.ts';

export interface BoardFilterChipsProps {
  kind: 'COLORS' | 'INTERESTS';
  chips: Chips;
  /** The chosen colour name or interest id. */
  chosen: string | undefined;
  onChoose: (value: string) => void;
}

export function BoardFilterChips({ kind, chips, chosen, onChoose }: BoardFilterChipsProps) {
  const items =
    kind === 'COLORS'
      ? chips.colors.map((c) => ({ value: c.color, label: BOARD_COLOR_LABELS[c.color], count: c.boardCount, swatch: boardColorSwatch(c.color) }))
      : chips.interests.map((i) => ({ value: i.entityId, label: i.name, count: i.boardCount, swatch: null }));
  if (!items.length) return <p className="board-page__empty">{kind === 'COLORS' ? 'No board has a cover yet.' : 'No board has topics yet.'}</p>;
  return (
    <ul className="board-chips" aria-label={kind === 'COLORS' ? 'Board colours' : 'Board topics'} data-test-id="board-filter-chips">
      {items.map((item) => (
        <li key={item.value}>
          <button
            type="button"
            className="board-chips__chip"
            aria-pressed={item.value === chosen}
            title={counted(item.count, 'board')}
            onClick={() => onChoose(item.value)}
          >
            {item.swatch && <span className="board-chips__swatch" style={{ background: item.swatch }} aria-hidden="true" />}
            {item.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
