// A reaction's icon (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3): the emoji it used to be show as empty
// boxes where no colour emoji font is installed (most Linux desktops). Each icon is an SVG drawn once in the
// stylesheet (./reactionIcon.css, part of ./pinCard.css), not inline in every card: about 400 bytes an icon, 2.4 KB of a closeup.
import type { ReactionIconName } from './reactions.ts';

export function ReactionIcon({ icon, label }: { icon: ReactionIconName; label: string }) {
  return <span className="reaction-icon" data-reaction={icon} role="img" aria-label={label} />;
}
