// The primary hover content (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): the save control the rules chose. Signed-out visitors
// see "Open" and a Save that is kept locally until they log in; quick-promotable pins get Promote; hidden
// kinds show nothing; the rest get the save flow's SaveControl of that kind.

import { SaveControl } from '#client/features/save/SaveControl.tsx';
import { pinPath } from '#shared/paths.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import type { CardContext } from '#shared/pinCard/context.ts';
import { preselectedBoardId, type SaveControlKind, SIGNED_OUT_HOVER_TEXT } from '#shared/pinCard/saveControl.ts';
import { CardLocalSave } from './CardLocalSave.tsx';

export function CardSaveSlot({ pin, kind, ctx }: { pin: CardPin; kind: SaveControlKind; ctx: CardContext }) {
  switch (kind) {
    case 'hidden':
      return null;
    case 'upsell':
      // Signed out: "Open" and a Save that keeps the pin locally and asks to log in (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/closeup-and-visitors.md#entities-spec-002-3).
      return (
        <>
          <a className="pin-card__open" href={pinPath(pin.entityId)}>
            {SIGNED_OUT_HOVER_TEXT}
          </a>
          <SaveControl pin={pin} viewer={ctx.viewer} kind="classic" surface={ctx.surface} />
        </>
      );
    case 'promote':
      return (
        <a className="button button--primary pin-card__save" href={`/advertiser/quick-promote/?pin_id=${pin.entityId}`} data-test-id="promote-button">
          Promote
        </a>
      );
    case 'persistentOneClickSave':
      // The explore local tab's one tap: pinned pins open the repin page instead of unsaving.
      if (ctx.surface === 'exploreLocal') return <CardLocalSave pin={pin} ctx={ctx} />;
      return <SaveControl pin={pin} viewer={ctx.viewer} kind={kind} boardId={preselectedBoardId(ctx)} surface={ctx.surface} />;
    default:
      return <SaveControl pin={pin} viewer={ctx.viewer} kind={kind} boardId={preselectedBoardId(ctx)} surface={ctx.surface} />;
  }
}
