// The debug box of a card (docs/rules/pin-card.md#who-it-serves-spec-000-1, docs/rules/pin-card.md#roles-spec-000-6) for employees with a deb_ query parameter: rendered after
// hydration only, so it is its own chunk and a first visit never downloads it.

import type { CardPin } from '#shared/pinCard/cardPin.ts';
import type { CardContext } from '#shared/pinCard/context.ts';
import { footerExperienceLabel } from '#shared/pinCard/debugBox.ts';
import { feedbackType, surfaceViewParameter } from '#shared/pinCard/feedback.ts';
import type { SaveControlKind } from '#shared/pinCard/saveControl.ts';

export function CardDebugBox({ pin, ctx, slotIndex, save }: { pin: CardPin; ctx: CardContext; slotIndex: number; save: SaveControlKind }) {
  return (
    <pre className="pin-card__debug" data-test-id="debug-box">
      {`id ${pin.entityId} · ${pin.kind}\nslot ${slotIndex} · ${feedbackType(pin, { viewParameter: surfaceViewParameter(ctx.surface) })}\nsave ${save}${footerExperienceLabel(
        ctx,
      )
        .map((label) => `\n${label}`)
        .join('')}`}
    </pre>
  );
}
