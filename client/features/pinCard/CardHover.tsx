// The hover overlay of a card (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4), rendered after hydration: primary content (the save
// control) at the top, secondary content (the source link, 12 characters) and accessory content
// (the menu) at the bottom. On phones only the menu shows; keyboard focus opens it like hover.

import { lazy, Suspense } from 'react';
import { OutboundLink } from '#client/features/offsite/OutboundLink.tsx';
import { mayTrackMarketing } from '#shared/consent.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import type { CardContext } from '#shared/pinCard/context.ts';
import { externalUrl } from '#shared/pinCard/links.ts';
import { showMoreUpsell } from '#shared/pinCard/menu.ts';
import type { SaveControlKind } from '#shared/pinCard/saveControl.ts';
import { domainLabel } from '#shared/pinCard/text.ts';
import { CardMenu } from './CardMenu.tsx';
import { CardSaveSlot } from './CardSaveSlot.tsx';

/** A signed-out visitor's ellipsis (docs/rules/pin-card.md#more-information-panel-spec-000-21): its own chunk, as members never need it. */
const SignedOutMoreButton = lazy(() => import('./SignedOutMoreButton.tsx').then((m) => ({ default: m.SignedOutMoreButton })));

export interface CardHoverProps {
  pin: CardPin;
  ctx: CardContext;
  save: SaveControlKind;
  menu: boolean;
  active: boolean;
  onHide: (how?: 'reported') => void;
}

export function CardHover({ pin, ctx, save, menu, active, onHide }: CardHoverProps) {
  const mobile = ctx.viewer.isMobile;
  const link = externalUrl(pin.trackedLink ?? pin.link);
  const source = domainLabel(pin.domain, 'hover');
  return (
    <div className={`pin-card__hover${active && !mobile ? ' is-active' : ''}`} data-test-id="pin-hover">
      {!mobile && (
        <div className="pin-card__primary">
          <CardSaveSlot pin={pin} kind={save} ctx={ctx} />
        </div>
      )}
      <div className="pin-card__secondary">
        {!mobile && link && source && (
          <OutboundLink pin={pin} href={link} className="pin-card__source" logRightClick={false} attribution={mayTrackMarketing(ctx.viewer)}>
            {source}
          </OutboundLink>
        )}
        {menu && <CardMenu pin={pin} viewer={ctx.viewer} onHide={onHide} />}
        {!menu && showMoreUpsell(pin, ctx) && (
          <Suspense fallback={null}>
            <SignedOutMoreButton pin={pin} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
