// A short row of pin cards outside a grid, on a surface of its own (docs/rules/pin-card.md#screens-and-routes-spec-000-2): the shopping
// small carousel, a visual search's inspiration shopping pin, a profile's story and activity rows. It scrolls sideways on a
// narrow window; without JavaScript every card is still a link to its pin.
import { CardSurfaceContext } from '#client/features/pinCard/CardSurface.ts';
import { PinCard } from '#client/features/pinCard/PinCard.tsx';
import { MASONRY } from '#shared/constants.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import type { CardSurface } from '#shared/pinCard/context.ts';
import type { Viewer } from '#shared/types.ts';
import './cardStrip.css';

const CARD = MASONRY.compact;

export function CardStrip({
  title,
  surface,
  pins,
  viewer,
  subjectUserId,
}: {
  title: string;
  surface: CardSurface;
  pins: readonly CardPin[];
  viewer: Viewer;
  /** The profile's person when the viewer acts for them (CardSurfaceValue). */
  subjectUserId?: string;
}) {
  if (pins.length === 0) return null;
  return (
    <CardSurfaceContext value={{ surface, subjectUserId }}>
      <section className="card-strip" aria-label={title} data-card-surface={surface}>
        <h2 className="card-strip__title">{title}</h2>
        <ul className="card-strip__row">
          {pins.map((pin, i) => (
            <li key={pin.entityId} className="pin-card-frame" style={{ ['--col-n' as string]: CARD.columnWidth }}>
              <PinCard pin={pin} viewer={viewer} columnWidth={CARD.columnWidth} gap={CARD.gap} slotIndex={i} belowFirstScreen />
            </li>
          ))}
        </ul>
      </section>
    </CardSurfaceContext>
  );
}
