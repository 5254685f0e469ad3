// A reaction's icon drawn as inline SVG (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3): the
// emoji it used to be show as empty boxes where no colour emoji font is installed (most Linux desktops).
import type { ReactionIconName } from './reactions.ts';

const YELLOW = '#f5b400';
const INK = '#5f4b00';

/** A round face, for the faces below. */
const face = <circle cx="12" cy="12" r="10" fill={YELLOW} />;

const SHAPES: Record<ReactionIconName, React.ReactNode> = {
  heart: (
    <path
      d="M12 21s-7.6-4.7-9.7-9.2C.8 8.5 2.9 4.8 6.6 4.8c2.1 0 3.7 1.2 5.4 3.3 1.7-2.1 3.3-3.3 5.4-3.3 3.7 0 5.8 3.7 4.3 7C19.6 16.3 12 21 12 21z"
      fill="#e60023"
    />
  ),
  bulb: (
    <>
      <path d="M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z" fill={YELLOW} />
      <rect x="8.5" y="18" width="7" height="2" rx="1" fill="#767676" />
      <rect x="9.5" y="21" width="5" height="1.6" rx=".8" fill="#767676" />
    </>
  ),
  wow: (
    <>
      {face}
      <circle cx="8.5" cy="9" r="1.4" fill={INK} />
      <circle cx="15.5" cy="9" r="1.4" fill={INK} />
      <ellipse cx="12" cy="15.5" rx="2.4" ry="3" fill={INK} />
    </>
  ),
  laugh: (
    <>
      {face}
      <path d="M6.5 9.5l2.5-1.5M17.5 9.5 15 8" stroke={INK} strokeWidth="1.6" strokeLinecap="round" fill="none" />
      <path d="M6.5 12.5h11a5.5 5.5 0 0 1-11 0z" fill={INK} />
    </>
  ),
  clap: (
    <>
      <rect x="4" y="5" width="8" height="14" rx="4" transform="rotate(-20 8 12)" fill={YELLOW} stroke={INK} strokeWidth="1.2" />
      <rect x="12" y="5" width="8" height="14" rx="4" transform="rotate(20 16 12)" fill={YELLOW} stroke={INK} strokeWidth="1.2" />
      <path d="M12 1.5v2.5M8 3l1 2M16 3l-1 2" stroke={INK} strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
  raise: (
    <>
      <rect x="2.5" y="6" width="8" height="15" rx="4" fill={YELLOW} stroke={INK} strokeWidth="1.2" />
      <rect x="13.5" y="6" width="8" height="15" rx="4" fill={YELLOW} stroke={INK} strokeWidth="1.2" />
      <path d="M6.5 1.5v3M17.5 1.5v3" stroke={INK} strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
  sparkle: <path d="M12 2c.8 5.3 4.7 9.2 10 10-5.3.8-9.2 4.7-10 10-.8-5.3-4.7-9.2-10-10 5.3-.8 9.2-4.7 10-10z" fill={YELLOW} />,
};

export function ReactionIcon({ icon, label, size }: { icon: ReactionIconName; label: string; size: number }) {
  return (
    <svg className="reaction-icon" data-reaction={icon} width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={label} focusable="false">
      {SHAPES[icon]}
    </svg>
  );
}
