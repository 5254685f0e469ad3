// What the card debug box says beyond the pin itself (docs/rules/experiences.md#constants-spec-001-9): the special experience that
// shapes the card. Read by the debug box's own chunk only.
import { SPECIAL_EXPERIENCE } from '../experiences/constants.ts';
import { specialExperience } from '../experiences/specialIds.ts';
import type { CardContext } from './context.ts';
import { footerStartsHidden } from './footer.ts';

/** The debug box's line naming the special experience (docs/rules/experiences.md#constants-spec-001-9) that shapes the card: 500417, or none. */
export function footerExperienceLabel(ctx: CardContext): string[] {
  const id = SPECIAL_EXPERIENCE.hideFooter;
  return footerStartsHidden(ctx) ? [`xp ${id} · ${specialExperience(id)?.name}`] : [];
}
