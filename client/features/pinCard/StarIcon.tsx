// A rating star drawn from one SVG shape in the stylesheet (./starIcon.css, a CSS mask): the text stars
// (★, ☆ and the half star ⯪) are missing from common Linux fonts and showed as empty boxes
// (docs/rules/pin-card.md#display-rules-spec-000-5). The shape lives once in the CSS, not in every card's markup
// (inline SVG cost about 285 bytes a star: 8.5 KB on a board page). The half star is a two-colour fill.
import './starIcon.css';

export type StarKind = 'full' | 'half' | 'empty';

export function StarIcon({ kind, size }: { kind: StarKind; size: number }) {
  return <span className="star-icon" data-star={kind} style={{ width: size, height: size }} aria-hidden="true" />;
}
