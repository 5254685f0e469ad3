// A rating star drawn as inline SVG: the text stars (★, ☆ and the half star ⯪) are missing from
// common Linux fonts and showed as empty boxes (docs/rules/pin-card.md#display-rules-spec-000-5).
// The half star is a grey star with the left half of a coloured one on top (a nested svg clips it,
// so no id is needed and any number of stars can share a page).

/** A five-pointed star in a 24x24 box. */
const STAR = 'M12 2l2.94 6.56 7.06.7-5.3 4.74 1.54 6.98L12 17.27l-6.24 3.71L7.3 14 2 9.26l7.06-.7z';
const FILLED = '#e60023';
const EMPTY = '#cdcdcd';

export type StarKind = 'full' | 'half' | 'empty';

export function StarIcon({ kind, size }: { kind: StarKind; size: number }) {
  return (
    <svg className="star-icon" data-star={kind} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={STAR} fill={kind === 'full' ? FILLED : EMPTY} />
      {kind === 'half' && (
        <svg width="12" height="24" viewBox="0 0 12 24" aria-hidden="true">
          <path d={STAR} fill={FILLED} />
        </svg>
      )}
    </svg>
  );
}
